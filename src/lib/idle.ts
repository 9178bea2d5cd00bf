/** How long whenIdle waits for an idle moment at most. */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs a task when the browser is idle (at the latest after timeoutMs). */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/** Runs work once the page has loaded and is idle, so it never competes with the first paint or hydration. */
export function afterFirstPaint(task: () => void): void {
  const run = () => whenIdle(task);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Runs a task now if the browser is online, else once it is back online. For loading code: in
 * Chromium a module whose fetch failed (and each chunk it preloads) stays failed for the page's life.
 */
export function whenOnline(task: () => void): void {
  if (navigator.onLine) task();
  else window.addEventListener('online', task, { once: true });
}
