import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard's place when the focused element inside `container` is removed by a render
 * (a row that left: delivered by a Retry, by the page's own schedule or by another tab): focus goes
 * to `next` (read when it happens) instead of falling back to the page's start. Checked each time
 * `changed` changes. Focus the visitor put elsewhere, or down by clicking the page, is left alone.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>, next: RefObject<HTMLElement | null>, changed: unknown): void {
  const inside = useRef(false);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      inside.current = !!container.current?.contains(e.target as Node);
    };
    // Focus let go with nowhere to go: put down by the visitor while the element stays, or lost
    // with the element (a browser may say so by this event, or not at all).
    const onFocusOut = (e: FocusEvent) => {
      const from = e.target as Node;
      if (!e.relatedTarget) queueMicrotask(() => from.isConnected && (inside.current = false));
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (inside.current && lost) next.current?.focus();
  }, [changed, next]);
}
