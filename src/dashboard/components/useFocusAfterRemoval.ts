import { useMemo, type RefObject } from 'react';

/**
 * Where focus returns when a dialog that removed a row closes: the button that opened it, or, when
 * the row took that button with it, the last such button left in `container`, else `fallback`.
 * A ref read at closing time, as Dialog's returnFocus is.
 */
export function useFocusAfterRemoval(
  opener: RefObject<HTMLElement | null>,
  container: RefObject<HTMLElement | null>,
  selector: string,
  fallback: RefObject<HTMLElement | null>,
): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        if (opener.current?.isConnected) return opener.current;
        const left = container.current?.querySelectorAll<HTMLElement>(selector);
        return left?.[left.length - 1] ?? fallback.current;
      },
    }),
    [opener, container, selector, fallback],
  );
}
