import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announceOffline,
  OFFLINE_MESSAGE,
  OFFLINE_UNSAVED_MESSAGE,
  ONLINE_MESSAGE,
  watchConnectivity,
} from '../../src/pwa/connectivity';
import { offlineState } from '../../src/pwa/offlineStatus';

// Each test starts from nothing saved (other files in this worker may have left the state set).
beforeEach(() => {
  offlineState.value = { phase: 'unknown' };
});

describe('watchConnectivity', () => {
  it('tells the user when the connection drops and when it returns, in one toast slot', () => {
    const notify = vi.fn(async () => {});
    const stop = watchConnectivity(notify);
    window.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenLastCalledWith(OFFLINE_UNSAVED_MESSAGE, expect.objectContaining({ id: 'connectivity', duration: Infinity }));
    window.dispatchEvent(new Event('online'));
    expect(notify).toHaveBeenLastCalledWith(ONLINE_MESSAGE, expect.objectContaining({ id: 'connectivity', description: undefined }));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('says every page still works only once the offline copy is saved', () => {
    const notify = vi.fn(async () => {});
    const stop = watchConnectivity(notify);
    offlineState.value = { phase: 'ready' };
    window.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenLastCalledWith(OFFLINE_MESSAGE, expect.objectContaining({ description: expect.stringMatching(/kept on this device/) }));
    stop();
  });

  it('counts a page controlled by the service worker as saved (its worker holds every page)', () => {
    const notify = vi.fn(async () => {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    try {
      announceOffline(notify);
      expect(notify).toHaveBeenLastCalledWith(OFFLINE_MESSAGE, expect.any(Object));
    } finally {
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    }
  });
});
