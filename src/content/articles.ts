import type { BlogTopic } from './blogTopics';

/** Blog articles (SPEC.md §3: title, category, date, author, excerpt, readTime) plus a topic for /blog/category/:slug. */
export type ArticleCategory = 'lead-generation' | 'account-based-marketing' | 'sales-development' | 'email-marketing';
export type CategoryFilter = 'all' | ArticleCategory;
export type ArticleTopic = BlogTopic['slug'];

export interface Article {
  id: string;
  title: string;
  category: ArticleCategory;
  topic: ArticleTopic;
  /** ISO date; shown formatted by formatArticleDate. */
  date: string;
  author: string;
  excerpt: string;
  readTime: string;
  image: string;
}

/** Filter values are the exact slugs from SPEC.md; labels are what readers see. */
export const categoryFilters: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'lead-generation', label: 'Lead Generation' },
  { value: 'account-based-marketing', label: 'Account-Based Marketing' },
  { value: 'sales-development', label: 'Sales Development' },
  { value: 'email-marketing', label: 'Email Marketing' },
];

export const categoryLabel = (value: CategoryFilter): string =>
  categoryFilters.find((c) => c.value === value)?.label ?? value;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-03-04' -> 'March 4, 2025' without locale or time-zone dependence (same on server and client). */
export function formatArticleDate(iso: string): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return `${MONTHS[m - 1] ?? ''} ${d}, ${y}`;
}

export const blogHero = {
  tag: 'Northstar Growth Blog',
  title: 'Insights for B2B Revenue Teams',
  intro: 'Practical notes from the people running our outbound programmes: what works in prospecting, outreach and follow-up right now.',
} as const;

export const blogCopy = {
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles…',
  filterLabel: 'Filter by category',
  noResults: 'No articles found matching your criteria.',
  reset: 'Reset Filters',
  loadMore: 'Load More Articles',
  readMore: 'Read article',
  featured: 'Featured article',
  newsletterTitle: 'Get the Growth Brief',
  newsletterText: 'One email a month with the plays, benchmarks and templates our team is using. No spam, unsubscribe any time.',
  newsletterButton: 'Subscribe',
} as const;

export const featuredArticle: Article = {
  id: 'pipeline-math-2025',
  title: 'The Pipeline Math Every B2B Founder Should Know',
  category: 'lead-generation',
  topic: 'industry-insights',
  date: '2025-05-12',
  author: 'Marcus Bell',
  excerpt: 'How many accounts, conversations and meetings it really takes to hit a revenue target, and how to find the weakest step in your own funnel before the quarter ends.',
  readTime: '9 min read',
  image: '/images/blog/featured.svg',
};

export const articles: readonly Article[] = [
  {
    id: 'icp-before-lists',
    title: 'Define Your Ideal Customer Before You Buy a Single List',
    category: 'lead-generation',
    topic: 'how-to',
    date: '2025-04-28',
    author: 'Elena Torres',
    excerpt: 'A four-question workshop that turns vague personas into filters your researchers can actually use.',
    readTime: '6 min read',
    image: '/images/blog/icp.svg',
  },
  {
    id: 'abm-committees',
    title: 'Selling to Buying Committees: An ABM Field Guide',
    category: 'account-based-marketing',
    topic: 'industry-insights',
    date: '2025-04-15',
    author: 'James Whitfield',
    excerpt: 'Enterprise deals now involve six to ten people. Here is how to map them and give each one a reason to care.',
    readTime: '8 min read',
    image: '/images/blog/abm.svg',
  },
  {
    id: 'sdr-first-90',
    title: 'The First 90 Days of a New SDR Team',
    category: 'sales-development',
    topic: 'how-to',
    date: '2025-03-31',
    author: 'Aisha Karim',
    excerpt: 'Hiring, scripts, targets and coaching rhythms that get new sales development reps booking meetings by week six.',
    readTime: '7 min read',
    image: '/images/blog/sdr.svg',
  },
  {
    id: 'deliverability-2025',
    title: 'Cold Email Deliverability After the New Inbox Rules',
    category: 'email-marketing',
    topic: 'industry-insights',
    date: '2025-03-18',
    author: 'Marcus Bell',
    excerpt: 'Authentication, volume limits and the warm-up habits that keep outbound email landing where it should.',
    readTime: '5 min read',
    image: '/images/blog/deliverability.svg',
  },
  {
    id: 'vaultline-story',
    title: 'How Vaultline Opened 40 Enterprise Accounts in One Quarter',
    category: 'account-based-marketing',
    topic: 'case-studies',
    date: '2025-02-27',
    author: 'James Whitfield',
    excerpt: 'A behind-the-scenes look at the research, sequencing and calling that reached security leaders at scale.',
    readTime: '6 min read',
    image: '/images/blog/vaultline.svg',
  },
  {
    id: 'orbitstack-replies',
    title: 'From 1% to 9% Reply Rates: The OrbitStack Rebuild',
    category: 'email-marketing',
    topic: 'case-studies',
    date: '2025-02-10',
    author: 'Elena Torres',
    excerpt: 'What we changed in targeting, copy and follow-up timing when a DevOps start-up asked us to fix its outbound.',
    readTime: '7 min read',
    image: '/images/blog/orbitstack.svg',
  },
];

export const articlesByTopic = (topic: ArticleTopic): Article[] => articles.filter((a) => a.topic === topic);
