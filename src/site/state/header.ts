import { computed, signal } from '@preact/signals-react';
import type { MenuGroupId } from '../../content/services/catalog';

/**
 * Header state as a small state diagram:
 * - scroll: transparent <-> compact (past COMPACT_THRESHOLD px)
 * - mega-menu: none | web | lead | business (only one open)
 * - mobile menu: closed | open (opening it closes any mega-menu)
 */
export type MegaMenuId = MenuGroupId;

export const COMPACT_THRESHOLD = 10;
export const MEGA_OFFSET_COMPACT = 72;
export const MEGA_OFFSET_DEFAULT = 96;

export const compact = signal(false);
export const openMegaMenu = signal<MegaMenuId | null>(null);
export const mobileMenuOpen = signal(false);
export const mobileBlogOpen = signal(false);

/** Distance of an open mega-menu panel from the top of the viewport. */
export const megaMenuOffset = computed(() => (compact.value ? MEGA_OFFSET_COMPACT : MEGA_OFFSET_DEFAULT));

export function updateScroll(scrollY: number): void {
  compact.value = scrollY > COMPACT_THRESHOLD;
}

/** Clicking a trigger opens its panel, or closes it when it is already open. */
export function toggleMegaMenu(id: MegaMenuId): void {
  openMegaMenu.value = openMegaMenu.value === id ? null : id;
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
