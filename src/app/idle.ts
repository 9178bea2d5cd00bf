/** Runs work once the page is idle, so it never competes with the first paint or hydration. */
export function afterFirstPaint(task: () => void): void {
  const run = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
