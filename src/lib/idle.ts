/** Runs a task when the browser is idle (at the latest after timeoutMs). */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/** Runs work once the page has loaded and is idle, so it never competes with the first paint or hydration. */
export function afterFirstPaint(task: () => void): void {
  const run = () => whenIdle(task);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
