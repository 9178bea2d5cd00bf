import { cachedLoad, type LoadEntry } from '../../lib/cachedLoad';

/**
 * On-demand loading of a content collection with one module per item (file name = key), from
 * an import.meta.glob: each page downloads its own item only. Loads are cached, so a read after
 * a preload (hydration) is synchronous.
 */
export function collectionLoader<T>(modules: Record<string, () => Promise<T>>, what: string) {
  const loaders: Record<string, () => Promise<T>> = Object.fromEntries(
    Object.entries(modules).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.ts$/, ''), load]),
  );
  const cache = new Map<string, LoadEntry<unknown>>();

  const entry = (key: string): LoadEntry<T> => {
    const load = loaders[key];
    if (!load) throw new Error(`No ${what} "${key}"`);
    return cachedLoad(cache, key, load);
  };
  /** Resolves once the item is cached; unknown keys and failed loads are left to the render to report. */
  const preload = async (key: string | undefined): Promise<void> => {
    if (key && loaders[key]) await entry(key).promise.catch(() => undefined);
  };
  const keys = () => Object.keys(loaders);
  const preloadAll = async () => {
    await Promise.all(keys().map(preload));
  };
  return { keys, entry, preload, preloadAll };
}
