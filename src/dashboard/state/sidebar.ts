import { effect, signal } from '@preact/signals-react';

/**
 * Sidebar state as a small state diagram:
 * - desktop: expanded <-> collapsed (Ctrl/Cmd+B or the toggle); kept in a cookie for 7 days
 * - mobile (< 768 px): closed <-> open (a modal slide-in panel)
 *
 * The prerendered HTML is always expanded; public/sidebar-state.js (in the dashboard's head
 * script) copies the cookie onto <html data-sidebar> before first paint, and CSS sizes the
 * sidebar from that attribute.
 * After hydration `startSidebarSync()` reads the cookie into the signal and keeps the
 * cookie and the attribute in step with it.
 */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // 604800 s
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const MOBILE_QUERY = '(max-width: 767.98px)';

export const sidebarExpanded = signal(true);
export const mobileSidebarOpen = signal(false);

/** The saved state: true (expanded), false (collapsed) or null when nothing is saved. */
export function readSidebarCookie(cookie: string = document.cookie): boolean | null {
  const match = /(?:^|;\s*)sidebar:state=(true|false)(?:;|$)/.exec(cookie);
  return match ? match[1] === 'true' : null;
}

export function sidebarCookieString(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Writes the cookie and the <html data-sidebar> attribute for a state. */
export function persistSidebar(expanded: boolean): void {
  document.cookie = sidebarCookieString(expanded);
  document.documentElement.dataset.sidebar = expanded ? 'expanded' : 'collapsed';
}

export function setSidebarExpanded(expanded: boolean): void {
  sidebarExpanded.value = expanded;
}

export function toggleSidebar(): void {
  sidebarExpanded.value = !sidebarExpanded.value;
}

export function openMobileSidebar(): void {
  mobileSidebarOpen.value = true;
}

export function closeMobileSidebar(): void {
  mobileSidebarOpen.value = false;
}

export function toggleMobileSidebar(): void {
  mobileSidebarOpen.value = !mobileSidebarOpen.value;
}

/** The Ctrl/Cmd+B shortcut: collapses or expands on wide screens, opens or closes the panel on narrow ones. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY;
}

export function toggleForViewport(mobile: boolean): void {
  if (mobile) toggleMobileSidebar();
  else toggleSidebar();
}

/**
 * Reads the saved state into the signal, then writes every later change to the
 * cookie and the html attribute. Returns the function that stops syncing.
 */
export function startSidebarSync(): () => void {
  const saved = readSidebarCookie();
  if (saved !== null) sidebarExpanded.value = saved;
  let first = true;
  return effect(() => {
    const expanded = sidebarExpanded.value;
    if (first) {
      // Nothing changed yet: only make the attribute match (no cookie until the user chooses).
      first = false;
      document.documentElement.dataset.sidebar = expanded ? 'expanded' : 'collapsed';
      return;
    }
    persistSidebar(expanded);
  });
}
