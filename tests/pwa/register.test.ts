import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The toast module loads sonner on first use; here only the timing of registration matters.
vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(async () => {}) }));

/** A fresh module (startPwa runs once per page), fake timers, and a stand-in for registration. */
async function freshStart(prod: boolean) {
  vi.useFakeTimers();
  vi.stubEnv('PROD', prod);
  vi.resetModules();
  const module = await import('../../src/pwa/register');
  const { offlineState, progressWanted } = await import('../../src/pwa/offlineStatus');
  return { ...module, offlineState, progressWanted, register: vi.fn(async () => null) };
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist: vi.fn(async () => true), persisted: vi.fn(async () => false) } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('startPwa', () => {
  it('registers the service worker at the next idle moment, once', async () => {
    const { startPwa, register, offlineState } = await freshStart(true);
    startPwa(register);
    startPwa(register); // a second call changes nothing
    expect(offlineState.value.phase).toBe('waiting');
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('watches connectivity once started, and says at once when the connection already dropped', async () => {
    const { startPwa, register } = await freshStart(true);
    const { showToast } = await import('../../src/ui/toast');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      startPwa(register);
      expect(showToast).toHaveBeenCalledWith(expect.stringContaining('offline'), expect.objectContaining({ id: 'connectivity' }));
      // Registration waits for the connection instead of failing.
      vi.advanceTimersByTime(10_000);
      expect(register).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(3000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('never registers a service worker in development', async () => {
    const { startPwa, register } = await freshStart(false);
    startPwa(register);
    vi.advanceTimersByTime(60_000);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('makeAvailableOffline', () => {
  it('asks for persistent storage and registers at once, with progress in a toast', async () => {
    const { startPwa, makeAvailableOffline, register, progressWanted } = await freshStart(true);
    startPwa(register);
    const notify = vi.fn(async () => {});
    await makeAvailableOffline(notify);
    expect(register).toHaveBeenCalledOnce();
    expect(navigator.storage.persist).toHaveBeenCalled();
    expect(progressWanted.value).toBe(true);
    expect(notify).toHaveBeenCalledWith('Saving the site for offline use', expect.objectContaining({ id: 'offline' }));
    // The idle-time registration does not run a second time.
    vi.advanceTimersByTime(60_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('after the first download stopped offline, it starts again once back online, and the button starts it afresh', async () => {
    let installFailed = () => {};
    const registerServiceWorker = vi.fn(async (deps: { onInstallFailed: () => void }) => {
      installFailed = deps.onInstallFailed;
      return null;
    });
    vi.doMock('../../src/pwa/serviceWorker', () => ({ registerServiceWorker }));
    try {
      const { startPwa, makeAvailableOffline } = await freshStart(true);
      startPwa();
      await makeAvailableOffline(vi.fn(async () => {}));
      await vi.advanceTimersByTimeAsync(3000); // the idle-time registration finds it done
      expect(registerServiceWorker).toHaveBeenCalledOnce();

      // The connection drops mid-download: the install fails; nothing is tried while offline.
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      installFailed();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(registerServiceWorker).toHaveBeenCalledOnce();
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(3000);
      expect(registerServiceWorker).toHaveBeenCalledTimes(2);

      // Failing again online (no 'online' event will come), "Make available offline" tries again.
      installFailed();
      await makeAvailableOffline(vi.fn(async () => {}));
      expect(registerServiceWorker).toHaveBeenCalledTimes(3);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      vi.doUnmock('../../src/pwa/serviceWorker');
    }
  });

  it('says so when the site is already available offline', async () => {
    const { startPwa, makeAvailableOffline, register, offlineState } = await freshStart(true);
    startPwa(register);
    offlineState.value = { phase: 'ready' };
    const notify = vi.fn(async () => {});
    await makeAvailableOffline(notify);
    expect(notify).toHaveBeenCalledWith('Already available offline', expect.any(Object));
  });
});
