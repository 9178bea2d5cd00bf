import { whenIdle, whenOnline } from '../lib/idle';
import { showToast } from '../ui/toast';
import { announceOffline, watchConnectivity } from './connectivity';
import { isStandalone } from './displayMode';
import { offlineState, PROGRESS_MESSAGE, progressWanted } from './offlineStatus';
import { requestPersistentStorage } from './storage';

/*
 * The part of offline support that loads when ./startLater's trigger fires (or on "Make available
 * offline"): never with a page's first load. Workbox itself loads with ./serviceWorker.
 */

let started = false;
let registration: Promise<unknown> | null = null;
// Offline the worker's code waits for the connection (fetched offline it could never load on this page).
const registerLater = () =>
  new Promise<void>((online) => whenOnline(online))
    .then(() => import('./serviceWorker'))
    .then((m) => m.registerServiceWorker({ onInstallFailed: tryAgainLater }));
let register: () => Promise<unknown> = registerLater;

/** Registers now (once). Registration can be refused (private windows, disabled storage): the site still works online. */
function registerNow(): Promise<unknown> {
  registration ??= register().catch((error: unknown) => {
    tryAgainLater();
    console.warn('Offline support is unavailable:', error);
  });
  return registration;
}

const retry = () => whenIdle(() => void registerNow());
/** Registration or the first download failed: "Make available offline" starts afresh, and so does reconnecting. */
function tryAgainLater(): void {
  registration = null;
  if (!navigator.onLine) window.addEventListener('online', retry, { once: true });
}

/** Starts offline support: the trigger in ./startLater has decided it is time. */
export function startPwa(registerWorker: () => Promise<unknown> = registerLater): void {
  if (started) return;
  started = true;
  register = registerWorker;
  watchConnectivity();
  // The site's own analytics start on this same deferred trigger, so neither they nor web-vitals
  // weigh on the first load (lib/analytics/collector.ts; not in development: no events API there).
  if (import.meta.env.PROD) void import('../lib/analytics/collector').then((c) => c.startCollecting(), () => undefined);
  // The connection may have dropped before this code loaded (it is one of the triggers).
  if (!navigator.onLine) announceOffline();
  // An installed app keeps its storage: ask once it runs from the home screen.
  if (isStandalone()) void requestPersistentStorage();
  // The development server has no service worker; only production builds register one.
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    offlineState.value = { phase: 'unsupported' };
    return;
  }
  offlineState.value = navigator.serviceWorker.controller ? { phase: 'ready' } : { phase: 'waiting' };
  whenOnline(() => whenIdle(() => void registerNow()));
}

/**
 * "Make available offline": keeps the site's storage, and starts the download at once (with
 * progress in a toast) instead of waiting for a trigger.
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
  const description =
    state.phase === 'downloading'
      ? `${state.done} of ${state.total} files`
      : navigator.onLine
        ? 'Starting the download…'
        : 'It needs a connection: it starts once you are back online.';
  void notify(PROGRESS_MESSAGE, { id: 'offline', duration: Infinity, description });
  await registerNow();
}
