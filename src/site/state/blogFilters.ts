import { signal } from '@preact/signals-react';
import type { Article, CategoryFilter } from '../../content/articles';

/**
 * Blog listing state: a search query (starts empty) and a category filter (starts 'all').
 * Both listings (/blog and /blog/category/:slug) use it; leaving a listing resets it.
 */
export const blogQuery = signal('');
export const blogCategory = signal<CategoryFilter>('all');

export interface ArticleFilter {
  query: string;
  category: CategoryFilter;
}

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

export function setBlogQuery(value: string): void {
  blogQuery.value = value;
}

export function setBlogCategory(value: CategoryFilter): void {
  blogCategory.value = value;
}

/** 'Reset Filters': category back to all, search cleared. */
export function resetBlogFilters(): void {
  blogQuery.value = '';
  blogCategory.value = 'all';
}
