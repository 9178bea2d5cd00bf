import { beforeEach, describe, expect, it, vi } from 'vitest';

// workbox-window is mocked at its boundary: a fake Workbox that tests drive by emitting its events.
type Listener = (event: Record<string, unknown>) => void;
class FakeWorkbox {
  static last: FakeWorkbox;
  listeners = new Map<string, Listener[]>();
  register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  messageSkipWaiting = vi.fn();
  update = vi.fn(async () => {});
  constructor(
    public url: string,
    public options?: unknown,
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, event: Record<string, unknown> = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { registerServiceWorker, OFFLINE_READY_MESSAGE, PROGRESS_MESSAGE, UNSAVED_UPDATE_MESSAGE, UPDATE_MESSAGE } = await import('../../src/pwa/serviceWorker');
const { offlineState, progressWanted } = await import('../../src/pwa/offlineStatus');

type Notify = (message: string, options?: { id?: string; description?: string; duration?: number; action?: { label: string; onClick: () => void }; cancel?: { label: string; onClick: () => void } }) => Promise<void>;

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
  offlineState.value = { phase: 'waiting' };
  progressWanted.value = false;
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    await registerServiceWorker({ notify: vi.fn(async () => {}), trackPrecache: () => () => {} });
    expect(FakeWorkbox.last.url).toBe('/sw.js');
    expect(FakeWorkbox.last.options).toEqual({ scope: '/' });
    expect(FakeWorkbox.last.register).toHaveBeenCalledOnce();
  });

  it('on a first install tracks the download, then says the whole site works offline', async () => {
    const notify = vi.fn<Notify>(async () => {});
    let report: (done: number, total: number) => void = () => {};
    const stop = vi.fn();
    const trackPrecache = vi.fn((onProgress?: (done: number, total: number) => void) => ((report = onProgress ?? report), stop));
    await registerServiceWorker({ notify, trackPrecache });
    expect(trackPrecache).toHaveBeenCalledOnce();
    // Progress toasts only once the visitor asked for offline use.
    report(10, 100);
    expect(notify).not.toHaveBeenCalled();
    progressWanted.value = true;
    report(50, 100);
    expect(notify).toHaveBeenLastCalledWith(PROGRESS_MESSAGE, expect.objectContaining({ id: 'offline', description: '50 of 100 files' }));

    FakeWorkbox.last.emit('activated', { isUpdate: true });
    expect(stop).not.toHaveBeenCalled();
    FakeWorkbox.last.emit('activated', { isUpdate: false });
    expect(stop).toHaveBeenCalled();
    expect(offlineState.value.phase).toBe('ready');
    expect(notify).toHaveBeenLastCalledWith(OFFLINE_READY_MESSAGE, expect.objectContaining({ id: 'offline' }));
  });

  it('offers a Reload when a new version waits; Reload activates it and reloads once it controls the page', async () => {
    const notify = vi.fn<Notify>(async () => {});
    const reload = vi.fn();
    await registerServiceWorker({ notify, reload, hasUnsavedInput: () => false });
    FakeWorkbox.last.emit('waiting');
    expect(notify).toHaveBeenCalledOnce();
    const [message, options] = notify.mock.calls[0]!;
    expect(message).toBe(UPDATE_MESSAGE);
    expect(options?.duration).toBe(Infinity);
    expect(options?.action?.label).toBe('Reload');

    options!.action!.onClick();
    expect(FakeWorkbox.last.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    FakeWorkbox.last.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks before a Reload would throw away unsaved input', async () => {
    const notify = vi.fn<Notify>(async () => {});
    const reload = vi.fn();
    await registerServiceWorker({ notify, reload, hasUnsavedInput: () => true });
    FakeWorkbox.last.emit('waiting');
    notify.mock.calls[0]![1]!.action!.onClick();
    expect(FakeWorkbox.last.messageSkipWaiting).not.toHaveBeenCalled();
    const [message, ask] = notify.mock.calls[1]!;
    expect(message).toBe(UNSAVED_UPDATE_MESSAGE);
    expect(ask?.action?.label).toBe('Reload anyway');
    expect(ask?.cancel?.label).toBe('Keep editing');

    // "Keep editing" offers the update again for later.
    ask!.cancel!.onClick();
    expect(notify).toHaveBeenLastCalledWith(UPDATE_MESSAGE, expect.objectContaining({ action: expect.objectContaining({ label: 'Reload' }) }));
    expect(FakeWorkbox.last.messageSkipWaiting).not.toHaveBeenCalled();

    ask!.action!.onClick();
    expect(FakeWorkbox.last.messageSkipWaiting).toHaveBeenCalledOnce();
    FakeWorkbox.last.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks for a new version every hour while online', async () => {
    vi.useFakeTimers();
    const { UPDATE_CHECK_MS } = await import('../../src/pwa/serviceWorker');
    await registerServiceWorker({ notify: vi.fn(async () => {}) });
    const wb = FakeWorkbox.last;
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(wb.update).toHaveBeenCalledOnce();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(wb.update).toHaveBeenCalledOnce();
    // The check missed offline runs when the connection returns.
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(wb.update).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does nothing where service workers are not supported', async () => {
    // @ts-expect-error removing the API to simulate an old browser
    delete navigator.serviceWorker;
    const created = FakeWorkbox.last;
    expect(await registerServiceWorker({ notify: vi.fn(async () => {}) })).toBeNull();
    expect(FakeWorkbox.last).toBe(created);
  });
});
