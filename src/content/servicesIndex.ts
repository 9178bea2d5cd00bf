import type { ServiceSlug } from './services/catalog';

/** /services: four services with five features each, and the four-step method. */
export interface ServiceOffering {
  /** Its card's id on /services, the target of the home page's 'Learn More' for the same programme. */
  id: string;
  title: string;
  description: string;
  icon: string;
  features: [string, string, string, string, string];
  /** The most relevant detailed service page (its link reads "Explore <title>"). */
  service: ServiceSlug;
}

export interface MethodStep {
  title: string;
  text: string;
  icon: string;
}

export const servicesHero = {
  tag: 'Our Services',
  title: 'Everything Your Pipeline Needs',
  intro: 'Four core services, run by specialists and measured on revenue. Use one to fill a gap or combine them into a complete outbound engine.',
  cta: { label: 'Get a Proposal', href: '/get-started' },
} as const;

export const serviceOfferings: readonly ServiceOffering[] = [
  {
    id: 'lead-generation',
    title: 'Lead Generation',
    description: 'A steady flow of researched, verified prospects who match your ideal customer profile.',
    icon: 'i-lucide-target',
    features: [
      'Ideal customer profile and persona workshop',
      'Account and contact research by hand',
      'Email and phone verification',
      'Intent and trigger-event signals',
      'Weekly lead delivery into your CRM',
    ],
    service: 'data-sourcing',
  },
  {
    id: 'sales-development',
    title: 'Sales Development',
    description: 'Dedicated SDRs who open conversations and book qualified meetings for your closers.',
    icon: 'i-lucide-phone-call',
    features: [
      'Dedicated SDR pod trained on your product',
      'Multichannel calling, email and LinkedIn',
      'Objection handling and qualification scripts',
      'Meetings booked straight into reps’ calendars',
      'Call recordings and weekly coaching reviews',
    ],
    service: 'sales-enablement',
  },
  {
    id: 'email-marketing',
    title: 'Email Marketing',
    description: 'Cold and nurture sequences that reach the inbox and start real sales conversations.',
    icon: 'i-lucide-mail-check',
    features: [
      'Domain set-up, authentication and warm-up',
      'Personalised copy for every segment',
      'A/B testing of subject lines and offers',
      'Reply handling and routing to your team',
      'Deliverability and reply-rate reporting',
    ],
    service: 'cold-email-marketing',
  },
  {
    id: 'account-based-marketing',
    title: 'Account-Based Marketing',
    description: 'Coordinated campaigns that win the high-value accounts your business depends on.',
    icon: 'i-lucide-crosshair',
    features: [
      'Tiered target account selection',
      'Buying committee mapping',
      'Personalised plays for each tier',
      'Ads and outreach aligned by account',
      'Account engagement and pipeline reporting',
    ],
    service: 'lead-nurturing',
  },
];

export const methodIntro = {
  eyebrow: 'Our Method',
  title: 'A Four-Step Method That Compounds',
  intro: 'Every programme follows the same loop, so results improve month after month.',
} as const;

export const methodSteps: readonly MethodStep[] = [
  { title: 'Discovery', text: 'We learn your market, offer, past wins and losses, and agree the numbers that define success.', icon: 'i-lucide-compass' },
  { title: 'Strategy Development', text: 'We define segments, messaging and channel mix, and build the account lists to match.', icon: 'i-lucide-clipboard-list' },
  { title: 'Execution', text: 'Our researchers, SDRs and writers launch outreach and book meetings into your calendar.', icon: 'i-lucide-rocket' },
  { title: 'Analysis & Refinement', text: 'Weekly reviews show what converts; we double down on it and cut what does not.', icon: 'i-lucide-refresh-cw' },
];

export const servicesCta = {
  title: 'Not sure where to start?',
  text: 'Book a free pipeline review. We will look at your funnel and recommend the service that moves it most.',
  actions: [
    { label: 'Get Started', href: '/get-started' },
    { label: 'Talk to Us', href: '/contact' },
  ],
} as const;
