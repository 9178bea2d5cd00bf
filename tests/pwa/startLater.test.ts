import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Only when offline support starts matters here; the lazily loaded part is a stand-in.
const makeAvailableOffline = vi.fn(async () => {});
vi.mock('../../src/pwa/register', () => ({ startPwa: vi.fn(), makeAvailableOffline }));
vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(async () => {}) }));

const IDLE_MS = 200; // jsdom has no requestIdleCallback: whenIdle falls back to this short timer

async function freshSchedule() {
  vi.useFakeTimers();
  vi.resetModules();
  const module = await import('../../src/pwa/startLater');
  const start = vi.fn();
  stop = module.startOfflineSupportLater(start);
  // The page has loaded (jsdom: readyState complete); the triggers arm at the first idle moment.
  vi.advanceTimersByTime(IDLE_MS);
  return { ...module, start };
}

let hidden = false;
let online = true;
let stop = () => {};
beforeEach(() => {
  localStorage.clear();
  hidden = false;
  online = true;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
});
afterEach(() => {
  stop();
  makeAvailableOffline.mockClear();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('when offline support starts on a visit that did not ask for it', () => {
  it('without any input, only once the page has been settled for SW_REGISTER_DELAY_MS', async () => {
    const { start, SW_REGISTER_DELAY_MS } = await freshSchedule();
    vi.advanceTimersByTime(SW_REGISTER_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + IDLE_MS);
    expect(start).toHaveBeenCalledOnce();
    expect(SW_REGISTER_DELAY_MS).toBeGreaterThanOrEqual(3000);
  });

  it("at the next idle moment after the visitor's first input (a reader leaving after ~5 s is covered)", async () => {
    const { start } = await freshSchedule();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled(); // not inside the input's own task
    vi.advanceTimersByTime(IDLE_MS);
    expect(start).toHaveBeenCalledOnce();
    // Later inputs and the timer change nothing.
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('input made while the page was still loading starts it as soon as the page has loaded and gone idle', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const module = await import('../../src/pwa/startLater');
    const start = vi.fn();
    stop = module.startOfflineSupportLater(start);
    window.dispatchEvent(new Event('touchstart'));
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_MS);
    expect(start).toHaveBeenCalledOnce();
  });

  it('at once when the tab is hidden (the visitor switches away)', async () => {
    const { start } = await freshSchedule();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('when the connection drops on a page whose worker can serve the rest (which then says what still works)', async () => {
    const { start } = await freshSchedule();
    window.dispatchEvent(new Event('offline'));
    expect(start).not.toHaveBeenCalled(); // no worker yet: nothing more could load
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    window.dispatchEvent(new Event('offline'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('"Make available offline" starts the download at once, even before its section has hydrated', async () => {
    const { start } = await freshSchedule();
    document.body.innerHTML = '<footer><button data-offline-action=""><span>Make available offline</span></button></footer>';
    document.querySelector('span')?.click();
    await vi.dynamicImportSettled();
    expect(makeAvailableOffline).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
  });

  it('pressed offline, "Make available offline" loads its code only once back online (code fetched offline could never load)', async () => {
    await freshSchedule();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    online = false;
    document.body.innerHTML = '<footer><button data-offline-action="">Make available offline</button></footer>';
    document.querySelector('button')?.click();
    await vi.dynamicImportSettled();
    expect(makeAvailableOffline).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.dynamicImportSettled();
    expect(makeAvailableOffline).toHaveBeenCalledOnce();
  });
});
