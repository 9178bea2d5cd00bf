import type { SearchHit } from '../../lib/search/searchDocs';

export type SearchFn = (query: string) => SearchHit[];

let pending: Promise<SearchFn> | null = null;

/**
 * Loads MiniSearch and the index the build wrote, once, on first use (never on a page's first
 * paint). The service worker precaches the index, so search works offline. A failure is not
 * cached: the next attempt tries again.
 */
export function loadSearch(): Promise<SearchFn> {
  pending ??= Promise.all([
    import('../../lib/search/searchEngine'),
    fetch('/search-index.json', { cache: 'no-cache' }).then((res) => {
      if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
      return res.text();
    }),
  ])
    .then(([engine, json]) => {
      const index = engine.loadIndex(json);
      return (query: string) => engine.searchIndex(index, query);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
