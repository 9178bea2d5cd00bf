import type { ServiceRecord } from '../types';

export default {
  description:
    'LinkedIn and social advertising that reaches buying committees and turns attention into meetings.',
  tag: 'Social advertising for B2B',
  intro:
    'Buying committees scroll too. We put precise, useful content in front of the people who influence your deals and turn that attention into booked meetings.',
  heroCta: 'Plan a social campaign',
  featuresTitle: 'Social that shows up in the pipeline',
  featuresIntro: 'Paid and organic programmes on the networks your buyers use at work, measured by the conversations they start.',
  features: [
    { icon: 'i-lucide-linkedin', title: 'LinkedIn advertising', text: 'Company, seniority and job-function targeting with formats chosen for each stage of the deal.' },
    { icon: 'i-lucide-users', title: 'Account-based audiences', text: 'Target lists synced from your CRM so spend concentrates on the accounts sales actually wants.' },
    { icon: 'i-lucide-eye', title: 'Creative that stops the scroll', text: 'Short videos, carousels and document ads produced and tested in small, fast batches.' },
    { icon: 'i-lucide-megaphone', title: 'Executive presence', text: 'Ghost-written posts and engagement routines that build your leaders into trusted voices.' },
  ],
  banner: {
    title: 'Make every impression count',
    text: 'Share your target accounts and we will show you how many of their decision-makers we can reach this quarter.',
    cta: 'Get an audience estimate',
  },
} satisfies ServiceRecord;
