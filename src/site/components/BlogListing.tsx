import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ARTICLES_PAGE_SIZE, blogCopy, categoryFilters, type Article } from '../../content/articles/blog';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { useHydrated } from '../../ui/useHydrated';
import { articleFilterSearch, blogListHref, DEFAULT_ARTICLE_FILTER, filterArticles, MAX_QUERY_LENGTH, parseArticleFilter, type ArticleFilter } from '../filters/blogFilters';
import { ArticleCard } from './ArticleCard';
import { FILTER_BUTTON, FILTER_OFF, FILTER_ON } from './styles';

/**
 * Search box, category filter and article grid. Search and category live in the URL
 * (?q=…&category=…); typed text is only ever compared as plain text and rendered as text.
 * Six cards show at first; 'Load More Articles' adds six at a time. Pages load it with its
 * articles (./ArticleListings.tsx), so their first paint carries neither the list nor this code.
 */
export default function BlogListing({ articles, title, base }: { articles: readonly Article[]; title: string; base: string }) {
  const id = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  // The prerendered HTML is the unfiltered listing: hydrate that, then apply the URL.
  const hydrated = useHydrated();
  const filter = hydrated ? parseArticleFilter(search) : DEFAULT_ARTICLE_FILTER;
  const { query, category } = filter;
  const shown = filterArticles(articles, filter);

  // A new filter starts again from the first six cards.
  const filterKey = `${query}\u0000${category}`;
  const [limit, setLimit] = useState({ key: filterKey, count: ARTICLES_PAGE_SIZE });
  const count = limit.key === filterKey ? limit.count : ARTICLES_PAGE_SIZE;
  const visible = shown.slice(0, count);

  // After 'Load More', focus moves to the first added card so keyboard users continue there.
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-card-link]')[from]?.focus();
  }, [count]);

  // Typing replaces the history entry once a search is under way (its first letter adds one, so Back
  // returns to the whole list); a category or reset is a step Back can undo. A change
  // applies to the filter as it is now, not as the render that made the handler saw it: a press
  // React hydrates the listing for runs a handler of the hydrating render, which shows no filter.
  const current = useRef<ArticleFilter | null>(null);
  if (hydrated) current.current = filter;
  const go = (change: Partial<ArticleFilter>, replace: boolean) => {
    const now = current.current ?? parseArticleFilter(window.location.search);
    const next = { ...now, ...change };
    current.current = next;
    if (articleFilterSearch(next) !== articleFilterSearch(now)) navigate(blogListHref(next, base), { replace: replace && !!now.query });
  };

  // Text typed into the prerendered field before the listing hydrated is still there now; the next
  // render would replace it with the URL's, so it goes into the URL first.
  const searchRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = searchRef.current!.value;
    if (typed) go({ query: typed.slice(0, MAX_QUERY_LENGTH) }, true);
  }, []); // once: on the commit that adopts the prerendered field
  // The cards added are kept in this history entry: Back from an article (or a reload) shows as
  // many again, before the browser puts the scroll position back on the card the reader left.
  useLayoutEffect(() => {
    const kept = history.state?.blogShown;
    if (kept?.key === filterKey && kept.count > count) setLimit(kept);
  }, [hydrated]); // where the listing appears, and again once hydrated (the URL's filter applies then)
  const loadMore = () => {
    focusFrom.current = count;
    const next = { key: filterKey, count: count + ARTICLES_PAGE_SIZE };
    setLimit(next);
    history.replaceState({ ...history.state, blogShown: next }, '');
  };

  return (
    // data-ready: the listing reacts to search and filters (tests wait for it; it hydrates when near).
    <section aria-labelledby={`${id}-title`} data-ready={hydrated ? 'true' : undefined}>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <h2 id={`${id}-title`} className="heading-2 m-0">
          {title}
        </h2>
        {/* A search landmark, not a form: the list filters as you type, so there is nothing to submit. */}
        <search aria-label="Articles" className="block w-full lg:max-w-sm">
          <label htmlFor={`${id}-search`} className="sr-only">
            {blogCopy.searchLabel}
          </label>
          <div className="relative">
            <Icon name="i-lucide-search" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
            <input
              ref={searchRef}
              id={`${id}-search`}
              type="search"
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              onChange={(e) => go({ query: e.currentTarget.value }, true)}
              placeholder={blogCopy.searchPlaceholder}
              autoComplete="off"
              className="field pl-10"
            />
          </div>
        </search>
      </div>

      <div role="group" aria-label={blogCopy.filterLabel} className="mt-6 flex flex-wrap gap-2">
        {categoryFilters.map((f) => {
          const active = category === f.value;
          return (
            <button
              key={f.value}
              type="button"
              data-value={f.value}
              aria-pressed={active}
              onClick={() => go({ category: f.value }, false)}
              className={cx(FILTER_BUTTON, active ? FILTER_ON : FILTER_OFF)}
            >
              {f.label}
            </button>
          );
        })}
      </div>

      <p aria-live="polite" className="m-0 mt-4 text-sm text-slate-600">
        {shown.length === 1
          ? 'Showing 1 article'
          : visible.length < shown.length
            ? `Showing ${visible.length} of ${shown.length} articles`
            : `Showing ${shown.length} articles`}
      </p>

      {shown.length > 0 ? (
        <ul ref={listRef} className="m-0 mt-6 grid list-none gap-8 p-0 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
          <Icon name="i-lucide-file-search-2" className="mx-auto h-10 w-10 text-slate-500" />
          <p className="m-0 mt-4 text-lg font-semibold text-ink">{blogCopy.noResults}</p>
          {/* The button goes away with the empty state: focus moves to the search box, not to the page's top. */}
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => {
              searchRef.current?.focus();
              go(DEFAULT_ARTICLE_FILTER, false);
            }}
          >
            <Icon name="i-lucide-refresh-cw" className="h-4 w-4" />
            {blogCopy.reset}
          </Button>
        </div>
      )}

      {visible.length < shown.length && (
        <div className="mt-12 flex justify-center">
          <Button variant="secondary" onClick={loadMore}>
            {blogCopy.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
