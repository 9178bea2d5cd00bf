/**
 * THE list of service pages: every fact about a service that is not page copy.
 * The route table, the header's mega-menus, the Solutions groups, the /services
 * index and the tests all read it. Its page copy and meta description live in
 * ./records/<slug>.ts. First loads carry only the slugs and titles (./titles.ts, read out of
 * this file at build time); the rest loads with the menus and the pages that show it.
 * Adding a service = one entry here and one record file.
 * Slugs and titles are plain strings: the build reads them without running this file.
 */

/** The header's mega-menus that list services (their copy lives with the navigation). */
export type MenuGroupId = 'web' | 'lead' | 'business';
/** The groups of the Solutions page (their copy lives in ./solutions.ts). */
export type SolutionsGroupId = 'presence' | 'pipeline';

export interface ServiceEntry {
  /** URL segment after /services/ and the name of the record file. */
  slug: string;
  /** The page's h1 and document title. */
  title: string;
  /** Short name in menus, where it differs from the title (menuLabelOf). */
  menuLabel?: string;
  /** One line under the menu label. */
  blurb: string;
  /** A Lucide icon class written out in full (the icon sprite collects these). */
  icon: `i-lucide-${string}`;
  /** The mega-menu that lists the service; none: reached from other pages only. */
  menu?: MenuGroupId;
  /** The Solutions page group that shows it, if any. */
  solutions?: SolutionsGroupId;
}

/** The service's name in menus. */
export const menuLabelOf = (service: ServiceEntry): string => service.menuLabel ?? service.title;

export const serviceCatalog = [
  {
    slug: 'virtual-pa',
    title: "Virtual PA (CEO's Executive Assistant)",
    menuLabel: "CEO's Executive Assistant",
    blurb: 'A virtual PA for leaders',
    icon: 'i-lucide-briefcase',
    menu: 'business',
  },
  {
    slug: 'web-development',
    title: 'Website Development',
    blurb: 'Fast sites that convert',
    icon: 'i-lucide-monitor-smartphone',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'ecommerce',
    title: 'Ecommerce',
    blurb: 'Storefronts built to sell',
    icon: 'i-lucide-shopping-cart',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'brand-development',
    title: 'Brand Development',
    blurb: 'Identity and messaging',
    icon: 'i-lucide-palette',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    blurb: 'Search, paid and content',
    icon: 'i-lucide-megaphone',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'social-media',
    title: 'Social Media',
    blurb: 'Reach buying committees',
    icon: 'i-lucide-share-2',
    menu: 'web',
  },
  {
    slug: 'crm-management',
    title: 'CRM Management',
    blurb: 'Clean data, clear pipeline',
    icon: 'i-lucide-database',
    menu: 'web',
  },
  {
    slug: 'cold-calling',
    title: 'Cold Calling',
    blurb: 'Conversations with buyers',
    icon: 'i-lucide-phone-call',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'cold-email-marketing',
    title: 'Cold Email Marketing',
    menuLabel: 'Cold Email',
    blurb: 'Sequences that get replies',
    icon: 'i-lucide-mail',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'in-house-call-agents',
    title: 'In-House Call Agents',
    menuLabel: 'In-house Call Agents',
    blurb: 'A managed calling team',
    icon: 'i-lucide-headset',
    menu: 'lead',
  },
  {
    slug: 'lead-nurturing',
    title: 'Lead Nurturing',
    blurb: 'Warm until ready to buy',
    icon: 'i-lucide-sprout',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'sales-enablement',
    title: 'Sales Enablement',
    blurb: 'Help reps close more',
    icon: 'i-lucide-trending-up',
    menu: 'lead',
  },
  {
    slug: 'data-sourcing',
    title: 'Data Sourcing',
    blurb: 'Verified contact data',
    icon: 'i-lucide-search-check',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'calling-agents',
    title: 'In-House Calling Agents',
    blurb: 'Agents inside your team',
    icon: 'i-lucide-users',
    menu: 'business',
  },
  // After SPEC's two Business Development entries: the menus list services in catalog order.
  {
    slug: 'ceo-services',
    title: 'CEO Services',
    blurb: 'Support for the chief executive',
    icon: 'i-lucide-landmark',
    menu: 'business',
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceSlug = (typeof serviceCatalog)[number]['slug'];

const bySlug = new Map<string, ServiceEntry>(serviceCatalog.map((s) => [s.slug, s]));

/** The catalog entry of a slug; throws for a slug the catalog does not know. */
export function serviceEntry(slug: ServiceSlug): ServiceEntry {
  const entry = bySlug.get(slug);
  if (!entry) throw new Error(`Unknown service "${slug}": add it to src/content/services/catalog.ts`);
  return entry;
}

/** The services of one mega-menu, in catalog order. */
export const servicesInMenu = (menu: MenuGroupId): ServiceEntry[] => serviceCatalog.filter((s: ServiceEntry) => s.menu === menu);

/** The services of one Solutions group, in catalog order. */
export const servicesInSolutions = (group: SolutionsGroupId): ServiceEntry[] =>
  serviceCatalog.filter((s: ServiceEntry) => s.solutions === group);
