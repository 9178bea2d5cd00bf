import { popGuard } from '../../lib/popGuard';
import { hasUnsavedInput } from '../../lib/unsavedInput';

export const LEAVE_MESSAGE = 'You have changes that are not saved. Leave this page and lose them?';

/** True when it is fine to leave: nothing unsaved, or the user said so. */
export function mayLeave(): boolean {
  return !hasUnsavedInput() || window.confirm(LEAVE_MESSAGE);
}

/**
 * Asks before an in-app link takes the user away from unsaved input. Runs in the capture phase
 * on window, ahead of the router's own click handling; returns the function that stops it.
 */
export function guardInAppLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    // The page already open (another tab or view of it) stays mounted: nothing typed is lost.
    if (link.origin !== location.origin || link.pathname === location.pathname) return;
    if (mayLeave()) return;
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}

/**
 * Asks before Back or Forward takes the user away from unsaved input. A "stay" stops the pop
 * before the router hears it (lib/popGuard.ts), and the address goes back to the page still shown.
 */
export function guardHistory(): () => void {
  let here = location.href;
  // The router changes the address with pushState/replaceState, which wouter announces as events.
  const track = () => {
    here = location.href;
  };
  const onPop = (event: PopStateEvent) => {
    if (new URL(here).pathname === location.pathname || mayLeave()) return track();
    event.stopImmediatePropagation();
    history.pushState(null, '', here);
  };
  popGuard.current = onPop;
  addEventListener('pushState', track);
  addEventListener('replaceState', track);
  return () => {
    if (popGuard.current === onPop) popGuard.current = null;
    removeEventListener('pushState', track);
    removeEventListener('replaceState', track);
  };
}
