/**
 * Presses made before a part of the page could handle them: public/boot.js marks every pressed
 * button `data-pressed-early="<n>"` (n counts up), the app unmarks those it handled. Once the part
 * has hydrated it presses its marked buttons again, in the order they were pressed, so an early
 * tap is late rather than lost.
 */

const MARK = 'data-pressed-early';

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
 * Whether the reader already used this part before its code ran: a press marked by boot.js, the
 * focus, or a field whose value is no longer the page's. Such a part hydrates at once, wherever
 * it is, so what was pressed or typed is applied rather than left waiting for a scroll.
 */
export function holdsEarlyInput(part: Element): boolean {
  if (part.querySelector(`[${MARK}]`) || part.contains(document.activeElement)) return true;
  // The theme radios are left out: public/theme.js checks the saved choice itself, app or not.
  const fields = part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input:not([data-theme-option]), textarea, select');
  for (const field of fields) {
    if (field instanceof HTMLSelectElement) {
      const prerendered = Math.max(0, [...field.options].findIndex((o) => o.defaultSelected));
      if (field.options.length > 0 && field.selectedIndex !== prerendered) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}
