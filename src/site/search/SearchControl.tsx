import { lazy, Suspense, useEffect, useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { Icon } from '../../ui/Icon';
import { openSearch, searchRequested } from '../state/search';

// The dialog, MiniSearch and the index load on first use, never with the page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

const valueOf = (form: HTMLFormElement) => String(new FormData(form).get('q') ?? '');
// Kept here rather than imported: this file is on every page's first load, the search modules are not.
const resultsHref = (text: string) => {
  const query = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  return query ? `/search?q=${encodeURIComponent(query)}` : '/search';
};

/**
 * The header's search control: a real form (GET /search), so without JavaScript it lands on the
 * prerendered /search page. Once the app runs, the bar's button opens the search dialog and the
 * mobile menu's field shows its matches on the /search page.
 */
export function SearchControl({ variant }: { variant: 'bar' | 'menu' }) {
  const [, navigate] = useLocation();
  const inputId = useId();

  if (variant === 'bar') {
    return (
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Site search"
        onSubmit={(event) => {
          event.preventDefault();
          openSearch('');
        }}
      >
        <button
          type="submit"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K"
          title="Search (Ctrl+K)"
          data-dialog-return=""
          onPointerEnter={() => void loadDialog()}
          className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink cursor-pointer hover:bg-slate-50"
        >
          <Icon name="i-lucide-search" className="h-5 w-5" />
        </button>
      </form>
    );
  }

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Site search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(resultsHref(valueOf(event.currentTarget)));
      }}
      className="flex w-full items-center rounded-lg border border-slate-300 bg-white"
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
