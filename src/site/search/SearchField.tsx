import { useId } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../../ui/Icon';
import { normalizeQuery } from '../../lib/search/searchDocs';
import { searchHref } from './searchCopy';
import { SearchForm } from './SearchForm';

/**
 * The mobile menu's search field: a search form (GET /search without JavaScript); once the app
 * runs, it shows the matches on the /search page without a page load.
 */
export function SearchField() {
  const [, navigate] = useLocation();
  const inputId = useId();
  return (
    <SearchForm
      label="Site search"
      className="flex w-full items-center rounded-lg border border-slate-300 bg-white"
      onSearch={(form) => navigate(searchHref(normalizeQuery(new FormData(form).get('q'))))}
    >
      <label htmlFor={inputId} className="sr-only">
        Search the site
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search services, articles, jobs…"
        className="focus-ring min-w-0 flex-1 rounded-l-lg border-0 bg-transparent px-3 py-2.5 text-base text-ink placeholder:text-slate-500"
      />
      <button type="submit" aria-label="Search" className="focus-ring inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-0 bg-transparent text-ink cursor-pointer hover:bg-slate-100">
        <Icon name="i-lucide-search" className="h-5 w-5" />
      </button>
    </SearchForm>
  );
}
