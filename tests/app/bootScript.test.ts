import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPaintTiming } from './paintTiming';
import { COMPACT_THRESHOLD } from '../../src/site/state/header';

// Test files share one window (vitest.config.ts): a head script's window listeners (head.js marks
// every click as an early press) must not outlive the test, or they press buttons in later files.
const added: Parameters<typeof window.addEventListener>[] = [];
function run(source: string): void {
  new Function('addEventListener', source)((...args: Parameters<typeof window.addEventListener>) => {
    added.push(args);
    window.addEventListener(...args);
  });
}
afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
});

// public/boot.js starts the dashboard's app once the page has painted. It runs in the dashboard's
// head (dist/dashboard-head.js), where the first paint (the h1) can come before the rest of the
// body has arrived: the app, which hydrates the whole page, must wait until it is parsed.
describe('public/boot.js', () => {
  const source = readFileSync('public/boot.js', 'utf8');
  let readyState: DocumentReadyState;
  let paint: () => void;
  const appScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    const script = document.createElement('script');
    script.dataset.bootEntry = '/assets/index.js';
    script.dataset.bootPreload = '/assets/vendor.js /assets/shell.js';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    // The first contentful paint arrives when the test says so.
    paint = stubPaintTiming();
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
  });
  afterEach(() => {
    // The reverse of beforeEach: fake timers replace requestAnimationFrame too, so unstubbing after
    // them would put their frozen one back, and later files' frames (focus in dialogs) never ran.
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.head.querySelectorAll('script, link').forEach((el) => el.remove());
  });

  it('fetches the code once painted, and runs the app only when the page is parsed', async () => {
    run(source);
    await vi.advanceTimersByTimeAsync(100);
    expect(preloads()).toEqual([]); // nothing before the first paint
    paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(preloads()).toEqual(['/assets/vendor.js', '/assets/shell.js']);
    expect(appScripts()).toEqual([]); // the body is still arriving
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toEqual(['/assets/index.js']);
  });

  it('runs the app right after the preloads when the page is already parsed', async () => {
    readyState = 'interactive';
    run(source);
    paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(appScripts()).toEqual(['/assets/index.js']);
  });
});

// The header turns compact past 10 px of scroll. Until the app runs (on a marketing page, at the
// first input), head.js marks <html data-scrolled> at the same threshold and the header's styles
// read it: a page opened scrolled (a reload, a link to a section) must not show a transparent bar.
describe('public/head.js scroll mark', () => {
  afterEach(() => {
    window.scrollY = 0;
    document.documentElement.removeAttribute('data-scrolled');
  });

  it('marks <html data-scrolled> only past the header\'s compact threshold, following the scroll', () => {
    run(readFileSync('public/head.js', 'utf8'));
    const scrollTo = (y: number) => {
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
      return document.documentElement.hasAttribute('data-scrolled');
    };
    expect(scrollTo(COMPACT_THRESHOLD)).toBe(false);
    expect(scrollTo(COMPACT_THRESHOLD + 1)).toBe(true);
    expect(scrollTo(600)).toBe(true);
    expect(scrollTo(0)).toBe(false);
  });
});
