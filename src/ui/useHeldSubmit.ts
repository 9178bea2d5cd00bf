import { useEffect, type RefObject } from 'react';

/**
 * For a <form data-app-form="name"> (one the app submits itself): public/head.js holds its submit while the
 * form is not `data-ready` (before the app runs, a native GET would reload the page and put what
 * was typed in the URL) and marks it `data-submit-pending`. Once `ready` (hydrated, its data
 * loaded), this submits it again.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>, ready: boolean): void {
  // Runs after the commit that set data-ready, so head.js lets the replayed submit through.
  // (Not on `form`: a ref object stays the same.)
  useEffect(() => {
    const el = form.current;
    if (!ready || !el?.hasAttribute('data-submit-pending')) return;
    el.removeAttribute('data-submit-pending');
    el.requestSubmit();
  }, [ready]);
}
