import { blogTopics } from '../../content/blogTopics';
import { servicePath, servicesInMenu, type MenuGroupId } from '../../content/services/catalog';

/** Header, mega-menu and mobile-menu navigation as data; one component renders each. */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
  icon?: string;
}

export interface MegaMenu {
  id: MenuGroupId;
  label: string;
  tagline: string;
  links: NavLink[];
}

export const PROPOSAL_HREF = '/get-started';

const menuGroups: ReadonlyArray<Omit<MegaMenu, 'links'>> = [
  { id: 'web', label: 'Web Development', tagline: 'Choose digital solutions for your business' },
  { id: 'lead', label: 'Lead Generation', tagline: 'Generate quality leads that convert' },
  { id: 'business', label: 'Business Development', tagline: 'Accelerate your business growth' },
];

/** The service mega-menus: group copy here, the services of each group from the catalog. */
export const megaMenus: readonly MegaMenu[] = menuGroups.map((group) => ({
  ...group,
  links: servicesInMenu(group.id).map((s) => ({ label: s.menuLabel, href: servicePath(s.slug), description: s.blurb, icon: s.icon })),
}));

/** Plain links beside the mega-menu triggers. */
export const headerLinks: readonly NavLink[] = [
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const getStarted: NavLink = { label: 'Get Started', href: '/get-started' };

/**
 * The header's "More" menu: the sections with no place of their own in the bar. Below 1280 px
 * it also holds the plain links above, so they stay one tap away at every desktop width.
 */
export const moreLinks: readonly NavLink[] = [
  { label: 'All Services', href: '/services' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Blog', href: '/blog' },
  { label: 'Careers', href: '/careers' },
];

/** Mobile menu: links, then the Blog group with its categories. */
export const mobileLinks: readonly NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About Us', href: '/about' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
];

export const mobileBlogGroup = {
  label: 'Blog',
  links: [
    { label: 'All Articles', href: '/blog' },
    ...blogTopics.map((t): NavLink => ({ label: t.label, href: `/blog/category/${t.slug}` })),
  ],
};
