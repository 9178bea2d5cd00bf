import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * `client` once hydrated; `server` while React renders on the server and hydrates, so the first
 * client render matches the prerendered HTML. Where the two are equal (Object.is), React keeps the
 * hydrated component as it is; where they differ it re-renders it at once, in one task that
 * cannot yield, so pass the value the page needs, not a bare "hydrated" flag, where they agree.
 */
export function useClientValue<T>(client: T, server: T): T {
  return useSyncExternalStore(
    noop,
    () => client,
    () => server,
  );
}

/**
 * False while React renders on the server and hydrates, true afterwards. Anything that depends
 * on browser-only state (an install offer that arrived early, say) renders only once this is true,
 * so the first client render always matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useClientValue(true, false);
}
