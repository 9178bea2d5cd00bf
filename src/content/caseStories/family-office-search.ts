import type { CaseStory } from '../caseStory';

export default {
  title: 'Search visibility for a family office network',
  client: 'Multi-family office, London',
  description: 'Technical SEO and expert articles lifted organic enquiries to a London multi-family office by 180%.',
  industry: 'Family offices',
  engagement: 'Eight months · technical SEO and expert articles',
  challenge: [
    'A London multi-family office found that families researching advisers could not find it: its site was slow, thin and invisible for the terms they searched.',
    'The partners wanted more enquiries from the right families without advertising.',
  ],
  approach: [
    'Fixed the site\'s speed, structure and indexing problems in the first month.',
    'Researched the questions families ask before choosing an adviser and wrote answers with the partners.',
    'Published one expert article every two weeks and tracked each enquiry to the page that earned it.',
  ],
  results: [
    { value: '180%', label: 'More organic enquiries' },
    { value: '4.1x', label: 'Search visibility for target terms' },
    { value: '12', label: 'New client families' },
  ],
  outcome: 'Search is now the office\'s largest source of new enquiries after personal introductions, and the articles are used by partners in their own conversations.',
  quote: { text: 'Families now arrive having read our thinking. The first meeting starts at a much deeper level.', name: 'Senior partner', role: 'Multi-family office, London' },
  services: ['digital-marketing', 'web-development'],
  image: '/images/services/case-search.svg',
} satisfies CaseStory;
