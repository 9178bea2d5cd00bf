/** The four services on the home page (SPEC.md: Home > Services). */
export interface HomeService {
  title: string;
  description: string;
  icon: string;
  points: string[];
  /** The card's 'Learn More': the programme of the same name on /services (its offering id). */
  href: string;
}

export const homeServicesIntro = {
  eyebrow: 'Our Services',
  title: 'Sophisticated B2B Lead Generation Solutions',
  intro: 'Four programmes that work on their own or together, each run by a team that knows your market and reports on pipeline, not vanity metrics.',
  cta: 'Learn More',
} as const;

export const homeServices: readonly HomeService[] = [
  {
    title: 'Lead Generation',
    href: '/services#lead-generation',
    description: 'Researched account lists and multichannel outreach that put qualified prospects in front of your sales team every week.',
    icon: 'i-lucide-target',
    points: ['Ideal customer profile workshops', 'Verified contact data'],
  },
  {
    title: 'Sales Development',
    href: '/services#sales-development',
    description: 'Trained SDRs who call, email and follow up on your behalf, then book meetings straight into your reps’ calendars.',
    icon: 'i-lucide-phone-call',
    points: ['Dedicated SDR pods', 'Weekly call reviews'],
  },
  {
    title: 'Email Marketing',
    href: '/services#email-marketing',
    description: 'Personal, well-timed sequences sent from warmed-up domains so your message reaches the inbox and earns a reply.',
    icon: 'i-lucide-mail-check',
    points: ['Deliverability monitoring', 'Copy tested by segment'],
  },
  {
    title: 'Account-Based Marketing',
    href: '/services#account-based-marketing',
    description: 'Coordinated plays for your highest-value accounts, aligning ads, outreach and content around each buying committee.',
    icon: 'i-lucide-crosshair',
    points: ['Tiered account plans', 'Committee mapping'],
  },
];
