/**
 * Presses made before a part of the page could handle them. public/boot.js marks such a button
 * `data-pressed-early="<n>"` (n counts up); once the part has hydrated it presses its marked
 * buttons again, in the order they were pressed, so an early tap is late rather than lost.
 */
export const EARLY_PRESS_ATTR = 'data-pressed-early';

/** A part hydrated on its own (DeferHydration, HydrateOnUse: `data-defer`) replays its own presses. */
export const inDeferredPart = (button: HTMLElement): boolean => button.closest('[data-defer]') !== null;

/** Presses again every marked button inside `scope` (`skip` leaves some for another part). */
export function replayEarlyPresses(scope: ParentNode | null, skip?: (button: HTMLElement) => boolean): void {
  if (!scope) return;
  const marked = [...scope.querySelectorAll<HTMLElement>(`[${EARLY_PRESS_ATTR}]`)]
    .filter((button) => !skip?.(button))
    .sort((a, b) => Number(a.getAttribute(EARLY_PRESS_ATTR)) - Number(b.getAttribute(EARLY_PRESS_ATTR)));
  for (const button of marked) {
    button.removeAttribute(EARLY_PRESS_ATTR);
    if (button.isConnected && !button.matches(':disabled')) button.click();
  }
}

/**
 * Replays after the current task: the mark is set in a task after the press, and a press React
 * hydrated for synchronously is still being dispatched when the part's effects run.
 */
export function replayEarlyPressesSoon(scope: () => ParentNode | null, skip?: (button: HTMLElement) => boolean): () => void {
  const timer = setTimeout(() => replayEarlyPresses(scope(), skip), 0);
  return () => clearTimeout(timer);
}
