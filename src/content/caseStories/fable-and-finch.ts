import type { CaseStory } from '../caseStory';

export default {
  title: 'Creative agency replaces referrals with outbound',
  client: 'Fable & Finch',
  description: 'Account-based outreach won Fable & Finch $1.3M in new retainers in one year.',
  industry: 'Marketing',
  engagement: 'Twelve months · account-based outreach',
  challenge: [
    'Fable & Finch, a creative agency of 40 people, had lived on referrals for a decade. Two large clients leaving in one year showed how fragile that was.',
    'The partners wanted a steady flow of conversations with brand directors without turning into a cold-calling shop.',
  ],
  approach: [
    'Chose 120 consumer brands whose campaigns, hiring or leadership changes suggested a creative review was coming.',
    'Wrote short, specific notes about each brand\'s recent work, signed by a Fable & Finch partner.',
    'Followed with invitations to small breakfast briefings in London and New York instead of sales calls.',
    'Tracked every brand as an account, with all contacts and touches in one place.',
  ],
  results: [
    { value: '$1.3M', label: 'New retainers in one year' },
    { value: '58', label: 'Brand directors met' },
    { value: '7', label: 'New retained clients' },
  ],
  outcome: 'Referrals now bring in less than half of Fable & Finch\'s new business, and the agency plans its year around a pipeline it can see.',
  quote: { text: 'It never felt like outbound. It felt like the best version of the introductions we used to wait for.', name: 'Olivia Grant', role: 'Founding Partner, Fable & Finch' },
  services: ['brand-development', 'lead-nurturing', 'social-media'],
  image: '/images/cases/marketing.svg',
} satisfies CaseStory;
