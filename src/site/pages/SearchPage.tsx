import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { kindLabel, normalizeQuery, searchKindOf, searchKinds, type SearchHit } from '../../lib/search/searchDocs';
import { routeDescription } from '../../routeDescriptions';
import { routes, type PageProps } from '../../routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useHydrated } from '../../ui/useHydrated';
import { PageHero } from '../widgets/PageHero';
import { searchHref, searchStatusText } from '../search/searchCopy';
import { useSiteSearch } from '../search/useSiteSearch';

/** Every page search can find, grouped by kind (from the route table, so it is always complete). */
const directory = searchKinds
  .map(({ kind, label }) => ({
    kind,
    label,
    pages: routes
      // Content pages (articles, case studies, jobs) are browsed from their own listings; the table
      // holds only their kind, and their text stays off this page's load. Search finds each of them.
      .filter((r) => r.kind === 'site' && !r.ownHead && r.path !== '/search' && searchKindOf(r.path) === kind)
      .map((r): SearchHit => ({ path: r.path, title: r.path === '/' ? 'Home' : r.title, description: routeDescription(r), kind })),
  }))
  .filter((group) => group.pages.length > 0);

function PageList({ pages, showKind = false }: { pages: readonly SearchHit[]; showKind?: boolean }) {
  return (
    <ul className="m-0 mt-4 grid list-none gap-3 p-0 md:grid-cols-2">
      {pages.map((page) => (
        <li key={page.path} className="rounded-xl border border-slate-200 bg-white p-4">
          <Link href={page.path} className="focus-ring rounded font-semibold text-brand-700 no-underline hover:underline">
            {page.title}
          </Link>
          {showKind && <span className="ml-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{kindLabel(page.kind)}</span>}
          <p className="m-0 mt-1 text-sm leading-relaxed text-slate-600">{page.description}</p>
        </li>
      ))}
    </ul>
  );
}

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
  const query = normalizeQuery(text);

  // Follow the URL (first load, Back/Forward); keep what was typed before the app started.
  useEffect(() => {
    if (!hydrated) return;
    const typedEarly = input.current?.value ?? '';
    if (!urlQuery && normalizeQuery(typedEarly)) {
      setText(typedEarly);
      navigate(searchHref(normalizeQuery(typedEarly)), { replace: true });
    } else setText((current) => (normalizeQuery(current) === urlQuery ? current : urlQuery));
  }, [hydrated, urlQuery, navigate]);

  const { status, hits } = useSiteSearch(query, hydrated && query !== '');

  const update = (value: string) => {
    setText(value);
    navigate(searchHref(normalizeQuery(value)), { replace: true });
  };

  return (
    <>
      <PageHero tag="Search" title="Search Northstar Growth" intro="Find services, articles, case studies and jobs by the words in them, or browse every page below.">
        <form
          role="search"
          aria-label="Search this site"
          action="/search"
          method="get"
          className="mt-8 flex max-w-2xl gap-2"
          onSubmit={(event) => {
            event.preventDefault();
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
            value={text}
            onChange={(event) => update(event.target.value)}
            className="field flex-1"
          />
          <Button type="submit">
            <Icon name="i-lucide-search" className="h-5 w-5" />
            Search
          </Button>
        </form>
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
        <section aria-labelledby="search-directory-title">
          <h2 id="search-directory-title" className="heading-2 m-0">
            Browse every page
          </h2>
          {directory.map((group) => (
            <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="mt-10">
              <h3 id={`search-group-${group.kind}`} className="heading-3 m-0">
                {group.label} <span className="text-slate-500">({group.pages.length})</span>
              </h3>
              <PageList pages={group.pages} />
            </section>
          ))}
        </section>
      </div>
    </>
  );
}
