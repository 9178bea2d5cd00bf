/**
 * Presses made before a part of the page could handle them: public/boot.js marks such a button
 * `data-pressed-early="<n>"` (n counts up). Once the part has hydrated it presses its marked
 * buttons again, in the order they were pressed, so an early tap is late rather than lost.
 */

/** A part hydrated on its own (DeferHydration, HydrateOnUse: `data-defer`) replays its own presses. */
export const inDeferredPart = (button: HTMLElement): boolean => !!button.closest('[data-defer]');

/**
 * Presses again the marked buttons inside `scope()` (`skip` leaves some for another part), after
 * the current task: a press React hydrated the part for is still being dispatched when its effects run.
 */
export function replayEarlyPressesSoon(scope: () => ParentNode | null, skip?: (button: HTMLElement) => boolean): () => void {
  const timer = setTimeout(() => {
    const marked = [...(scope()?.querySelectorAll<HTMLElement>('[data-pressed-early]') ?? [])].filter((button) => !skip?.(button));
    for (const button of marked.sort((a, b) => +a.dataset.pressedEarly! - +b.dataset.pressedEarly!)) {
      delete button.dataset.pressedEarly;
      if (button.isConnected && !button.matches(':disabled')) button.click();
    }
  }, 0);
  return () => clearTimeout(timer);
}
