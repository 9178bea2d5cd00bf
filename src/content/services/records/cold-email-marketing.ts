import type { ServiceRecord } from '../types';

export default {
  description:
    'Deliverable, personalised cold email sequences that start real sales conversations.',
  tag: 'Outbound email',
  intro:
    'Cold email works when it lands in the inbox, reads like one person writing to another and offers something worth replying to. We handle all three, from domain set-up to the booked meeting.',
  heroCta: 'Launch a sequence',
  featuresTitle: 'Sequences that start conversations',
  featuresIntro: 'Deliverability engineering, careful research and copy that respects the reader’s time.',
  features: [
    { icon: 'i-lucide-mail-check', title: 'Deliverability set-up', text: 'Separate sending domains, authentication records and gradual warm-up protect your main domain.' },
    { icon: 'i-lucide-square-pen', title: 'Personal copy at scale', text: 'Short emails that reference each prospect’s company and role, written by people, not templates.' },
    { icon: 'i-lucide-percent', title: 'Continuous testing', text: 'Subject lines, angles and calls to action tested against each other until the winners are clear.' },
    { icon: 'i-lucide-inbox', title: 'Reply handling', text: 'Our team answers replies within hours and passes interested prospects to you with full context.' },
  ],
  banner: {
    title: 'Fill your calendar from your outbox',
    text: 'We will draft a first sequence for your market so you can judge the tone before committing.',
    cta: 'Get a sample sequence',
  },
} satisfies ServiceRecord;
