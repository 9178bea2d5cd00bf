import { company } from './company';

/** About page values (SPEC.md: three values). */
export interface Value {
  title: string;
  text: string;
  icon: string;
}

export const values: readonly Value[] = [
  {
    title: 'Pipeline Over Promises',
    text: 'We measure ourselves on qualified meetings and revenue, and we say so early when a segment is not working.',
    icon: 'i-lucide-chart-line',
  },
  {
    title: 'Research Before Reach',
    text: 'Every message starts with understanding the account. Relevance earns replies; volume only earns unsubscribes.',
    icon: 'i-lucide-file-search-2',
  },
  {
    title: 'One Team With Yours',
    text: 'Shared channels, weekly reviews and open reporting. Our people work as an extension of your sales floor.',
    icon: 'i-lucide-handshake',
  },
];

export const aboutHero = {
  tag: 'About Us',
  title: 'The Team Behind Predictable Pipelines',
  intro: `Since ${company.founded} we have helped technology companies find, reach and win the customers they want most.`,
  cta: { label: 'Work With Us', href: '/get-started' },
} as const;

export const aboutStory = {
  eyebrow: 'Our Story',
  title: `From a Single Phone Line to ${company.countries} Countries`,
  paragraphs: [
    `${company.name} began in ${company.founded} with one founder, one phone line and a simple belief: B2B buyers respond to outreach that respects their time and understands their problems.`,
    `That belief grew into an agency of about ${company.teamSize} researchers, callers, writers and strategists working from New York, Dubai, Beverly Hills, London, Singapore and Hong Kong. Together we have built pipelines for more than ${company.clients} clients, from seed-stage start-ups to public software companies.`,
  ],
  stats: [
    { value: String(company.founded), label: 'Founded' },
    { value: String(company.teamSize), label: 'Team members' },
    { value: String(company.countries), label: 'Countries' },
    { value: `${company.clients}+`, label: 'Clients served' },
  ],
} as const;

export const aboutSections = {
  valuesEyebrow: 'Our Values',
  valuesTitle: 'What We Stand For',
  teamEyebrow: 'Leadership',
  teamTitle: 'Meet the Team',
  teamIntro: 'The people who set the standard for every programme we run.',
} as const;

export const aboutCta = {
  title: 'Ready to grow with Northstar?',
  text: 'Tell us about your market and targets. We will come back with a plan and honest numbers within two business days.',
  actions: [
    { label: 'Get a Proposal', href: '/get-started' },
    { label: 'Contact Us', href: '/contact' },
  ],
} as const;
