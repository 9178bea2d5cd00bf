import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks these browser APIs; the stubs behave like a wide screen with motion allowed.
// (Node-environment tests, e.g. tests/server, have no window at all.)
const browser = typeof window !== 'undefined';

// Many screens load a lazy chunk before they show (dialogs, deferred sections). On a busy
// 2-core machine that import can take longer than Testing Library's 1 s default, so findBy*
// and waitFor wait up to 5 s for the element; a test still fails if it never appears.
configure({ asyncUtilTimeout: 5000 });
if (browser && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class StubIntersectionObserver {
  static instances: StubIntersectionObserver[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    StubIntersectionObserver.instances.push(this);
  }
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
  takeRecords = () => [];
}
if (browser && !('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: StubIntersectionObserver });
  Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, value: StubIntersectionObserver });
}

if (browser && (!window.scrollTo || !String(window.scrollTo).includes('mock'))) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

class StubResizeObserver {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
}
if (browser && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: StubResizeObserver });
}

afterEach(() => cleanup());
