import { use } from 'react';
import type { LoadEntry } from '../../lib/cachedLoad';

/** A loaded item: synchronous once cached (after the page's preload), otherwise suspends. */
export const useLoaded = <T,>(entry: LoadEntry<T>): T => entry.value ?? use(entry.promise);
