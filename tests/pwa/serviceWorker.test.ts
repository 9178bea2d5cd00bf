import { beforeEach, describe, expect, it, vi } from 'vitest';

// workbox-window is mocked at its boundary: a fake Workbox that tests drive by emitting its events.
type Listener = (event: Record<string, unknown>) => void;
class FakeWorkbox {
  static last: FakeWorkbox;
  listeners = new Map<string, Listener[]>();
  /** The registration as the browser reports it: a new version waits until a tab activates it. */
  registration: { installing?: object | null; waiting?: object | null; active?: object | null } = { waiting: {} };
  register = vi.fn(async () => this.registration as ServiceWorkerRegistration);
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

const { registerServiceWorker, OFFLINE_READY_MESSAGE, PROGRESS_MESSAGE, SAVING_STOPPED_MESSAGE, UNSAVED_UPDATE_MESSAGE, UPDATED_ELSEWHERE_MESSAGE, UPDATE_MESSAGE } =
  await import('../../src/pwa/serviceWorker');
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

    // The new worker taking control (clientsClaim) is no new version, and a later update that
    // fails to install leaves the site saved.
    const calls = notify.mock.calls.length;
    FakeWorkbox.last.emit('controlling');
    Object.assign(FakeWorkbox.last.registration, { waiting: null, active: {} });
    FakeWorkbox.last.emit('redundant');
    expect(offlineState.value.phase).toBe('ready');
    expect(notify).toHaveBeenCalledTimes(calls);
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

  it('with two tabs open, Reload in the second tab reloads it once the first tab has started the new version', async () => {
    const notify = vi.fn<Notify>(async () => {});
    const reload = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    await registerServiceWorker({ notify, reload, hasUnsavedInput: () => false });
    const wb = FakeWorkbox.last;
    wb.emit('waiting');
    const [, offer] = notify.mock.calls[0]!;

    // The other tab pressed Reload: the new version is active and took control of this tab too.
    Object.assign(wb.registration, { waiting: null, active: {} });
    wb.emit('controlling');
    expect(reload).not.toHaveBeenCalled();

    // This tab's toast still says "Reload": pressing it reloads at once (nothing waits to be activated).
    offer!.action!.onClick();
    expect(reload).toHaveBeenCalledOnce();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('says when another tab started the new version, in place of the update toast, and its Reload asks first over unsaved input', async () => {
    const notify = vi.fn<Notify>(async () => {});
    const reload = vi.fn();
    let unsaved = true;
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    await registerServiceWorker({ notify, reload, hasUnsavedInput: () => unsaved });
    const wb = FakeWorkbox.last;
    wb.emit('waiting');
    const updateId = notify.mock.calls[0]![1]!.id;

    Object.assign(wb.registration, { waiting: null, active: {} });
    wb.emit('controlling');
    // No reload over the visitor's head: the toast changes in place and says what happened.
    expect(reload).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(2);
    const [message, options] = notify.mock.calls[1]!;
    expect(message).toBe(UPDATED_ELSEWHERE_MESSAGE);
    expect(options?.id).toBe(updateId);
    expect(options?.duration).toBe(Infinity);
    expect(options?.description).toMatch(/Reload this page/);

    options!.action!.onClick();
    expect(reload).not.toHaveBeenCalled();
    const [question, ask] = notify.mock.calls[2]!;
    expect(question).toBe(UNSAVED_UPDATE_MESSAGE);
    ask!.action!.onClick();
    expect(reload).toHaveBeenCalledOnce();

    unsaved = false;
    reload.mockClear();
    notify.mock.calls[1]![1]!.action!.onClick();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when the first download is interrupted, progress stops, the visitor is told it needs a connection, and the caller can try again', async () => {
    const notify = vi.fn<Notify>(async () => {});
    const stop = vi.fn();
    const onInstallFailed = vi.fn();
    let report: (done: number, total: number) => void = () => {};
    const trackPrecache = vi.fn((onProgress?: (done: number, total: number) => void) => ((report = onProgress ?? report), stop));
    progressWanted.value = true;
    await registerServiceWorker({ notify, trackPrecache, onInstallFailed });
    const wb = FakeWorkbox.last;
    Object.assign(wb.registration, { waiting: null, installing: {} });
    report(33, 319);
    offlineState.value = { phase: 'downloading', done: 59, total: 319 };
    expect(notify).toHaveBeenLastCalledWith(PROGRESS_MESSAGE, expect.objectContaining({ id: 'offline' }));

    // The connection drops: the install fails and the browser drops the worker.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    Object.assign(wb.registration, { installing: null });
    wb.emit('redundant');
    onLine.mockRestore();
    expect(stop).toHaveBeenCalled();
    expect(offlineState.value.phase).toBe('stopped');
    const [message, options] = notify.mock.lastCall!;
    expect(message).toBe(SAVING_STOPPED_MESSAGE);
    expect(options?.id).toBe('offline');
    expect(options?.description).toMatch(/needs a connection/);
    expect(onInstallFailed).toHaveBeenCalledOnce();
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
