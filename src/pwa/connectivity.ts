import { showToast } from '../ui/toast';

export const OFFLINE_MESSAGE = 'You are offline. Pages you have opened still work.';
export const ONLINE_MESSAGE = 'You are back online.';

/** Tells the user when the connection drops or returns (one toast, replaced in place). */
export function watchConnectivity(notify: typeof showToast = showToast): () => void {
  const offline = () => void notify(OFFLINE_MESSAGE, { id: 'connectivity', duration: Infinity });
  const online = () => void notify(ONLINE_MESSAGE, { id: 'connectivity' });
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
