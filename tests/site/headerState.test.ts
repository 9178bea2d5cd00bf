// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { compact, megaMenuOffset, updateScroll } from '../../src/site/state/header';

beforeEach(() => updateScroll(0));

describe('header scroll state', () => {
  it('stays transparent up to 10 px and turns compact beyond', () => {
    updateScroll(10);
    expect(compact.value).toBe(false);
    expect(megaMenuOffset.value).toBe(96);
    updateScroll(11);
    expect(compact.value).toBe(true);
    expect(megaMenuOffset.value).toBe(72);
    updateScroll(0);
    expect(compact.value).toBe(false);
  });
});
