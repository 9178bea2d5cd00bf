import { useEffect, useRef, type RefObject } from 'react';

/**
 * Header menus are HTML popovers (`popover` + `popovertarget`), so a tap opens them from the
 * first paint, before the app has started. Once React runs, state lives in signals; this hook
 * keeps the element and the state in step both ways:
 * - state -> element: showPopover()/hidePopover() when the state changes;
 * - element -> state: `beforetoggle` (synchronous, so never stale) reports what the browser did
 *   by itself: light dismiss, Escape, or a menu opened before hydration.
 */
export function usePopover(ref: RefObject<HTMLElement | null>, open: boolean, shown: (open: boolean) => void): void {
  const report = useRef(shown);
  report.current = shown;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onToggle = (event: Event) => report.current((event as ToggleEvent).newState === 'open');
    el.addEventListener('beforetoggle', onToggle);
    // Opened by a tap before the app started: adopt it.
    if (isPopoverOpen(el)) report.current(true);
    return () => el.removeEventListener('beforetoggle', onToggle);
  }, [ref]);

  // Only a change of state moves the element: on mount the element is what the user left it as.
  const applied = useRef(open);
  useEffect(() => {
    if (applied.current === open) return;
    applied.current = open;
    const el = ref.current;
    if (!el || open === isPopoverOpen(el)) return;
    try {
      if (open) el.showPopover();
      else el.hidePopover();
    } catch {
      // Detached or already in the requested state: nothing to do.
    }
  }, [ref, open]);
}

export function isPopoverOpen(el: Element): boolean {
  try {
    return el.matches(':popover-open');
  } catch {
    return false;
  }
}
