import type { CaseStory } from '../caseStory';

export default {
  title: 'A DevOps tool rebuilds its outbound after a failed launch',
  client: 'OrbitStack',
  description: 'OrbitStack went from a 1% to a 9.4% cold email reply rate and 2.6x pipeline in six months.',
  industry: 'DevOps SaaS',
  engagement: 'Six months · targeting, copy and deliverability rebuild',
  challenge: [
    'OrbitStack launched outbound in-house with a bought list of 20,000 engineering leaders and a five-step sequence. After two months the reply rate was about 1% and its main domain was landing in spam.',
    'The founders needed outbound that platform engineers would answer, without putting the company\'s domain at risk again.',
  ],
  approach: [
    'Rebuilt targeting from closed deals: 1,800 companies running containers in production with a platform team of five to thirty.',
    'Moved outreach to separate, warmed sending domains and set up SPF, DKIM and DMARC properly.',
    'Rewrote every email around one problem platform teams described in their own words.',
    'Added calls for contacts with direct lines and spaced follow-ups three to seven days apart.',
  ],
  results: [
    { value: '9.4%', label: 'Cold email reply rate' },
    { value: '2.6x', label: 'Pipeline in six months' },
    { value: '1,800', label: 'Accounts in the rebuilt list' },
  ],
  outcome: 'OrbitStack\'s main domain recovered within weeks, and the company now hires its own SDRs with our sequences as their starting playbook.',
  quote: { text: 'They threw away ninety percent of our list and tripled our meetings. That was the lesson we needed.', name: 'Jonas Lind', role: 'Co-founder, OrbitStack' },
  services: ['cold-email-marketing', 'data-sourcing', 'cold-calling'],
  image: '/images/home/case-orbitstack.svg',
} satisfies CaseStory;
