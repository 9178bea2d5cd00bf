import { afterEach, describe, expect, it, vi } from 'vitest';

// The toast module loads sonner on first use; here only the timing of registration matters.
vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(async () => {}) }));

async function freshStart() {
  vi.resetModules();
  return import('../../src/pwa/register');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('startPwa', () => {
  it('registers the service worker only once the page has been settled for a while', async () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    const { startPwa, SW_REGISTER_DELAY_MS } = await freshStart();
    const register = vi.fn(async () => null);
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
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    const { startPwa } = await freshStart();
    const { showToast } = await import('../../src/ui/toast');
    const register = vi.fn(async () => null);
    startPwa(register);
    window.dispatchEvent(new Event('offline'));
    expect(showToast).toHaveBeenCalledWith(expect.stringContaining('offline'), expect.objectContaining({ id: 'connectivity' }));
    expect(register).not.toHaveBeenCalled();
  });

  it('never registers a service worker in development', async () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', false);
    const { startPwa, SW_REGISTER_DELAY_MS } = await freshStart();
    const register = vi.fn(async () => null);
    startPwa(register);
    vi.advanceTimersByTime(SW_REGISTER_DELAY_MS + 10_000);
    expect(register).not.toHaveBeenCalled();
  });
});
