import { whenIdle } from '../lib/idle';
import { showToast } from '../ui/toast';
import { watchConnectivity } from './connectivity';
import { isStandalone } from './displayMode';
import { offlineState, PROGRESS_MESSAGE, progressWanted } from './offlineStatus';
import { requestPersistentStorage } from './storage';

/**
 * How long after the page has loaded (and gone idle) a first visit registers the service worker.
 * Why: installing it downloads and stores the whole precache (about 140 files, 1.4 MB). Right
 * after load that work (about 0.7 s of CPU on the worker thread, plus the browser's network
 * and storage threads here) competes with the visitor's first scroll and taps; on a 2-core
 * machine it made the page's own tasks longer (Lighthouse TBT median on `/` 239 ms at once vs
 * 142 ms deferred, 8 interleaved pairs; figures for other routes in the README).
 */
export const SW_REGISTER_DELAY_MS = 5000;
/**
 * A returning visitor without a worker (the first visit ended within the delay) registers at
 * the first idle moment after load instead: they came back, so offline use is worth more to
 * them than the first idle seconds of this visit. Marked in localStorage on the first visit.
 */
export const VISITED_KEY = 'northstar:visited';

let started = false;
let pending: ReturnType<typeof setTimeout> | undefined;
let registration: Promise<unknown> | null = null;
// Workbox loads only when registration starts, seconds after the load (it is not first-load JS).
const registerLater = () => import('./serviceWorker').then((m) => m.registerServiceWorker());
let register: () => Promise<unknown> = registerLater;

function returningVisitor(): boolean {
  try {
    const seen = localStorage.getItem(VISITED_KEY) !== null;
    if (!seen) localStorage.setItem(VISITED_KEY, String(Date.now()));
    return seen;
  } catch {
    return false; // storage refused (private mode): treat every visit as a first
  }
}

/** Registers now (once), cancelling the deferred registration. */
function registerNow(): Promise<unknown> {
  clearTimeout(pending);
  registration ??= register().catch((error: unknown) => console.warn('Offline support is unavailable:', error));
  return registration;
}

/** Browser-only PWA start-up; the client entry calls it once the page is idle. */
export function startPwa(registerWorker: () => Promise<unknown> = registerLater): void {
  if (started) return;
  started = true;
  register = registerWorker;
  // Connectivity toasts are wanted at once; only the precache download waits.
  watchConnectivity();
  // An installed app keeps its storage: ask once it runs from the home screen.
  if (isStandalone()) void requestPersistentStorage();
  // The development server has no service worker; only production builds register one.
  // Registration can be refused (private windows, disabled storage): the site still works online.
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    offlineState.value = { phase: 'unsupported' };
    return;
  }
  const controlled = Boolean(navigator.serviceWorker.controller);
  offlineState.value = controlled ? { phase: 'ready' } : { phase: 'waiting' };
  // With a worker in control, registering only checks for an update: it can wait as long as it likes.
  const delay = !controlled && returningVisitor() ? 0 : SW_REGISTER_DELAY_MS;
  pending = setTimeout(() => whenIdle(() => void registerNow()), delay);
}

/**
 * "Make available offline": keeps the site's storage, and starts the download at once (with
 * progress in a toast) instead of waiting for the deferred registration.
 */
export async function makeAvailableOffline(notify: typeof showToast = showToast): Promise<void> {
  const persisted = requestPersistentStorage();
  startPwa();
  if (offlineState.value.phase === 'unsupported' || !import.meta.env.PROD) {
    void notify('Offline use is not available in this browser', { id: 'offline', description: 'The site keeps working while you are online.' });
    return;
  }
  if (offlineState.value.phase === 'ready') {
    void notify('Already available offline', {
      id: 'offline',
      description: (await persisted) ? 'Storage is persistent: the browser will not clear it on its own.' : 'Every page opens without a connection.',
    });
    return;
  }
  progressWanted.value = true;
  const state = offlineState.value;
  const description = state.phase === 'downloading' ? `${state.done} of ${state.total} files` : 'Starting the download…';
  void notify(PROGRESS_MESSAGE, { id: 'offline', duration: Infinity, description });
  await registerNow();
}
