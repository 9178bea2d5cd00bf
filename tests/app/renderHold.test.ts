import { describe, expect, it } from 'vitest';
import { renderHoldFor } from '../../scripts/prerender-plugin';

describe('renderHoldFor (prerender)', () => {
  it("holds the first paint until the page's h1 is parsed", () => {
    expect(renderHoldFor('<header>…</header><main><h1 id="page-title" class="x">About</h1></main>')).toContain(
      '<link rel="expect" href="#page-title" blocking="render">',
    );
  });

  it('adds no hold when the h1 has no id or there is no h1 (the offline shell)', () => {
    expect(renderHoldFor('<h1 class="x">No id</h1>')).toBe('');
    expect(renderHoldFor('')).toBe('');
  });
});
