import { whenIdle } from '../lib/idle';
import { watchConnectivity } from './connectivity';

/**
 * How long after the page has loaded (and gone idle) the service worker registers.
 * Why: installing it downloads and stores the whole precache (140 files, about 1.4 MB). Right
 * after load that work (about 0.7 s of CPU on the worker thread, plus the browser's network
 * and storage threads here) competes with the visitor's first scroll and taps; on a 2-core
 * machine it made the page's own tasks longer (Lighthouse TBT median on `/` 239 ms at once vs
 * 142 ms deferred, 8 interleaved pairs; figures for other routes in the README). Offline support
 * is ready a few seconds later.
 */
export const SW_REGISTER_DELAY_MS = 5000;

let started = false;

// Workbox loads only when registration starts, seconds after the load (it is not first-load JS).
const registerLater = () => import('./serviceWorker').then((m) => m.registerServiceWorker());

/** Browser-only PWA start-up; the client entry calls it once the page is idle. */
export function startPwa(register: () => Promise<unknown> = registerLater): void {
  if (started) return;
  started = true;
  // Connectivity toasts are wanted at once; only the precache download waits.
  watchConnectivity();
  // The development server has no service worker; only production builds register one.
  // Registration can be refused (private windows, disabled storage): the site still works online.
  if (!import.meta.env.PROD) return;
  setTimeout(() => {
    whenIdle(() => void register().catch((error: unknown) => console.warn('Offline support is unavailable:', error)));
  }, SW_REGISTER_DELAY_MS);
}
