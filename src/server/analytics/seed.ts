import { analyticsSqlite } from './analyticsDb';
import { AnalyticsStore } from './analyticsStore';

/**
 * The analytics store on a lead database folder with a clock of the caller's, without the flush
 * timer: for `npm run bench:events`, which seeds a month of events through the store's own code.
 */
export async function openSeedStore(dataDir: string, now: () => number) {
  const db = analyticsSqlite(dataDir);
  const store = await AnalyticsStore.open(db, 'sqlite', { flushMs: 0, maxBuffered: Number.MAX_SAFE_INTEGER, now });
  return {
    store,
    close: async () => {
      await store.close();
      await db.destroy();
    },
  };
}
