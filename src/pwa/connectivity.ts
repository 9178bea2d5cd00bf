import { showToast } from '../ui/toast';
import { offlineState } from './offlineStatus';

/** With the offline copy saved: every page is precached; forms wait in the device's outbox. */
export const OFFLINE_MESSAGE = 'You are offline. Every page still works.';
export const OFFLINE_DETAIL = 'Forms you send are kept on this device and go out when you are back online.';
/** Before it is saved, only what this tab has loaded keeps working. */
export const OFFLINE_UNSAVED_MESSAGE = 'You are offline. This page keeps working.';
export const OFFLINE_UNSAVED_DETAIL = 'Other pages need a connection until the site is saved for offline use.';
export const ONLINE_MESSAGE = 'You are back online.';

/** Says the connection dropped and what still works. */
export function announceOffline(notify: typeof showToast = showToast): void {
  // A controlling worker has the whole precache (it only activates once every file is stored).
  const saved = offlineState.value.phase === 'ready' || Boolean(navigator.serviceWorker?.controller);
  void notify(saved ? OFFLINE_MESSAGE : OFFLINE_UNSAVED_MESSAGE, {
    id: 'connectivity',
    duration: Infinity,
    description: saved ? OFFLINE_DETAIL : OFFLINE_UNSAVED_DETAIL,
  });
}

/** Tells the user when the connection drops or returns (one toast, replaced in place), and what still works. */
export function watchConnectivity(notify: typeof showToast = showToast): () => void {
  const offline = () => announceOffline(notify);
  // The same toast slot: the offline text's description must not linger.
  const online = () => void notify(ONLINE_MESSAGE, { id: 'connectivity', description: undefined, duration: 4000 });
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
