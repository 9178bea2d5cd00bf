import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, ONLINE_MESSAGE, watchConnectivity } from '../../src/pwa/connectivity';

describe('watchConnectivity', () => {
  it('tells the user when the connection drops and when it returns, in one toast slot', () => {
    const notify = vi.fn(async () => {});
    const stop = watchConnectivity(notify);
    window.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenLastCalledWith(OFFLINE_MESSAGE, { id: 'connectivity', duration: Infinity });
    window.dispatchEvent(new Event('online'));
    expect(notify).toHaveBeenLastCalledWith(ONLINE_MESSAGE, { id: 'connectivity' });
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
