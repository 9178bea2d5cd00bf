import { lazy, Suspense, useEffect, useId, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { normalizeQuery } from '../../lib/search/searchDocs';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { openSearch, searchRequested } from '../state/search';
import { searchHref } from './searchCopy';

// The dialog, MiniSearch and the index load on first use, never with the page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

const valueOf = (form: HTMLFormElement) => String(new FormData(form).get('q') ?? '');

/**
 * The header's search control: a real form (GET /search?q=), so without JavaScript it lands on
 * the prerendered /search page. Once the app runs, the bar variant opens the search dialog
 * (a click, typing or Enter) and the menu variant shows the results on the /search page.
 */
export function SearchControl({ variant }: { variant: 'bar' | 'menu' }) {
  const [, navigate] = useLocation();
  const inputId = useId();
  const bar = variant === 'bar';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = valueOf(event.currentTarget);
    if (bar) openSearch(query);
    else navigate(searchHref(normalizeQuery(query)));
  };

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Site search"
      onSubmit={onSubmit}
      className={cx('flex items-center rounded-lg border border-slate-300 bg-white', bar ? 'xl:w-44' : 'w-full')}
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
        placeholder="Search…"
        aria-keyshortcuts={bar ? 'Control+K Meta+K' : undefined}
        onClick={bar ? (event) => openSearch(event.currentTarget.value) : undefined}
        onChange={bar ? (event) => openSearch(event.currentTarget.value) : undefined}
        className={cx(
          'focus-ring min-w-0 flex-1 rounded-l-lg border-0 bg-transparent px-3 text-ink placeholder:text-slate-500',
          bar ? 'hidden py-2 text-sm xl:block' : 'py-2.5 text-base',
        )}
      />
      <button
        type="submit"
        aria-label="Search"
        aria-keyshortcuts={bar ? 'Control+K Meta+K' : undefined}
        data-dialog-return={bar ? '' : undefined}
        onPointerEnter={bar ? () => void loadDialog() : undefined}
        className={cx('focus-ring inline-flex shrink-0 items-center justify-center rounded-lg border-0 bg-transparent text-ink cursor-pointer hover:bg-slate-100', bar ? 'h-9 w-9' : 'h-11 w-11')}
      >
        <Icon name="i-lucide-search" className="h-5 w-5" />
      </button>
    </form>
  );
}

/** Ctrl/Cmd+K opens search on marketing pages; the dialog mounts once it was asked for. */
export function SearchDialogHost() {
  useSignals();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch('');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!searchRequested.value) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
