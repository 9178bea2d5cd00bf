import type { BlogTopic } from '../../content/blogTopics';

import { socialProfiles } from '../../content/socialProfiles';
import { serviceGroupHref, type NavLink } from './navigation';
import { company } from '../../content/company';

export const footerDescription =
  `${company.name} is a B2B growth agency founded in ${company.founded}. About ${company.teamSize} specialists in ${company.countries} countries build predictable pipeline for more than ${company.clients} clients.`;

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** Id of the footer's subscribe box, the target of the Newsletter link. */
export const NEWSLETTER_ID = 'newsletter';

const topic = (slug: BlogTopic['slug'], label: string): NavLink => ({ label, href: `/blog/category/${slug}` });

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'All Services', href: '/services' },
      { label: 'Web Development', href: serviceGroupHref('web') },
      { label: 'Lead Generation', href: serviceGroupHref('lead') },
      { label: 'Business Development', href: serviceGroupHref('business') },
      { label: 'Solutions', href: '/solutions' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      topic('how-to', 'How-To Guides'),
      topic('industry-insights', 'Industry Insights'),
      topic('case-studies', 'Success Stories'),
      { label: 'Newsletter', href: `#${NEWSLETTER_ID}` },
      // The demo admin area, reachable from every page (Watch Demo's tour also ends there).
      { label: 'Admin Demo', href: '/dashboard' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
  },
];

/** The brand's own profiles; links only (nothing is loaded from these sites). */
export const socialLinks: readonly (NavLink & { icon: string })[] = socialProfiles;
