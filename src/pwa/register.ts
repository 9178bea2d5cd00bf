import { watchConnectivity } from './connectivity';
import { registerServiceWorker } from './serviceWorker';

let started = false;

/** Browser-only PWA start-up; the client entry calls it once the page is idle. */
export function startPwa(): void {
  if (started) return;
  started = true;
  watchConnectivity();
  // The development server has no service worker; only production builds register one.
  // Registration can be refused (private windows, disabled storage): the site still works online.
  if (import.meta.env.PROD) registerServiceWorker().catch((error: unknown) => console.warn('Offline support is unavailable:', error));
}
