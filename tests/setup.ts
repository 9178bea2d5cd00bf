import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

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
// jsdom lays nothing out and has no scrollIntoView (the app's ShowPlace uses it on navigation).
if (browser && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = vi.fn();

class StubResizeObserver {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
}
if (browser && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: StubResizeObserver });
}

afterEach(() => cleanup());

// Test files share one window per worker (vitest.config.ts: isolate off, for speed). What a file
// changes on navigator (a stubbed service worker, onLine), in storage, the URL, the body and the
// observer stubs goes when it ends.
if (browser) {
  const ownNavigator = Object.getOwnPropertyDescriptors(navigator);
  afterAll(() => {
    for (const key of Reflect.ownKeys(navigator)) if (!(key in ownNavigator)) Reflect.deleteProperty(navigator, key);
    for (const [key, descriptor] of Object.entries(ownNavigator)) Object.defineProperty(navigator, key, descriptor);
    localStorage.clear();
    sessionStorage.clear();
    // The next file starts at / with an empty body and no observers left over (tests look
    // observers up by their options, and forms by their place among the page's forms).
    history.replaceState(null, '', '/');
    document.body.replaceChildren();
    (window.IntersectionObserver as unknown as { instances?: unknown[] }).instances?.splice(0);
  });
}

// jsdom has neither the Popover API nor modal dialogs. These stand-ins keep their observable
// contract: an open popover is displayed and matches :popover-open, `beforetoggle` and `toggle`
// fire (synchronously here), opening an auto popover closes the others, a `popovertarget`
// button toggles its popover; showModal()/close() set `open`
// and close() fires `close`.
if (browser && !('showPopover' in HTMLElement.prototype)) {
  const openPopovers = new Set<HTMLElement>();
  const toggle = (el: HTMLElement, open: boolean) => {
    const states = { newState: open ? 'open' : 'closed', oldState: open ? 'closed' : 'open' };
    el.dispatchEvent(Object.assign(new Event('beforetoggle'), states));
    if (open) openPopovers.add(el);
    else openPopovers.delete(el);
    el.style.display = open ? 'block' : '';
    el.dispatchEvent(Object.assign(new Event('toggle'), states));
  };
  // A click on a `popovertarget` button shows, hides or toggles its popover, as browsers do.
  document.addEventListener('click', (event) => {
    const invoker = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget')!);
    if (event.defaultPrevented || !target) return;
    const action = invoker.getAttribute('popovertargetaction') ?? 'toggle';
    const open = openPopovers.has(target);
    if (action === 'show' || (action === 'toggle' && !open)) (target as HTMLElement & { showPopover(): void }).showPopover();
    else if (open) toggle(target, false);
  });
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      if (openPopovers.has(this)) return;
      for (const other of openPopovers) if (other.getAttribute('popover') !== 'manual') toggle(other, false);
      toggle(this, true);
    },
    hidePopover(this: HTMLElement) {
      if (openPopovers.has(this)) toggle(this, false);
    },
    togglePopover(this: HTMLElement) {
      if (openPopovers.has(this)) toggle(this, false);
      else (this as HTMLElement & { showPopover(): void }).showPopover();
    },
  });
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':popover-open') return openPopovers.has(this as HTMLElement);
    return matches.call(this, selector);
  } as typeof matches;
  afterEach(() => openPopovers.clear());
}
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}
