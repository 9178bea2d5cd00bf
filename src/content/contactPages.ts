import { company } from './company';

/** Copy of the /contact and /get-started pages (kept apart from the form labels the home page loads). */
export const contactPage = {
  tag: 'Contact',
  title: 'Get in Touch',
  intro: 'Questions about a programme, a partnership or a role? Send a message or reach our head office directly.',
  formTitle: 'Send us a message',
  detailsTitle: 'Head office',
  citiesTitle: 'Where we work',
  citiesIntro: `About ${company.teamSize} people across ${company.countries} countries, with teams in six cities.`,
} as const;

export const getStartedPage = {
  tag: 'Get Started',
  title: 'Request Your Growth Proposal',
  intro: 'Share a few details about your business and targets. We will come back with a tailored plan, a timeline and honest numbers.',
  stepsTitle: 'What happens next',
  formTitle: 'Tell us about your goals',
  serviceLabel: 'Service of interest',
  servicePlaceholder: 'Choose a service',
  submit: 'Request Proposal',
  sent: 'Thanks, your request is in. A strategist will contact you within two business days.',
} as const;

export const nextSteps: readonly { title: string; text: string; icon: string }[] = [
  { title: 'We review your request', text: 'A strategist studies your market, offer and current pipeline before we speak.', icon: 'i-lucide-inbox' },
  { title: 'Discovery call', text: 'A 30-minute call to agree goals, target accounts and what success looks like.', icon: 'i-lucide-calendar-days' },
  { title: 'Your proposal', text: 'Within two business days you receive a plan with scope, timeline and projected results.', icon: 'i-lucide-badge-check' },
];

export const serviceOptions: readonly { value: string; label: string }[] = [
  { value: 'lead-generation', label: 'Lead Generation' },
  { value: 'sales-development', label: 'Sales Development' },
  { value: 'email-marketing', label: 'Email Marketing' },
  { value: 'account-based-marketing', label: 'Account-Based Marketing' },
  { value: 'web-development', label: 'Web Development' },
  { value: 'virtual-pa', label: 'Virtual PA / Executive Services' },
  { value: 'not-sure', label: 'Not sure yet' },
];
