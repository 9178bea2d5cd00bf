import { StorageUnavailableError } from '../store';
import { analyticsSqlite } from './analyticsDb';
import { AnalyticsStore } from './analyticsStore';

const DAY_MS = 24 * 3600_000;

/**
 * The server's analytics: opened on first use (a failure is retried on the next request, like the
 * lead store), raw events pruned after `rawDays` at open and then daily (the timer never keeps the
 * process alive).
 */
export function analyticsService(dataDir: string, rawDays: number, log: (line: string) => void = (line) => console.error(line)) {
  let opening: Promise<AnalyticsStore> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const prune = (store: AnalyticsStore) =>
    store.prune(rawDays).catch((error: unknown) => log(`analytics retention: not run (${(error as { code?: string }).code ?? (error as Error).name})`));

  const get = (): Promise<AnalyticsStore> =>
    (opening ??= (async () => {
      const db = analyticsSqlite(dataDir);
      try {
        const store = await AnalyticsStore.open(db, 'sqlite');
        void prune(store);
        timer = setInterval(() => void prune(store), DAY_MS);
        timer.unref();
        return store;
      } catch (error) {
        await db.destroy().catch(() => undefined);
        throw error;
      }
    })().catch((error: unknown) => {
      opening = null;
      throw new StorageUnavailableError((error as { code?: string }).code ?? 'OPEN_FAILED');
    }));

  const close = async () => {
    if (timer) clearInterval(timer);
    const store = await opening?.catch(() => null);
    opening = null;
    if (store) {
      await store.close();
      await store.db.destroy();
    }
  };
  return { get, close };
}
