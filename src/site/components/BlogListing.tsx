import { useEffect, useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { blogCopy, categoryFilters, type Article } from '../../content/articles';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { blogCategory, blogQuery, filterArticles, resetBlogFilters, setBlogCategory, setBlogQuery } from '../state/blogFilters';
import { ArticleCard } from './ArticleCard';
import { FILTER_BUTTON, FILTER_OFF, FILTER_ON } from './styles';


/**
 * Search box, category filter and article grid. Search and category live in signals
 * (state/blogFilters.ts); typed text is only ever compared as plain text and rendered as text.
 */
export function BlogListing({ articles, title }: { articles: readonly Article[]; title: string }) {
  useSignals();
  const id = useId();
  // Each visit to a listing starts from an empty search and 'all'.
  useEffect(() => () => resetBlogFilters(), []);

  const query = blogQuery.value;
  const category = blogCategory.value;
  const shown = filterArticles(articles, { query, category });

  return (
    <section aria-labelledby={`${id}-title`}>
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
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(e) => setBlogQuery(e.currentTarget.value)}
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
              onClick={() => setBlogCategory(f.value)}
              className={cx(FILTER_BUTTON, active ? FILTER_ON : FILTER_OFF)}
            >
              {f.label}
            </button>
          );
        })}
      </div>

      <p aria-live="polite" className="m-0 mt-4 text-sm text-slate-600">
        {shown.length === 1 ? 'Showing 1 article' : `Showing ${shown.length} articles`}
      </p>

      {shown.length > 0 ? (
        <ul className="m-0 mt-6 grid list-none gap-8 p-0 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
          <Icon name="i-lucide-file-search-2" className="mx-auto h-10 w-10 text-slate-500" />
          <p className="m-0 mt-4 text-lg font-semibold text-ink">{blogCopy.noResults}</p>
          <Button variant="secondary" className="mt-6" onClick={resetBlogFilters}>
            <Icon name="i-lucide-refresh-cw" className="h-4 w-4" />
            {blogCopy.reset}
          </Button>
        </div>
      )}

      <div className="mt-12 flex justify-center">
        {/* SPEC.md: 'Load More Articles' has no behaviour. */}
        <Button variant="secondary">{blogCopy.loadMore}</Button>
      </div>
    </section>
  );
}
