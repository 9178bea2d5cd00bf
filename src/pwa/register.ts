import { watchConnectivity } from './connectivity';
import { registerServiceWorker } from './serviceWorker';

let started = false;

/** Browser-only PWA start-up; the client entry calls it once the page is idle. */
export function startPwa(): void {
  if (started) return;
  started = true;
  watchConnectivity();
  // The development server has no service worker; only production builds register one.
  if (import.meta.env.PROD) void registerServiceWorker();
}
