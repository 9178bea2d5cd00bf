import type { CaseStory } from '../caseStory';

export default {
  title: 'Managed IT provider fills a new region',
  client: 'Brightwire Managed IT',
  description: 'A London calling pod booked 86 qualified meetings in 90 days for Brightwire Managed IT.',
  industry: 'IT Services',
  engagement: '90 days · calling pod in London',
  challenge: [
    'Brightwire Managed IT had grown on referrals in the north of England and opened a London office with no local pipeline.',
    'Its sales team knew the service well but had no list, no local references and no time to prospect.',
  ],
  approach: [
    'Built a list of 400 firms with 50 to 500 staff, a single in-house IT person and a lease or office move in the last year.',
    'Trained a London calling pod on Brightwire\'s service and the questions operations directors ask.',
    'Opened calls with office moves and security audits, two moments when firms rethink IT support.',
    'Booked meetings straight into the sales team\'s calendars with a short brief for each.',
  ],
  results: [
    { value: '86', label: 'Qualified meetings in 90 days' },
    { value: '400', label: 'Firms reached for the first time' },
    { value: '19', label: 'Proposals requested' },
  ],
  outcome: 'Eleven new managed-service contracts were signed in the following two quarters, enough to make the London office profitable a year ahead of plan.',
  quote: { text: 'The callers sounded like they had worked in IT support. Operations directors stayed on the line because the conversation was about their office, not our brochure.', name: 'Tom Ellery', role: 'Managing Director, Brightwire Managed IT' },
  services: ['cold-calling', 'in-house-call-agents', 'data-sourcing'],
  image: '/images/cases/it.svg',
} satisfies CaseStory;
