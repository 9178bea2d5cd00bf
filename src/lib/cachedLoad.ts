/**
 * A memoised async load whose settled value can be read synchronously, so a render
 * after a preload (hydration) never suspends. A failed load stays failed (so a render reading
 * it throws to its error boundary instead of suspending on a fresh attempt forever, e.g.
 * offline) until `retryFailedLoads()`: on the next navigation or when the connection returns.
 */
export interface LoadEntry<T> {
  promise: Promise<T>;
  value?: T;
  failed?: boolean;
}

const caches = new Set<Map<string, LoadEntry<unknown>>>();

export function cachedLoad<T>(cache: Map<string, LoadEntry<unknown>>, key: string, loader: () => Promise<T>): LoadEntry<T> {
  caches.add(cache);
  const existing = cache.get(key) as LoadEntry<T> | undefined;
  if (existing) return existing;
  const created: LoadEntry<T> = {
    promise: loader().then((value) => {
      created.value = value;
      return value;
    }),
  };
  created.promise.catch(() => {
    created.failed = true;
  });
  cache.set(key, created);
  return created;
}

let retries = 0;
/** Counts retryFailedLoads() calls: a lazy part that failed before the current count loads again (ui/lazyRetry). */
export const retryCount = (): number => retries;

/** Forgets every failed load, so the next read tries again. */
export function retryFailedLoads(): void {
  retries++;
  for (const cache of caches) for (const [key, entry] of cache) if (entry.failed) cache.delete(key);
}

/** A script or stylesheet that could not be fetched (offline, or replaced by a newer build), in each browser's words. */
export const isLoadFailure = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|module script failed|^Unable to load /i.test(error.message);
