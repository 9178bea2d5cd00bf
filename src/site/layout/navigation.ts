import { blogTopics } from '../../content/blogTopics';
import type { MegaMenuId } from '../state/header';

/** Header, mega-menu and mobile-menu navigation as data; one component renders each. */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
  icon?: string;
}

export interface MegaMenu {
  id: MegaMenuId;
  label: string;
  tagline: string;
  links: NavLink[];
}

export const PROPOSAL_HREF = '/get-started';

export const megaMenus: readonly MegaMenu[] = [
  {
    id: 'web',
    label: 'Web Development',
    tagline: 'Choose digital solutions for your business',
    links: [
      { label: 'Website Development', href: '/services/web-development', description: 'Fast sites that convert', icon: 'i-lucide-monitor-smartphone' },
      { label: 'Ecommerce', href: '/services/ecommerce', description: 'Storefronts built to sell', icon: 'i-lucide-shopping-cart' },
      { label: 'Brand Development', href: '/services/brand-development', description: 'Identity and messaging', icon: 'i-lucide-palette' },
      { label: 'Digital Marketing', href: '/services/digital-marketing', description: 'Search, paid and content', icon: 'i-lucide-megaphone' },
      { label: 'Social Media', href: '/services/social-media', description: 'Reach buying committees', icon: 'i-lucide-share-2' },
      { label: 'CRM Management', href: '/services/crm-management', description: 'Clean data, clear pipeline', icon: 'i-lucide-database' },
    ],
  },
  {
    id: 'lead',
    label: 'Lead Generation',
    tagline: 'Generate quality leads that convert',
    links: [
      { label: 'Cold Calling', href: '/services/cold-calling', description: 'Conversations with buyers', icon: 'i-lucide-phone-call' },
      { label: 'Cold Email', href: '/services/cold-email-marketing', description: 'Sequences that get replies', icon: 'i-lucide-mail' },
      { label: 'In-house Call Agents', href: '/services/in-house-call-agents', description: 'A managed calling team', icon: 'i-lucide-headset' },
      { label: 'Lead Nurturing', href: '/services/lead-nurturing', description: 'Warm until ready to buy', icon: 'i-lucide-sprout' },
      { label: 'Sales Enablement', href: '/services/sales-enablement', description: 'Help reps close more', icon: 'i-lucide-trending-up' },
      { label: 'Data Sourcing', href: '/services/data-sourcing', description: 'Verified contact data', icon: 'i-lucide-search-check' },
    ],
  },
  {
    id: 'business',
    label: 'Business Development',
    tagline: 'Accelerate your business growth',
    links: [
      { label: "CEO's Executive Assistant", href: '/services/virtual-pa', description: 'A virtual PA for leaders', icon: 'i-lucide-briefcase' },
      { label: 'In-House Calling Agents', href: '/services/calling-agents', description: 'Agents inside your team', icon: 'i-lucide-users' },
    ],
  },
];

/** Plain links beside the mega-menu triggers. */
export const headerLinks: readonly NavLink[] = [
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const getStarted: NavLink = { label: 'Get Started', href: '/get-started' };

/** Mobile menu: links, then the Blog group with its categories. */
export const mobileLinks: readonly NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const mobileBlogGroup = {
  label: 'Blog',
  links: blogTopics.map((t): NavLink => ({ label: t.label, href: `/blog/category/${t.slug}` })),
};
