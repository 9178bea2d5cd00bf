import type { SearchStatus } from './useSiteSearch';

export const searchHref = (query: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search');

/**
 * One line telling what the result list shows; the query is shown as text, never as markup.
 * `total` is every match when the list shows only the first `count` (the search dialog).
 */
export function searchStatusText(query: string, status: SearchStatus, count: number, total = count): string {
  if (!query) return 'Type a word to search services, articles, case studies and jobs.';
  if (status === 'loading') return 'Loading search…';
  if (status === 'error') return 'Search could not load. Press Enter to see every page on the search page.';
  if (total === 0) return `No pages match “${query}”.`;
  if (total > count) return `The best ${count} of ${total} pages matching “${query}”. Press Enter to see them all.`;
  return `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”.`;
}
