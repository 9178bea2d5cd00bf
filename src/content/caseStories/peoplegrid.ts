import type { CaseStory } from '../caseStory';

export default {
  title: 'HR software company cuts cost per meeting in half',
  client: 'Peoplegrid',
  description: 'Verified data and sharper calls cut Peoplegrid’s cost per booked meeting by 52%.',
  industry: 'SaaS',
  engagement: 'Six months · data clean-up and SDR coaching',
  challenge: [
    'Peoplegrid sells HR software to companies of 200 to 2,000 people. Its SDR team sent high volumes from an old, unverified list, and cost per booked meeting kept rising.',
    'Leadership wanted more meetings with HR leaders from a smaller team, not a larger budget.',
  ],
  approach: [
    'Replaced the old list with 6,500 verified HR leaders at companies that had grown headcount in the past year.',
    'Cut the sequence from eight generic steps to four relevant ones built around hiring pressure.',
    'Coached the SDRs weekly on recorded calls, with one change to try each week.',
    'Cleaned the CRM so reps stopped calling people who had left or were already in deals.',
  ],
  results: [
    { value: '52%', label: 'Lower cost per booked meeting' },
    { value: '1.7x', label: 'Meetings per SDR per month' },
    { value: '96%', label: 'Contacts verified' },
  ],
  outcome: 'Peoplegrid now runs a team of four SDRs instead of six and books more meetings than before, with data refreshed by our researchers every quarter.',
  quote: { text: 'We thought we needed more reps. We needed better data and sharper calls, and Northstar gave us both.', name: 'Marco Bianchi', role: 'Head of Sales Development, Peoplegrid' },
  services: ['data-sourcing', 'crm-management', 'sales-enablement'],
  image: '/images/cases/saas-hr.svg',
} satisfies CaseStory;
