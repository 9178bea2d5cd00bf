import { lazyRetry } from '../../ui/lazyRetry';

// TanStack Query and the persisted cache load only for a browser with an inbox session (marker.ts).
const load = () =>
  import('./live').then(async (m) => {
    await m.restored;
    return m;
  });

export const LazyNewLeadsBadge = lazyRetry(() => load().then((m) => ({ default: m.NewLeadsBadge })));
export const LazyLiveFigures = lazyRetry(() => load().then((m) => ({ default: m.LiveFigures })));
