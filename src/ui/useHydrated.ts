import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while React renders on the server and hydrates, true afterwards. Anything that depends
 * on browser-only state (an install offer that arrived early, say) renders only once this is true,
 * so the first client render always matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
