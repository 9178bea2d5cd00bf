import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { normalizeQuery } from '../../lib/search/searchDocs';
import type { PageProps } from '../../routes';
import { Button } from '../../ui/Button';
import { DeferHydration } from '../../ui/DeferHydration';
import { lazyRetry } from '../../ui/lazyRetry';
import { Icon } from '../../ui/Icon';
import { useHydrated } from '../../ui/useHydrated';
import { PageHero } from '../widgets/PageHero';
import { PageList } from '../search/PageList';
import { searchHref, searchStatusText } from '../search/searchCopy';
import { SearchForm } from '../search/SearchForm';
import { useSiteSearch } from '../search/useSiteSearch';

// The directory (every searchable page, content pages included) is static links: it hydrates,
// and its code and titles load, only on the first input.
const SearchDirectory = lazyRetry(() => import('../search/SearchDirectory'));

/**
 * /search: with JavaScript, the matches for ?q= (updated as you type, kept in the URL);
 * without it (the header's search form lands here), a directory of every searchable page.
 */
export default function SearchPage(_props: PageProps) {
  const hydrated = useHydrated();
  const search = useSearch();
  const [, navigate] = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The prerendered page cannot know ?q=, so the URL is read only after hydration.
  const urlQuery = hydrated ? normalizeQuery(new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState('');
  const [emptySubmit, setEmptySubmit] = useState(false);
  // The same element on every render: an update reaching the directory while it waits to hydrate
  // would make React drop its prerendered HTML.
  const directory = useMemo(
    () => (
      <DeferHydration until="input">
        <SearchDirectory />
      </DeferHydration>
    ),
    [],
  );
  const query = normalizeQuery(text);

  // Follow the URL (first load, Back/Forward); keep what was typed before the app started. The box
  // is uncontrolled: hydrating a controlled one would reset it, losing keys typed while the app loaded.
  useEffect(() => {
    const box = input.current;
    if (!hydrated || !box) return;
    if (!urlQuery && normalizeQuery(box.value)) {
      setText(box.value);
      navigate(searchHref(normalizeQuery(box.value)), { replace: true });
    } else if (normalizeQuery(box.value) !== urlQuery) {
      box.value = urlQuery;
      setText(urlQuery);
    } else setText(box.value);
  }, [hydrated, urlQuery, navigate]);

  const { status, hits } = useSiteSearch(query, hydrated && query !== '');

  const update = (value: string) => {
    setText(value);
    navigate(searchHref(normalizeQuery(value)), { replace: true });
  };

  return (
    <>
      <PageHero tag="Search" title="Search Northstar Growth" intro="Find services, articles, case studies and jobs by the words in them, or browse every page below.">
        <SearchForm
          label="Search this site"
          // Wraps: on a phone the field beside the button would cut its placeholder short, so the
          // button goes below it there.
          className="mt-8 flex max-w-2xl flex-wrap gap-2"
          onSearch={() => {
            // Nothing to search for: say what to type, where the typing goes.
            setEmptySubmit(query === '');
            if (query === '') input.current?.focus();
            navigate(searchHref(query), { replace: true });
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Search for
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            maxLength={200}
            autoComplete="off"
            placeholder="Try “cold email” or “remote”"
            defaultValue=""
            onChange={(event) => update(event.target.value)}
            className="field min-w-64 flex-1"
          />
          <Button type="submit">
            <Icon name="i-lucide-search" className="h-5 w-5" />
            Search
          </Button>
        </SearchForm>
        {/* Present from the start, so screen readers announce the hint when it appears. */}
        <p role="status" className={emptySubmit && !query ? 'm-0 mt-3 text-slate-600' : 'sr-only'}>
          {emptySubmit && !query ? searchStatusText('', 'ready', 0) : ''}
        </p>
      </PageHero>
      <div className="container-page pb-16 md:pb-24">
        {query && (
          <section aria-labelledby="search-results-title" className="mb-14">
            <h2 id="search-results-title" className="heading-2 m-0">
              Results
            </h2>
            <p role="status" className="m-0 mt-2 break-words text-slate-600">
              {searchStatusText(query, status, hits.length)}
            </p>
            {hits.length > 0 && <PageList pages={hits} showKind />}
          </section>
        )}
        {directory}
      </div>
    </>
  );
}
