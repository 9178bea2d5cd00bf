/**
 * A memoised async load whose settled value can be read synchronously, so a render
 * after a preload (hydration) never suspends. A failed load is forgotten and may be retried.
 */
export interface LoadEntry<T> {
  promise: Promise<T>;
  value?: T;
}

export function cachedLoad<T>(cache: Map<string, LoadEntry<unknown>>, key: string, loader: () => Promise<T>): LoadEntry<T> {
  const existing = cache.get(key) as LoadEntry<T> | undefined;
  if (existing) return existing;
  const created: LoadEntry<T> = {
    promise: loader().then((value) => {
      created.value = value;
      return value;
    }),
  };
  created.promise.catch(() => cache.delete(key));
  cache.set(key, created);
  return created;
}
