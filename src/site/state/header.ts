import { computed, signal } from '@preact/signals-react';

/**
 * Header scroll state: transparent <-> compact (past COMPACT_THRESHOLD px).
 * Which menu is open (a mega-menu, "More", the mobile menu, or none) is not kept here: the menus
 * are HTML popovers and the browser holds that state (see site/layout/HeaderMenus.tsx).
 */
export const COMPACT_THRESHOLD = 10;
export const MEGA_OFFSET_COMPACT = 72;
export const MEGA_OFFSET_DEFAULT = 96;

export const compact = signal(false);

/** Distance of an open mega-menu panel from the top of the viewport (global.css applies it). */
export const megaMenuOffset = computed(() => (compact.value ? MEGA_OFFSET_COMPACT : MEGA_OFFSET_DEFAULT));

export function updateScroll(scrollY: number): void {
  compact.value = scrollY > COMPACT_THRESHOLD;
}
