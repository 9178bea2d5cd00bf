import type { Article } from '../blog';

/** The industry-insights articles (besides the featured one), newest first. */
const list: readonly Article[] = [
  {
    id: 'abm-committees',
    title: 'Selling to Buying Committees: An ABM Field Guide',
    category: 'account-based-marketing',
    topic: 'industry-insights',
    date: '2025-04-15',
    author: 'James Whitfield',
    excerpt: 'Enterprise deals now involve six to ten people. Here is how to map them and give each one a reason to care.',
    readTime: '2 min read',
    image: '/images/blog/abm.svg',
  },
  {
    id: 'deliverability-2025',
    title: 'Cold Email Deliverability After the New Inbox Rules',
    category: 'email-marketing',
    topic: 'industry-insights',
    date: '2025-03-18',
    author: 'Marcus Bell',
    excerpt: 'Authentication, volume limits and the warm-up habits that keep outbound email landing where it should.',
    readTime: '2 min read',
    image: '/images/blog/deliverability.svg',
  },
  {
    id: 'intent-signals',
    title: 'Which Buying Signals Are Worth Acting On?',
    category: 'lead-generation',
    topic: 'industry-insights',
    date: '2025-01-27',
    author: 'Aisha Karim',
    excerpt: 'Intent data is everywhere. These are the few signals that have reliably meant "now is a good time to talk" in our programmes.',
    readTime: '2 min read',
    image: '/images/blog/intent.svg',
  },
  {
    id: 'follow-up-cadence',
    title: 'How Many Follow-Ups Is Too Many?',
    category: 'email-marketing',
    topic: 'industry-insights',
    date: '2024-12-02',
    author: 'Marcus Bell',
    excerpt: 'Two years of our outbound sequences show where replies really come from, and when another email starts to cost more than it earns.',
    readTime: '2 min read',
    image: '/images/blog/cadence.svg',
  },
];

export default list;
