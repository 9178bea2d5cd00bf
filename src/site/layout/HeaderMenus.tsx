import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { MegaMenuPanel } from './MegaMenuPanel';
import { megaMenus } from './menuLinks';
import { MobileMenu } from './MobileMenu';
import { MoreMenuPanel } from './MoreMenu';
import { megaPanelId, MOBILE_MENU_ID, MORE_PANEL_ID } from './navigation';

const panelIds = [...megaMenus.map((m) => megaPanelId(m.id)), MORE_PANEL_ID, MOBILE_MENU_ID];

const isOpen = (el: Element) => {
  try {
    return el.matches(':popover-open');
  } catch {
    return false;
  }
};
const invokersOf = (panel: HTMLElement) => [...document.querySelectorAll<HTMLElement>(`[popovertarget="${panel.id}"]:not([popovertargetaction=hide])`)];

/** What the browser knows (which menu is open) mirrored on its triggers, for assistive technology. */
function reflect(panel: HTMLElement): void {
  const open = isOpen(panel);
  for (const invoker of invokersOf(panel)) {
    invoker.setAttribute('aria-expanded', String(open));
    if (panel.id === MOBILE_MENU_ID) invoker.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  }
}

function closeAll(panels: readonly HTMLElement[]): void {
  for (const panel of panels) if (isOpen(panel)) panel.hidePopover();
}

/**
 * The header's menus: three mega-menu panels, "More" and the mobile menu, each an auto popover.
 * The browser owns their state (SPEC's "one of web, lead, business or none" and "open or
 * closed"): one open at a time, the trigger toggles, a click outside or Escape closes and focus
 * returns to the trigger. This code, loaded on the first input, only adds what the browser does
 * not: triggers' aria-expanded, closing when focus moves elsewhere, on navigation and when a link is chosen.
 */
export default function HeaderMenus() {
  const [location] = useLocation();
  const shownAt = useRef(location);

  useEffect(() => {
    const panels = panelIds.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    panels.forEach(reflect);
    const onToggle = (event: Event) => {
      if (panels.includes(event.target as HTMLElement)) reflect(event.target as HTMLElement);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      for (const panel of panels) {
        if (isOpen(panel) && !panel.contains(target) && !invokersOf(panel).includes(target as HTMLElement)) panel.hidePopover();
      }
    };
    // A link chosen in a menu closes it, also one to the page already shown (no navigation follows).
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) closeAll(panels);
    };
    // `toggle` does not bubble: listen in the capture phase.
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('focusin', onFocusIn);
    for (const panel of panels) panel.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('focusin', onFocusIn);
      for (const panel of panels) panel.removeEventListener('click', onClick);
    };
  }, []);

  // Navigating closes every menu; not on mount, where a menu opened before the app started stays open.
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    closeAll(panelIds.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null));
  }, [location]);

  return (
    <>
      {megaMenus.map((menu) => (
        <MegaMenuPanel key={menu.id} menu={menu} />
      ))}
      <MoreMenuPanel />
      <MobileMenu />
    </>
  );
}
