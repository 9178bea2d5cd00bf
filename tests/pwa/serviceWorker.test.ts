import { beforeEach, describe, expect, it, vi } from 'vitest';

// workbox-window is mocked at its boundary: a fake Workbox that tests drive by emitting its events.
type Listener = (event: Record<string, unknown>) => void;
class FakeWorkbox {
  static last: FakeWorkbox;
  listeners = new Map<string, Listener[]>();
  register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  messageSkipWaiting = vi.fn();
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

const { registerServiceWorker, OFFLINE_READY_MESSAGE, UPDATE_MESSAGE } = await import('../../src/pwa/serviceWorker');

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    await registerServiceWorker({ notify: vi.fn(async () => {}) });
    expect(FakeWorkbox.last.url).toBe('/sw.js');
    expect(FakeWorkbox.last.options).toEqual({ scope: '/' });
    expect(FakeWorkbox.last.register).toHaveBeenCalledOnce();
  });

  it('says the site is ready offline after the first install, not after an update', async () => {
    const notify = vi.fn(async () => {});
    await registerServiceWorker({ notify });
    FakeWorkbox.last.emit('installed', { isUpdate: true });
    expect(notify).not.toHaveBeenCalled();
    FakeWorkbox.last.emit('installed', { isUpdate: false });
    expect(notify).toHaveBeenCalledWith(OFFLINE_READY_MESSAGE, expect.any(Object));
  });

  it('offers a Reload when a new version waits; Reload activates it and reloads once it controls the page', async () => {
    const notify = vi.fn(async (_message: string, _options?: { action?: { label: string; onClick: () => void }; duration?: number }) => {});
    const reload = vi.fn();
    await registerServiceWorker({ notify, reload });
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

  it('does nothing where service workers are not supported', async () => {
    // @ts-expect-error removing the API to simulate an old browser
    delete navigator.serviceWorker;
    const created = FakeWorkbox.last;
    expect(await registerServiceWorker({ notify: vi.fn(async () => {}) })).toBeNull();
    expect(FakeWorkbox.last).toBe(created);
  });
});
