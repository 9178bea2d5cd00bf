import type { ServiceRecord } from '../types';

export default {
  description:
    'Sequences and touchpoints that keep prospects warm until they are ready to buy.',
  tag: 'From interest to intent',
  intro:
    'Most leads are not ready to buy the day they arrive. We keep them close with useful, well-timed touchpoints until they are, and tell your sales team the moment that changes.',
  heroCta: 'Plan my nurture programme',
  featuresTitle: 'Stay relevant until the timing is right',
  featuresIntro: 'Programmes that combine email, calls and content, timed to each prospect’s behaviour rather than a fixed calendar.',
  features: [
    { icon: 'i-lucide-sprout', title: 'Stage-based journeys', text: 'Different content for early researchers, active evaluators and stalled opportunities.' },
    { icon: 'i-lucide-eye', title: 'Intent signals', text: 'Website visits, content downloads and email engagement scored to spot rising interest.' },
    { icon: 'i-lucide-phone-call', title: 'Human check-ins', text: 'Timely calls from our team when a lead heats up, so interest never goes cold in a queue.' },
    { icon: 'i-lucide-handshake', title: 'Clean sales hand-off', text: 'Sales-ready leads arrive in your CRM with their history, so reps start the call already informed.' },
  ],
  banner: {
    title: 'Turn yesterday’s leads into this quarter’s deals',
    text: 'We will review your existing database and estimate how many dormant leads are worth re-engaging.',
    cta: 'Review my database',
  },
} satisfies ServiceRecord;
