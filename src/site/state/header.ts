import { computed, signal } from '@preact/signals-react';
import type { MenuGroupId } from '../../content/services/catalog';

/**
 * Header state as a small state diagram:
 * - scroll: transparent <-> compact (past COMPACT_THRESHOLD px)
 * - header menu: none | web | lead | business (the mega-menus) | more (overflow links); one open
 * - mobile menu: closed | open (opening it closes any mega-menu)
 * The menus are HTML popovers, so they open before the app starts; the components keep
 * these signals in step with the browser (see site/layout/usePopover.ts).
 */
export type MegaMenuId = MenuGroupId;
export type HeaderMenuId = MegaMenuId | 'more';

export const COMPACT_THRESHOLD = 10;
export const MEGA_OFFSET_COMPACT = 72;
export const MEGA_OFFSET_DEFAULT = 96;

export const compact = signal(false);
export const openMegaMenu = signal<HeaderMenuId | null>(null);
export const mobileMenuOpen = signal(false);
export const mobileBlogOpen = signal(false);

/** Distance of an open mega-menu panel from the top of the viewport. */
export const megaMenuOffset = computed(() => (compact.value ? MEGA_OFFSET_COMPACT : MEGA_OFFSET_DEFAULT));

export function updateScroll(scrollY: number): void {
  compact.value = scrollY > COMPACT_THRESHOLD;
}

/** Clicking a trigger opens its panel, or closes it when it is already open. */
export function toggleMegaMenu(id: HeaderMenuId): void {
  openMegaMenu.value = openMegaMenu.value === id ? null : id;
}

/** The browser opened or closed a menu by itself (light dismiss, Escape, a tap before the app ran). */
export function megaMenuShown(id: HeaderMenuId, open: boolean): void {
  if (open) {
    openMegaMenu.value = id;
    mobileMenuOpen.value = false;
    mobileBlogOpen.value = false;
  } else if (openMegaMenu.value === id) openMegaMenu.value = null;
}

export function mobileMenuShown(open: boolean): void {
  if (open === mobileMenuOpen.value) return;
  if (open) openMegaMenu.value = null;
  else mobileBlogOpen.value = false;
  mobileMenuOpen.value = open;
}

export function closeMegaMenu(): void {
  openMegaMenu.value = null;
}

export function toggleMobileMenu(): void {
  mobileMenuOpen.value = !mobileMenuOpen.value;
  if (mobileMenuOpen.value) openMegaMenu.value = null;
  else mobileBlogOpen.value = false;
}

export function closeMobileMenu(): void {
  mobileMenuOpen.value = false;
  mobileBlogOpen.value = false;
}

export function toggleMobileBlog(): void {
  mobileBlogOpen.value = !mobileBlogOpen.value;
}

/** Navigating anywhere closes every menu. */
export function closeAllMenus(): void {
  closeMegaMenu();
  closeMobileMenu();
}
