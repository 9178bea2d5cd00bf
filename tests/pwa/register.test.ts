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
  it('on a first visit registers the service worker only once the page has been settled for a while', async () => {
    const { startPwa, SW_REGISTER_DELAY_MS, register, offlineState } = await freshStart(true);
    startPwa(register);
    startPwa(register); // a second call changes nothing
    expect(offlineState.value.phase).toBe('waiting');
    vi.advanceTimersByTime(SW_REGISTER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    // After the delay it still waits for an idle moment (jsdom falls back to a short timer).
    vi.advanceTimersByTime(1 + 3000);
    expect(register).toHaveBeenCalledOnce();
    expect(SW_REGISTER_DELAY_MS).toBeGreaterThanOrEqual(3000);
  });

  it('registers at the first idle moment when a visitor returns without a worker (they left early last time)', async () => {
    const { startPwa, register, VISITED_KEY } = await freshStart(true);
    localStorage.setItem(VISITED_KEY, '1');
    startPwa(register);
    vi.advanceTimersByTime(1000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('watches connectivity at once, before the service worker registers', async () => {
    const { startPwa, register } = await freshStart(true);
    const { showToast } = await import('../../src/ui/toast');
    startPwa(register);
    window.dispatchEvent(new Event('offline'));
    expect(showToast).toHaveBeenCalledWith(expect.stringContaining('offline'), expect.objectContaining({ id: 'connectivity' }));
    expect(register).not.toHaveBeenCalled();
  });

  it('never registers a service worker in development', async () => {
    const { startPwa, SW_REGISTER_DELAY_MS, register } = await freshStart(false);
    startPwa(register);
    vi.advanceTimersByTime(SW_REGISTER_DELAY_MS + 10_000);
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
    // The deferred registration was cancelled, not repeated.
    vi.advanceTimersByTime(60_000);
    expect(register).toHaveBeenCalledOnce();
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
