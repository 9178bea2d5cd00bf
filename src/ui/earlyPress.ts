/**
 * Presses made before a part of the page could handle them: public/head.js marks every pressed
 * button `data-pressed-early="<n>"` (n counts up), the app unmarks those it handled. Once the part
 * has hydrated it presses its marked buttons again, in the order they were pressed, so an early
 * tap is late rather than lost.
 */

const MARK = 'data-pressed-early';
/** head.js's mark on a field typed into or changed before the app ran. */
export const CHANGED = 'data-changed-early';

/** Once React listens: a press that reaches window was handled, so it was not missed after all. */
export const unmarkHandledPresses = () => addEventListener('click', (event) => (event.target as Element).closest?.(`[${MARK}]`)?.removeAttribute(MARK));

/**
 * Presses again the marked buttons inside `scope()`, after the current task: a press React
 * hydrated the part for is still being dispatched when its effects run. `outsideParts` leaves the
 * buttons of parts hydrated on their own (DeferHydration, HydrateOnUse: `data-defer`) to them.
 */
export function replayEarlyPressesSoon(scope: () => ParentNode | null, outsideParts?: boolean): () => void {
  const timer = setTimeout(() => {
    // Links, submit and popover buttons act without the app (or hold their input until it runs).
    const marked = [...(scope()?.querySelectorAll<HTMLElement>(`[type=button][${MARK}]:not([popovertarget])${outsideParts ? ':not([data-defer] *)' : ''}`) ?? [])];
    for (const button of marked.sort((a, b) => +a.dataset.pressedEarly! - +b.dataset.pressedEarly!)) {
      delete button.dataset.pressedEarly;
      if (button.isConnected && !button.matches(':disabled')) button.click();
    }
  }, 0);
  return () => clearTimeout(timer);
}

/**
 * Whether the reader already used this part before its code ran: a press or a changed field
 * (public/head.js marks both) or the focus inside it. Such a part hydrates at once, wherever it
 * is, so what was pressed or typed is applied rather than left waiting for a scroll.
 */
export const holdsEarlyInput = (part: Element): boolean => !!part.querySelector(`[${MARK}],[${CHANGED}]`) || part.contains(document.activeElement);

/**
 * Whether a shortcut was pressed before the app listened for it: public/head.js and boot.js keep
 * it as a mark on their script (`data-search`, `data-early-k`, `data-early-b`). Taken once.
 */
export function takeEarlyShortcut(mark: string): boolean {
  const script = document.querySelector(`[${mark}]`);
  script?.removeAttribute(mark);
  return !!script;
}
