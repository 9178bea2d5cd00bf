import type { CaseStory } from '../caseStory';

export default {
  title: 'A quiet launch that filled a private viewing',
  client: 'Independent watchmaker, Geneva',
  description: 'Discreet search and social campaigns for a Geneva watchmaker returned 3.2x the ad spend.',
  industry: 'Luxury · watchmaking',
  engagement: 'Four months · search, social and private events',
  challenge: [
    'An independent Geneva watchmaker was preparing a limited series and wanted collectors and retailers at a private viewing, without a loud public campaign.',
    'Its audience is small, wealthy and wary of advertising, and the brand would not discount or broadcast.',
  ],
  approach: [
    'Built audiences of known collectors, specialist retailers and press from event lists and the brand\'s own records.',
    'Ran discreet search and social campaigns visible only to those audiences, leading to an invitation page.',
    'Followed every request with a personal note from the workshop and a confirmed time slot.',
  ],
  results: [
    { value: '3.2x', label: 'Return on ad spend' },
    { value: '140', label: 'Invitations requested' },
    { value: '100%', label: 'Viewing places filled' },
  ],
  outcome: 'The series sold out to collectors within the viewing week, and three new retailers in Dubai and Hong Kong asked to carry the brand.',
  quote: { text: 'Nobody outside our circle saw the campaign, and that was exactly the point.', name: 'Workshop director', role: 'Independent watchmaker, Geneva' },
  services: ['digital-marketing', 'social-media', 'brand-development'],
  image: '/images/services/case-watch.svg',
} satisfies CaseStory;
