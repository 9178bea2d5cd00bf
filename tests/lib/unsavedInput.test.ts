// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasUnsavedInput, trackUnsavedInput } from '../../src/lib/unsavedInput';

describe('unsaved input registry', () => {
  it('reports unsaved input while any tracked check says so, and forgets removed checks', () => {
    let dirty = false;
    const untrack = trackUnsavedInput(() => dirty);
    expect(hasUnsavedInput()).toBe(false);
    dirty = true;
    expect(hasUnsavedInput()).toBe(true);
    untrack();
    expect(hasUnsavedInput()).toBe(false);
  });
});
