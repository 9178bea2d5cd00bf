import type { ServiceRecord } from '../types';

export default {
  description:
    'Verified contact and account data for the exact companies and roles you sell to.',
  tag: 'Verified prospect data',
  intro:
    'Outreach is only as good as the list behind it. Our researchers build and verify account and contact data for the exact companies, roles and regions you sell to.',
  heroCta: 'Build my list',
  featuresTitle: 'Data you can dial and email with confidence',
  featuresIntro: 'Human research combined with verification tools, refreshed on a schedule so records do not decay.',
  features: [
    { icon: 'i-lucide-search-check', title: 'Researched to your profile', text: 'Accounts filtered by industry, size, technology and trigger events that match your ideal customer.' },
    { icon: 'i-lucide-badge-check', title: 'Verified contacts', text: 'Emails validated and direct lines checked, with a bounce-rate guarantee on every delivery.' },
    { icon: 'i-lucide-shield-check', title: 'Compliant sourcing', text: 'Data gathered and documented in line with privacy rules in each region you target.' },
    { icon: 'i-lucide-database', title: 'Ready for your CRM', text: 'Delivered de-duplicated against your existing records and mapped to your fields.' },
  ],
  banner: {
    title: 'Start every campaign with the right names',
    text: 'Send us your ideal customer profile and receive a free sample of fifty verified contacts.',
    cta: 'Request a data sample',
  },
} satisfies ServiceRecord;
