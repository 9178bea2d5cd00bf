import type { Kysely } from 'kysely';
import { StorageUnavailableError } from '../store';
import { AnalyticsStore, type AnalyticsEngine } from './analyticsStore';
import type { AnalyticsTables } from './tables';

/** Where analytics are kept; `owned`: this service opened the handle and closes it (not a shared pool). */
export interface AnalyticsDatabase {
  db: Kysely<AnalyticsTables>;
  engine: AnalyticsEngine;
  owned: boolean;
}

const DAY_MS = 24 * 3600_000;

/** Milliseconds from `now` to just after the next UTC midnight. */
export const untilMidnight = (now: number) => DAY_MS - (now % DAY_MS) + 1000;

/**
 * The server's analytics: opened at start and on use after a failure (retried on the next request,
 * like the lead store). Pruned at open and just after each UTC midnight, so a day's salt and visitor
 * hashes are gone minutes after the day, even with no visit then (timers never keep the process alive).
 */
export function analyticsService(database: () => Promise<AnalyticsDatabase>, rawDays: number, log: (line: string) => void = (line) => console.error(line)) {
  let owned = false;
  let opening: Promise<AnalyticsStore> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const prune = (store: AnalyticsStore) =>
    store.prune(rawDays).catch((error: unknown) => log(`analytics retention: not run (${(error as { code?: string }).code ?? (error as Error).name})`));

  const get = (): Promise<AnalyticsStore> =>
    (opening ??= (async () => {
      const opened = await database();
      owned = opened.owned;
      const { db } = opened;
      try {
        const store = await AnalyticsStore.open(db, opened.engine);
        void prune(store);
        const nightly = () => {
          void prune(store);
          timer = setTimeout(nightly, untilMidnight(Date.now()));
          timer.unref();
        };
        timer = setTimeout(nightly, untilMidnight(Date.now()));
        timer.unref();
        return store;
      } catch (error) {
        if (opened.owned) await db.destroy().catch(() => undefined);
        throw error;
      }
    })().catch((error: unknown) => {
      opening = null;
      throw new StorageUnavailableError((error as { code?: string }).code ?? 'OPEN_FAILED');
    }));

  const close = async () => {
    if (timer) clearTimeout(timer);
    const store = await opening?.catch(() => null);
    opening = null;
    if (store) {
      await store.close();
      if (owned) await store.db.destroy();
    }
  };
  return { get, close };
}
