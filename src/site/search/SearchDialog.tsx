import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { kindLabel, normalizeQuery } from '../../lib/search/searchDocs';
import { comboboxInput, listboxOption } from '../../ui/combobox';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { closeSearch, searchOpen, searchSeed } from '../state/search';
import { searchHref, searchStatusText } from './searchCopy';
import { SearchForm } from './SearchForm';
import { useSiteSearch } from './useSiteSearch';

const TITLE_ID = 'site-search-title';
const LIST_ID = 'site-search-results';
const optionId = (i: number) => `site-search-option-${i}`;
/** The dialog lists the best matches; Enter opens /search with all of them. */
const DIALOG_RESULTS = 20;

/**
 * The search dialog (Ctrl/Cmd+K or the header's search control). Loaded on first use with
 * MiniSearch and the index. A combobox: typing searches, arrows move through the results,
 * Enter opens the highlighted page (or the /search page with every match), Escape closes.
 */
export default function SearchDialog() {
  useSignals();
  const open = searchOpen.value;
  const [location, navigate] = useLocation();
  const [query, setQuery] = useState(() => searchSeed.peek());
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const { status, hits: matches } = useSiteSearch(normalizeQuery(query), open);
  const hits = matches.slice(0, DIALOG_RESULTS);

  useEffect(() => {
    if (!open) return;
    setQuery(searchSeed.peek());
    setActive(-1);
    input.current?.focus();
  }, [open]);

  // Any navigation (a result link, Back) closes the dialog; not on mount.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    closeSearch();
  }, [location]);

  const go = (href: string) => {
    closeSearch();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = hits.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : i - 1));
    else if (event.key === 'Home' && active >= 0) setActive(0);
    else if (event.key === 'End' && active >= 0) setActive(last);
    // One Escape closes (a search field would first spend it on clearing its text).
    else if (event.key === 'Escape') closeSearch();
    else return;
    event.preventDefault();
  };

  const q = normalizeQuery(query);
  const current = active >= 0 && active < hits.length ? active : -1;
  return (
    <Dialog open={open} onClose={closeSearch} labelledBy={TITLE_ID} className="search-dialog">
      <div className="flex max-h-[inherit] flex-col">
        <h2 id={TITLE_ID} className="sr-only">
          Search the site
        </h2>
        <SearchForm
          label="Search the site"
          className="flex items-center gap-2 border-b border-slate-200 p-3"
          onSearch={() => {
            const hit = current >= 0 ? hits[current] : undefined;
            go(hit ? hit.path : searchHref(q));
          }}
        >
          <Icon name="i-lucide-search" className="ml-1 h-5 w-5 text-slate-500" />
          <input
            ref={input}
            type="text"
            enterKeyHint="search"
            name="q"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            {...comboboxInput(LIST_ID, hits.length > 0, current >= 0 ? optionId(current) : undefined)}
            aria-label="Search services, articles, case studies and jobs"
            autoComplete="off"
            spellCheck={false}
            placeholder="Search services, articles, jobs…"
            className="focus-ring min-w-0 flex-1 rounded-lg border-0 bg-transparent px-2 py-2 text-base text-ink placeholder:text-slate-500"
          />
          <button type="button" onClick={closeSearch} className="focus-ring rounded-lg border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-600 cursor-pointer">
            Esc
            <span className="sr-only"> (close search)</span>
          </button>
        </SearchForm>
        <p role="status" className="m-0 break-words px-4 pt-3 text-sm text-slate-600">
          {searchStatusText(q, status, hits.length, matches.length)}
        </p>
        <ul id={LIST_ID} role="listbox" aria-label="Results" className="m-0 min-h-0 flex-1 list-none overflow-y-auto p-2">
          {hits.map((hit, i) => (
            <li
              key={hit.path}
              {...listboxOption(optionId(i), i === current, () => setActive(i), () => go(hit.path))}
              data-path={hit.path}
              className={cx('cursor-pointer rounded-xl px-3 py-2.5', i === current ? 'bg-brand-50' : 'hover:bg-slate-50')}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-ink">{hit.title}</span>
                <span className="shrink-0 text-xs font-semibold uppercase tracking-wide text-brand-700">{kindLabel(hit.kind)}</span>
              </span>
              <span className="mt-0.5 block text-sm text-slate-600 line-clamp-2">{hit.description}</span>
            </li>
          ))}
        </ul>
        <p aria-hidden="true" className="m-0 hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-500 sm:block">
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      </div>
    </Dialog>
  );
}
