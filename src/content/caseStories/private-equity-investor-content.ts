import type { CaseStory } from '../caseStory';

export default {
  title: 'Investor content that shortened a fundraise',
  client: 'Mid-market private equity firm',
  description: 'Briefings and targeted distribution earned a private equity firm 41 qualified LP meetings in one quarter.',
  industry: 'Private equity',
  engagement: 'One quarter · investor briefings and LinkedIn distribution',
  challenge: [
    'A mid-market private equity firm was raising its third fund in a crowded market. Its partners were well known in their sector but not among new limited partners.',
    'Marketing rules limited what the firm could say, and partners had little time for events.',
  ],
  approach: [
    'Interviewed partners and turned their sector views into four short investor briefings, reviewed by compliance.',
    'Distributed the briefings to a defined list of family offices, endowments and funds of funds through LinkedIn and email.',
    'Offered each engaged reader a short call with the partner who wrote the briefing.',
  ],
  results: [
    { value: '41', label: 'Qualified LP meetings in one quarter' },
    { value: '63%', label: 'Briefing read-through rate' },
    { value: '9', label: 'New LPs in the final close' },
  ],
  outcome: 'The fund closed above target two months earlier than the previous one, with nine limited partners new to the firm.',
  quote: { text: 'Our partners\' views finally reached the investors who needed to hear them, in a form compliance was happy with.', name: 'Investor relations director', role: 'Mid-market private equity firm' },
  services: ['digital-marketing', 'social-media'],
  image: '/images/services/case-fund.svg',
} satisfies CaseStory;
