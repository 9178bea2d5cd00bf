import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPaintTiming } from './paintTiming';

// public/start.js starts a marketing page's app once the page has loaded and the browser is idle, or
// at the first input before then. On some pages it arrives after first paint, so input made before
// it ran (head.js marks it) must start the app as the input itself would have.
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

  const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  it('without input, says it listens, fetches the code after first paint and starts the app once loaded and idle', async () => {
    const idle = vi.fn((task: () => void) => setTimeout(task, 50));
    vi.stubGlobal('requestIdleCallback', idle);
    run();
    await vi.advanceTimersByTimeAsync(100);
    expect(script.dataset.listening).toBe('');
    expect(preloaded()).toEqual([]); // nothing before the first paint
    paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(script.dataset.startedBy).toBeUndefined();
    expect(appScripts()).toEqual([]);
    expect(preloaded()).toEqual(['/assets/vendor.js', '/assets/index.js']); // fetched, not run

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledOnce(); // after the paint and the load, whichever comes last
    expect(script.dataset.startedBy).toBeUndefined(); // not in the load event's own task
    await vi.advanceTimersByTimeAsync(50);
    expect(script.dataset.startedBy).toBe('idle');
    expect(appScripts()).toEqual(['/assets/vendor.js']); // each chunk runs in a task of its own, the entry last
    document.head.querySelector('script[src="/assets/vendor.js"]')!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(appScripts()).toEqual(['/assets/vendor.js', '/assets/index.js']);
  });

  it('waits for first paint when the page loaded before it painted', async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 50));
    run();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(200);
    expect(script.dataset.startedBy).toBeUndefined();
    paint();
    await vi.advanceTimersByTimeAsync(200);
    expect(script.dataset.startedBy).toBe('idle');
  });

  it.each(['pointermove', 'touchstart', 'keydown', 'wheel', 'input'])('starts the app at once on a %s before the page has loaded', (type) => {
    run();
    // An input event is how text arrives without a key (autofill, dictation).
    document.body.appendChild(document.createElement('input')).dispatchEvent(new Event(type, { bubbles: true }));
    expect(script.dataset.startedBy).toBe(type);
    expect(appScripts()).toEqual(['/assets/vendor.js']); // the app's first chunk runs
  });

  it('starts the 404 page\'s app at once: it logs the path asked for as it loads', () => {
    document.body.appendChild(document.createElement('div')).outerHTML = '<div id="root" data-route="*"></div>';
    run();
    expect(script.dataset.startedBy).toBe('not found');
  });

  it.each([
    ['a press', (el: HTMLElement) => el.setAttribute('data-pressed-early', '1')],
    ['a typed field', (el: HTMLElement) => el.setAttribute('data-changed-early', '')],
  ])('starts the app at once after %s made before it ran', async (_what, mark) => {
    const button = document.body.appendChild(document.createElement('button'));
    mark(button);
    run();
    expect(script.dataset.startedBy).toBe('early input');
    expect(appScripts()).toEqual(['/assets/vendor.js']); // the app's first chunk runs
    paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(preloaded()).toEqual(['/assets/vendor.js', '/assets/index.js']); // once each
  });

  it('starts the app at once when the focus moved before it ran (a Tab, a tap into a field)', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    run();
    expect(script.dataset.startedBy).toBe('early input');
  });
});
