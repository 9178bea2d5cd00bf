import { describe, expect, it } from 'vitest';
import { PAGE_END_ID, renderHoldFor } from '../../scripts/prerender-plugin';

describe('renderHoldFor (prerender)', () => {
  it('holds the first paint until the element after the page is parsed', () => {
    expect(renderHoldFor('<header>…</header><main><h1 id="page-title" class="x">About</h1></main>')).toContain(
      `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`,
    );
  });

  it('adds no hold to an empty page (the app shell)', () => {
    expect(renderHoldFor('')).toBe('');
  });
});
