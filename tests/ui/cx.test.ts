// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cx } from '../../src/ui/cx';

describe('cx', () => {
  it('joins class names, skipping empty parts and classes already given', () => {
    expect(cx('px-4 whitespace-nowrap', false, undefined, 'whitespace-nowrap  text-sm', '')).toBe('px-4 whitespace-nowrap text-sm');
  });
});
