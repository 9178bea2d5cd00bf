import { afterEach, describe, expect, it, vi } from 'vitest';

// The toast module loads sonner on first use; here only the timing of registration matters.
vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(async () => {}) }));

/** A fresh module (startPwa runs once per page), fake timers, and a stand-in for registration. */
async function freshStart(prod: boolean) {
  vi.useFakeTimers();
  vi.stubEnv('PROD', prod);
  vi.resetModules();
  const module = await import('../../src/pwa/register');
  return { ...module, register: vi.fn(async () => null) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('startPwa', () => {
  it('registers the service worker only once the page has been settled for a while', async () => {
    const { startPwa, SW_REGISTER_DELAY_MS, register } = await freshStart(true);
    startPwa(register);
    startPwa(register); // a second call changes nothing
    vi.advanceTimersByTime(SW_REGISTER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    // After the delay it still waits for an idle moment (jsdom falls back to a short timer).
    vi.advanceTimersByTime(1 + 3000);
    expect(register).toHaveBeenCalledOnce();
    expect(SW_REGISTER_DELAY_MS).toBeGreaterThanOrEqual(3000);
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
