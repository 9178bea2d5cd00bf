import type { ServiceRecord } from '../types';

export default {
  description:
    'Dedicated calling agents placed inside your team to qualify, follow up and book meetings.',
  tag: 'Agents placed in your team',
  intro:
    'Experienced calling agents who sit inside your business development team, follow your processes and report to your managers, while we handle payroll, training and replacement.',
  heroCta: 'Place an agent',
  featuresTitle: 'Dedicated agents, fully embedded',
  featuresIntro: 'Agents who learn your accounts in depth and stay with you, backed by our recruiting and quality teams.',
  features: [
    { icon: 'i-lucide-users', title: 'Embedded in your team', text: 'Agents join your stand-ups, use your channels and work to your business development plan.' },
    { icon: 'i-lucide-user-check', title: 'Qualification specialists', text: 'Trained to test budget, authority and timing before a lead reaches your account executives.' },
    { icon: 'i-lucide-calendar-days', title: 'Follow-up that never slips', text: 'Every enquiry, no-show and stalled deal gets a timely call until there is a clear answer.' },
    { icon: 'i-lucide-shield-check', title: 'Replacement guarantee', text: 'If an agent leaves or is not the right fit, a trained replacement starts within two weeks.' },
  ],
  banner: {
    title: 'Grow your business development team this month',
    text: 'Describe the role and we will shortlist experienced agents for you to interview within ten days.',
    cta: 'See a shortlist',
  },
} satisfies ServiceRecord;
