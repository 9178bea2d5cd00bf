import type { Article } from '../../content/articles';
import { categoryFilters, type CategoryFilter } from '../../content/articles/categories';

/**
 * Blog listing state lives in the URL (?q=…&category=…), so a filtered view can be shared,
 * reloaded and restored with Back. These helpers parse and build that URL; the listing
 * reads it with wouter's useSearch and writes it with navigate.
 */
export interface ArticleFilter {
  query: string;
  category: CategoryFilter;
}

export const DEFAULT_ARTICLE_FILTER: ArticleFilter = { query: '', category: 'all' };

/** Longer search text is cut here, both when typed and when read from a URL. */
export const MAX_QUERY_LENGTH = 100;

const categories = new Set<string>(categoryFilters.map((c) => c.value));
const isCategory = (value: string | null): value is CategoryFilter => value !== null && categories.has(value);

/** '?q=cold&category=email-marketing' -> filter; unknown categories fall back to 'all'. */
export function parseArticleFilter(search: string): ArticleFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    category: isCategory(category) ? category : 'all',
  };
}

/** The query string for a filter, without defaults: '' for the unfiltered listing. */
export function articleFilterSearch({ query, category }: ArticleFilter): string {
  const params = new URLSearchParams();
  if (query !== '') params.set('q', query.slice(0, MAX_QUERY_LENGTH));
  if (category !== 'all') params.set('category', category);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A listing URL for a filter: '/blog?category=email-marketing'. */
export const blogListHref = (filter: ArticleFilter, base = '/blog'): string => `${base}${articleFilterSearch(filter)}`;

/**
 * Case-insensitive substring match on title or excerpt, AND the category.
 * The query is plain text (String#includes): regex characters and markup match literally.
 */
export function filterArticles<T extends Pick<Article, 'title' | 'excerpt' | 'category'>>(list: readonly T[], { query, category }: ArticleFilter): T[] {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (a) =>
      (category === 'all' || a.category === category) &&
      (needle === '' || a.title.toLowerCase().includes(needle) || a.excerpt.toLowerCase().includes(needle)),
  );
}
