import { Suspense, useEffect } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../ui/Icon';
import { takeEarlyShortcut } from '../../ui/earlyPress';
import { openSearch, searchRequested } from '../state/search';

// The dialog, MiniSearch and the index load on first use, never with the page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazyRetry(loadDialog);

/**
 * The header bar's search control: a real form (GET /search), so without JavaScript it lands on
 * the prerendered /search page; once the app runs, the button opens the search dialog.
 * (The mobile menu's field is SearchField, which loads with the menus.) Not built on SearchForm:
 * this form is on every page's first load, where SearchForm would add ~0.1 KB, and it only opens the dialog.
 */
export function SearchButton() {
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
    // Capture: before head.js's listener, which keeps a press made before this one existed.
    addEventListener('keydown', onKey, true);
    if (takeEarlyShortcut('data-search')) openSearch('');
    return () => removeEventListener('keydown', onKey, true);
  }, []);
  if (!searchRequested.value) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
