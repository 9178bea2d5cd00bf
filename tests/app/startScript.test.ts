import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPaintTiming } from './paintTiming';

// public/start.js starts a marketing page's app. On some pages it arrives once the page has painted,
// so input made before it ran (head.js marks it) must start the app as the input itself would have.
describe('public/start.js', () => {
  const source = readFileSync('public/start.js', 'utf8');
  // Its window listeners must not outlive the test (test files share one window: vitest.config.ts).
  const added: Parameters<typeof window.addEventListener>[] = [];
  let script: HTMLScriptElement;
  let paint: () => void;
  const run = () =>
    new Function('addEventListener', source)((...args: Parameters<typeof window.addEventListener>) => {
      added.push(args);
      window.addEventListener(...args);
    });
  const appScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    script = document.createElement('script');
    script.dataset.entry = '/assets/index.js';
    script.dataset.preload = '/assets/vendor.js';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    // The first contentful paint arrives when the test says so.
    paint = stubPaintTiming();
  });
  afterEach(() => {
    for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.head.querySelectorAll('script, link').forEach((el) => el.remove());
    document.body.replaceChildren();
  });

  const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

  it('without input, says it listens, fetches the code once the page has painted and leaves the app off until the first input', async () => {
    run();
    await vi.advanceTimersByTimeAsync(100);
    expect(script.dataset.listening).toBe('');
    expect(prefetched()).toEqual([]); // nothing before the first paint
    paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(script.dataset.startedBy).toBeUndefined();
    expect(appScripts()).toEqual([]);
    expect(prefetched()).toEqual(['/assets/vendor.js', '/assets/index.js']);

    window.dispatchEvent(new Event('pointermove'));
    expect(script.dataset.startedBy).toBe('pointermove');
    expect(appScripts()).toEqual(['/assets/index.js']);
  });

  it.each([
    ['a press', (el: HTMLElement) => el.setAttribute('data-pressed-early', '1')],
    ['a typed field', (el: HTMLElement) => el.setAttribute('data-changed-early', '')],
  ])('starts the app at once after %s made before it ran', async (_what, mark) => {
    const button = document.body.appendChild(document.createElement('button'));
    mark(button);
    run();
    expect(script.dataset.startedBy).toBe('early input');
    expect(appScripts()).toEqual(['/assets/index.js']);
    paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(prefetched()).toEqual([]); // the app's own modulepreloads fetch it
  });

  it('starts the app at once when the focus moved before it ran (a Tab, a tap into a field)', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    run();
    expect(script.dataset.startedBy).toBe('early input');
  });
});
