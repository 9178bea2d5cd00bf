import type { NavLink } from './navigation';
import { company } from '../../content/company';

export const footerDescription =
  `${company.name} is a B2B growth agency founded in ${company.founded}. About ${company.teamSize} specialists in ${company.countries} countries build predictable pipeline for more than ${company.clients} clients.`;

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

// SPEC.md: the footer's column links "point nowhere". They are kept as in-page
// placeholders ('#') so the footer matches the design without inventing pages.
const placeholder = (label: string): NavLink => ({ label, href: '#' });

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Company', links: ['About Us', 'Careers', 'Case Studies', 'Contact'].map(placeholder) },
  { title: 'Services', links: ['Lead Generation', 'Sales Development', 'Web Development', 'Business Development'].map(placeholder) },
  { title: 'Resources', links: ['Blog', 'Guides', 'Webinars', 'Newsletter'].map(placeholder) },
  { title: 'Legal', links: ['Privacy Policy', 'Terms of Service', 'Cookie Policy'].map(placeholder) },
];

export const socialLinks: readonly (NavLink & { icon: string })[] = [
  { label: 'Northstar Growth on LinkedIn', href: '#', icon: 'i-lucide-linkedin' },
  { label: 'Northstar Growth on X (Twitter)', href: '#', icon: 'i-lucide-twitter' },
  { label: 'Northstar Growth on Facebook', href: '#', icon: 'i-lucide-facebook' },
  { label: 'Northstar Growth on Instagram', href: '#', icon: 'i-lucide-instagram' },
];
