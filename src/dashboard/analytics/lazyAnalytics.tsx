import { lazyRetry } from '../../ui/lazyRetry';

// Loaded only with an inbox session (the same marker as the inbox), after its persisted cache is back.
export const LazyLiveAnalytics = lazyRetry(() =>
  import('./LiveAnalytics').then(async (m) => {
    await m.restored;
    return { default: m.LiveAnalytics };
  }),
);
