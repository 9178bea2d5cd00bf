import type { ReactNode } from 'react';

interface SearchFormProps {
  label: string;
  className?: string;
  /** Runs instead of the page load once the app runs; gets the submitted form. */
  onSearch: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/**
 * Every site search form (header, mobile menu, dialog, /search): a real GET /search form, so
 * without JavaScript it lands on the prerendered /search page; with it, `onSearch` takes over.
 */
export function SearchForm({ label, className, onSearch, children }: SearchFormProps) {
  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
