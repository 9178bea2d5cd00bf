import { blogTopics } from '../../content/blogTopics';
import { menuLabelOf, servicesInMenu } from '../../content/services/catalog';
import { servicePath } from '../../content/services/titles';
import { menuGroups, type MenuGroup, type NavLink } from './navigation';

/** The links inside the header's menus (loaded with HeaderMenus, on first use). */
export interface MegaMenu extends MenuGroup {
  links: NavLink[];
}

export const PROPOSAL_HREF = '/get-started';

/** The service mega-menus: group copy from navigation.ts, the services of each group from the catalog. */
export const megaMenus: readonly MegaMenu[] = menuGroups.map((group) => ({
  ...group,
  links: servicesInMenu(group.id).map((s) => ({ label: menuLabelOf(s), href: servicePath(s.slug), description: s.blurb, icon: s.icon })),
}));

/**
 * The header's "More" menu: the sections with no place of their own in the bar. Below 1024 px
 * it also holds Case Studies, About Us and Contact, so they stay one tap away at every desktop width.
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
