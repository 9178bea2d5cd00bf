import { useEffect } from 'react';
import type { Signal } from '@preact/signals-react';
import { useSearchParams } from 'wouter';
import { useClientValue } from '../../ui/useHydrated';

/**
 * A tab set's selection, kept in `?tab=` (left out for the first tab) as well as in memory: a
 * reload or a shared link opens the same tab, and coming back to the section from another one
 * finds the tab it was left on. The URL is replaced, not pushed: a tab is not a page to go Back to.
 * For components that already track signals (useSignals()), which both its callers do.
 */
export function useTabParam<V extends string>(memory: Signal<V>, values: readonly V[]): [V, (next: V) => void] {
  // The prerendered page has no query, so the first client render must not read one either.
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const fromUrl = useClientValue(values.includes(raw as V) ? (raw as V) : undefined, undefined);

  const write = (next: V) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === values[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  useEffect(() => {
    if (fromUrl) memory.value = fromUrl;
    // Back in the section with a remembered tab: the URL says so too, so a reload keeps it.
    else if (memory.value !== values[0]) write(memory.value);
    // Runs when the URL's tab changes, not when a click changes the memory (select writes both).
  }, [fromUrl, memory]);

  const select = (next: V) => {
    memory.value = next;
    write(next);
  };
  return [fromUrl ?? memory.value, select];
}
