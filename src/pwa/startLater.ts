import { afterFirstPaint, whenIdle, whenOnline } from '../lib/idle';

/**
 * THE first-load part of offline support (a few hundred bytes); everything else (connectivity
 * toasts, workbox, progress, update flow) loads with ./register when a trigger below fires.
 *
 * Installing the service worker downloads and stores the whole precache (about 170 files). Started
 * while the page loads, that work slowed the page's own tasks on 2 cores (Lighthouse TBT median on
 * `/` 239 ms at once vs 142 ms deferred by 5 s), so a visit that did not ask for it registers at
 * the earliest of:
 * - the visitor's first input (pointer, key, wheel, touch) once the app runs, at the next idle
 *   moment once the page has loaded (input during the load waits for that). On a marketing page an
 *   input that started the app (public/start.js) does not count: the download would compete with the
 *   hydration that input waits for. The page's own work is done by then, and a
 *   reader who leaves after ~5 s (typically after a first scroll or tap 1-2 s in) leaves with the
 *   site saved (here, /dashboard: a scroll at 0.9 s put the worker in control at 4.0 s; with no
 *   input it took 9.1 s);
 * - the tab being hidden: nothing on screen competes, and a visitor switching away gets it (one
 *   closing the tab probably does not: the page is gone before the code can load);
 * - SW_REGISTER_DELAY_MS after load and idle, for a visit without input (a Lighthouse run);
 * - the connection dropping while a worker is in control: ./register (served from the offline copy)
 *   then says what still works (without a worker no further code can load offline);
 * - at once on "Make available offline" (any element with data-offline-action, handled here by
 *   delegation so a tap before the footer has hydrated still works).
 */
export const SW_REGISTER_DELAY_MS = 5000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'];

// Offline it waits for the connection: fetched offline, the code could never load on this page
// (lib/idle's whenOnline), and the site could not be saved until a reload. A failure (a server
// down) is only logged: the page works on without it.
const withPwa = (use: (pwa: typeof import('./register')) => void) => whenOnline(() => void import('./register').then(use, console.warn));

const onClick = (event: Event) => {
  if ((event.target as Element | null)?.closest?.('[data-offline-action]')) withPwa((pwa) => void pwa.makeAvailableOffline());
};

/** Called once by the client entry; `start` is replaced in tests, which also use the returned stop. */
export function startOfflineSupportLater(start: () => void = () => withPwa((pwa) => pwa.startPwa())): () => void {
  // Capture on window: React stops a click inside a section still waiting for its code to hydrate
  // before it bubbles, so a listener on document could miss it.
  window.addEventListener('click', onClick, true);

  let done = false;
  let loaded = false;
  let engaged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const disarm = () => {
    done = true;
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('offline', onOffline);
  };
  const fire = () => {
    if (done) return;
    disarm();
    start();
  };
  // Input during the load is remembered; it starts the worker once the page has loaded and gone idle.
  const onInput = () => {
    engaged = true;
    if (loaded) whenIdle(fire);
  };
  const onHidden = () => document.visibilityState === 'hidden' && fire();
  const onOffline = () => navigator.serviceWorker?.controller && fire();
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('offline', onOffline);

  afterFirstPaint(() => {
    loaded = true;
    if (done) return;
    // A tab opened in the background is hidden from the start: nothing on screen to compete with.
    if (engaged || document.visibilityState === 'hidden') return fire();
    timer = setTimeout(() => whenIdle(fire), SW_REGISTER_DELAY_MS);
  });
  return () => {
    disarm();
    window.removeEventListener('click', onClick, true);
  };
}
