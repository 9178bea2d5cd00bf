import type { CaseStory } from '../caseStory';

export default {
  title: 'Security vendor reaches CISOs without spam',
  client: 'Vaultline Security',
  description: 'Research-led outreach opened 40 enterprise accounts for Vaultline Security, with a 41% positive reply rate.',
  industry: 'Cybersecurity',
  engagement: 'One quarter · research-led email and calling',
  challenge: [
    'Vaultline Security\'s buyers, heads of security at companies with more than 2,000 staff, receive dozens of vendor emails a day and answer almost none.',
    'Vaultline needed 40 enterprise accounts in first meetings within a quarter, without damaging its reputation with a spray of generic outreach.',
  ],
  approach: [
    'Selected 300 accounts in regulated industries with a public audit finding or incident in the past year.',
    'Wrote a research brief on each account before any outreach: incidents, stated priorities and tools in use.',
    'Ran a four-week sequence per account: a specific email, a call, a two-page technical note and a final call.',
    'Sent nothing to an account whose brief was unfinished.',
  ],
  results: [
    { value: '40', label: 'Enterprise accounts opened' },
    { value: '41%', label: 'Positive reply rate on targeted email' },
    { value: '27%', label: 'Meeting-to-opportunity rate' },
  ],
  outcome: 'Vaultline closed its largest deal to date from the programme\'s first month and kept the research briefs as the basis of its account plans.',
  quote: { text: 'Every email could only have been written to that one person. Security leaders noticed, and they replied.', name: 'Rachel Kim', role: 'Head of Sales, Vaultline Security' },
  services: ['cold-email-marketing', 'cold-calling', 'data-sourcing'],
  image: '/images/cases/security.svg',
} satisfies CaseStory;
