import type { CaseStory } from '../caseStory';

export default {
  title: 'How a fintech SaaS company added $9.8M in pipeline in nine months',
  client: 'Helix Ledger',
  description: 'Helix Ledger, a fintech SaaS company, added $9.8M in pipeline with tiered account plans and calling pods in New York and London.',
  industry: 'Fintech SaaS',
  engagement: 'Nine months · calling and email pods in New York and London',
  challenge: [
    'Helix Ledger sells reconciliation software to mid-market finance teams. Inbound demand had carried it to its first hundred customers and then flattened for three quarters in a row.',
    'Controllers and finance directors rarely search for new tools, and the in-house team had no time to reach them one by one.',
  ],
  approach: [
    'Scored 1,900 mid-market companies on fit and timing and split them into three tiers.',
    'Wrote an account plan for each of the 60 top-tier accounts, naming the controller, finance director and systems owner.',
    'Ran calling and email pods in New York and London, timed for the week after month-end close.',
    'Led every message with a close-time benchmark from the account\'s industry instead of product features.',
  ],
  results: [
    { value: '$9.8M', label: 'Pipeline created' },
    { value: '312', label: 'Meetings held' },
    { value: '34%', label: 'Win rate on sourced deals' },
  ],
  outcome: 'Sourced deals now make up more than half of Helix Ledger\'s new business, and the top-tier account plans have become the template for its own sales team.',
  quote: { text: 'They talked to our buyers like people who had sat through a month-end close themselves. Our reps walked into meetings that were already half sold.', name: 'Dana Okafor', role: 'VP Revenue, Helix Ledger' },
  services: ['cold-calling', 'cold-email-marketing', 'data-sourcing'],
  image: '/images/cases/featured.svg',
} satisfies CaseStory;
