import { memo, Suspense } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import type { CollectionName } from '../data/types';

const CollectionScreen = lazyRetry(() => import('./CollectionScreen'));

/**
 * The posts/pages/users screen, loaded on demand so the table library stays off the first
 * load. The prerendered HTML holds it in full; React hydrates it when its chunk arrives.
 * Memoised with a constant prop, so nothing can update it while it waits to hydrate.
 */
export const LazyCollection = memo(function LazyCollection({ name }: { name: CollectionName }) {
  return (
    <Suspense fallback={<p className="m-0 py-10 text-center text-slate-600" aria-busy="true">Loading {name}…</p>}>
      <CollectionScreen name={name} />
    </Suspense>
  );
});
