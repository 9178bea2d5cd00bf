import { useEffect, useMemo, useState } from 'react';
import type { SearchHit } from '../../lib/search/searchDocs';
import { loadSearch, type SearchFn } from './loadSearch';

export type SearchStatus = 'loading' | 'ready' | 'error';

/** Matches for `query`, loading the index the first time `enabled` is true. */
export function useSiteSearch(query: string, enabled: boolean): { status: SearchStatus; hits: SearchHit[] } {
  const [search, setSearch] = useState<{ fn: SearchFn } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled || search) return;
    let live = true;
    setFailed(false);
    loadSearch().then(
      (fn) => live && setSearch({ fn }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [enabled, search]);

  const hits = useMemo(() => (search && query ? search.fn(query) : []), [search, query]);
  return { status: search ? 'ready' : failed ? 'error' : 'loading', hits };
}
