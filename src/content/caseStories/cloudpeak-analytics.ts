import type { CaseStory } from '../caseStory';

export default {
  title: 'Product-led SaaS adds an enterprise motion',
  client: 'CloudPeak Analytics',
  description: 'CloudPeak Analytics tripled qualified demos and reached 2.8x enterprise pipeline in two quarters.',
  industry: 'SaaS',
  engagement: 'Two quarters · research, SDR pod and account-based plays',
  challenge: [
    'CloudPeak Analytics grew on self-serve sign-ups from data teams. Larger companies used the free tier, but nobody in IT or finance knew, and enterprise deals happened by accident.',
    'The company wanted a repeatable way to find self-serve accounts with enterprise potential and talk to the people who sign.',
  ],
  approach: [
    'Matched CloudPeak\'s product-usage list against company size and growth to find 420 accounts with enterprise potential.',
    'Mapped IT, security and finance leaders in each account and wrote messages about consolidation and governance, not features.',
    'Gave a two-person SDR pod usage facts for each account, so every call opened with something the buyer could check.',
    'Handed meetings to CloudPeak\'s account executives with a written brief and a named champion.',
  ],
  results: [
    { value: '3.1x', label: 'Qualified demos' },
    { value: '$4.2M', label: 'New pipeline' },
    { value: '2.8x', label: 'Enterprise pipeline in two quarters' },
  ],
  outcome: 'CloudPeak hired its first enterprise account executives on the strength of the pipeline and now runs the same playbook with its own team, with our researchers supplying the account lists.',
  quote: { text: 'We had enterprise customers hiding in our own sign-up data. Northstar found them and got us into the rooms where budgets are decided.', name: 'Luis Herrera', role: 'Chief Revenue Officer, CloudPeak Analytics' },
  services: ['data-sourcing', 'sales-enablement', 'lead-nurturing'],
  image: '/images/cases/saas.svg',
} satisfies CaseStory;
