import type { BlogTopic } from '../blogTopics';
import { formatIsoDate } from '../formatDate';
import type { ArticleCategory } from './categories';
import { articleHref as hrefFor } from '../pageSlugs';

/**
 * Blog articles (SPEC.md §3: title, category, date, author, excerpt, readTime) plus a topic for
 * /blog/category/:slug. Each article's id is its slug (/blog/<id>); its body lives in ./bodies/<id>.ts
 * and loads with the article page only.
 */
export { categoryFilters, categoryLabel, type ArticleCategory, type CategoryFilter } from './categories';
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

/** '2025-03-04' -> 'March 4, 2025' (same on server and client). */
export const formatArticleDate = formatIsoDate;

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
  readTime: '2 min read',
  image: '/images/blog/featured.svg',
};

export const articleHref = (a: Pick<Article, 'id'>): string => hrefFor(a.id);

/** Cards shown at first and added by each press of 'Load More Articles'. */
export const ARTICLES_PAGE_SIZE = 6;
