import type { MenuGroupId } from '../../content/services/catalog';

/**
 * What the closed header bar shows, as data. The links inside its menus are in menuLinks.ts,
 * which loads with the menus' code (HeaderMenus), not with the bar.
 */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
  icon?: string;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  tagline: string;
}

/** The three service mega-menus (SPEC: triggers and taglines). */
export const menuGroups: readonly MenuGroup[] = [
  { id: 'web', label: 'Web Development', tagline: 'Choose digital solutions for your business' },
  { id: 'lead', label: 'Lead Generation', tagline: 'Generate quality leads that convert' },
  { id: 'business', label: 'Business Development', tagline: 'Accelerate your business growth' },
];

/** Each service group's section on /services, which lists every service page by group (the footer links there). */
export const serviceGroupHref = (id: MenuGroupId): string => `/services#${id}-services`;

/** Each header menu is a popover with this id; its trigger points at it. */
export const megaPanelId = (id: MenuGroupId) => `mega-${id}`;
export const MORE_PANEL_ID = 'header-more';
export const MOBILE_MENU_ID = 'mobile-menu';

/** Plain links beside the mega-menu triggers. */
export const headerLinks: readonly NavLink[] = [
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const getStarted: NavLink = { label: 'Get Started', href: '/get-started' };
