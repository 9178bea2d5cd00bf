/**
 * THE list of service pages: every fact about a service that is not page copy.
 * The route table, the header's mega-menus, the Solutions groups, the /services
 * index and the tests all read it. A service's page copy lives in
 * ./records/<slug>.ts. Adding a service = one entry here + one record file.
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
  /** Meta description; also the card text on the Solutions page. */
  description: string;
  /** Short name in menus. */
  menuLabel: string;
  /** One line under the menu label. */
  blurb: string;
  /** A Lucide icon class written out in full (the icon sprite collects these). */
  icon: `i-lucide-${string}`;
  /** The mega-menu that lists the service; none: reached from other pages only. */
  menu?: MenuGroupId;
  /** The Solutions page group that shows it, if any. */
  solutions?: SolutionsGroupId;
}

export const serviceCatalog = [
  {
    slug: 'virtual-pa',
    title: "Virtual PA (CEO's Executive Assistant)",
    description: 'A dedicated executive assistant for founders and CEOs: calendar, inbox, travel and follow-up handled by a vetted virtual PA.',
    menuLabel: "CEO's Executive Assistant",
    blurb: 'A virtual PA for leaders',
    icon: 'i-lucide-briefcase',
    menu: 'business',
  },
  {
    slug: 'ceo-services',
    title: 'CEO Services',
    description: 'Executive support for CEOs: board preparation, investor relations, strategic research and a team that keeps the week on track.',
    menuLabel: 'CEO Services',
    blurb: 'Support for the chief executive',
    icon: 'i-lucide-landmark',
  },
  {
    slug: 'web-development',
    title: 'Website Development',
    description: 'Fast, accessible B2B websites built to turn visitors into qualified pipeline.',
    menuLabel: 'Website Development',
    blurb: 'Fast sites that convert',
    icon: 'i-lucide-monitor-smartphone',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'ecommerce',
    title: 'Ecommerce',
    description: 'B2B and direct-to-consumer storefronts with catalogue, checkout and integrations built for growth.',
    menuLabel: 'Ecommerce',
    blurb: 'Storefronts built to sell',
    icon: 'i-lucide-shopping-cart',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'brand-development',
    title: 'Brand Development',
    description: 'Positioning, identity and messaging that make a B2B brand easy to understand and hard to forget.',
    menuLabel: 'Brand Development',
    blurb: 'Identity and messaging',
    icon: 'i-lucide-palette',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description: 'Search, paid media and content programmes that bring decision-makers to your door, from luxury brands to venture capital.',
    menuLabel: 'Digital Marketing',
    blurb: 'Search, paid and content',
    icon: 'i-lucide-megaphone',
    menu: 'web',
    solutions: 'presence',
  },
  {
    slug: 'social-media',
    title: 'Social Media',
    description: 'LinkedIn and social advertising that reaches buying committees and turns attention into meetings.',
    menuLabel: 'Social Media',
    blurb: 'Reach buying committees',
    icon: 'i-lucide-share-2',
    menu: 'web',
  },
  {
    slug: 'crm-management',
    title: 'CRM Management',
    description: 'Clean data, working pipelines and automation in your CRM so every lead gets followed up.',
    menuLabel: 'CRM Management',
    blurb: 'Clean data, clear pipeline',
    icon: 'i-lucide-database',
    menu: 'web',
  },
  {
    slug: 'cold-calling',
    title: 'Cold Calling',
    description: 'Trained callers who open conversations with decision-makers and book qualified meetings.',
    menuLabel: 'Cold Calling',
    blurb: 'Conversations with buyers',
    icon: 'i-lucide-phone-call',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'cold-email-marketing',
    title: 'Cold Email Marketing',
    description: 'Deliverable, personalised cold email sequences that start real sales conversations.',
    menuLabel: 'Cold Email',
    blurb: 'Sequences that get replies',
    icon: 'i-lucide-mail',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'in-house-call-agents',
    title: 'In-House Call Agents',
    description: 'A managed calling team that works as an extension of your own sales floor.',
    menuLabel: 'In-house Call Agents',
    blurb: 'A managed calling team',
    icon: 'i-lucide-headset',
    menu: 'lead',
  },
  {
    slug: 'lead-nurturing',
    title: 'Lead Nurturing',
    description: 'Sequences and touchpoints that keep prospects warm until they are ready to buy.',
    menuLabel: 'Lead Nurturing',
    blurb: 'Warm until ready to buy',
    icon: 'i-lucide-sprout',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'sales-enablement',
    title: 'Sales Enablement',
    description: 'Playbooks, content and coaching that help your reps close more of the pipeline they have.',
    menuLabel: 'Sales Enablement',
    blurb: 'Help reps close more',
    icon: 'i-lucide-trending-up',
    menu: 'lead',
  },
  {
    slug: 'data-sourcing',
    title: 'Data Sourcing',
    description: 'Verified contact and account data for the exact companies and roles you sell to.',
    menuLabel: 'Data Sourcing',
    blurb: 'Verified contact data',
    icon: 'i-lucide-search-check',
    menu: 'lead',
    solutions: 'pipeline',
  },
  {
    slug: 'calling-agents',
    title: 'In-House Calling Agents',
    description: 'Dedicated calling agents placed inside your team to qualify, follow up and book meetings.',
    menuLabel: 'In-House Calling Agents',
    blurb: 'Agents inside your team',
    icon: 'i-lucide-users',
    menu: 'business',
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceSlug = (typeof serviceCatalog)[number]['slug'];

export const servicePath = (slug: ServiceSlug | string) => `/services/${slug}`;

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
