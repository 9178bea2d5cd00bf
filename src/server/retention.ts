import type { InboxStore } from './inboxStore';

const DAY_MS = 24 * 3600_000;

/**
 * LEAD_RETENTION_DAYS: erases leads older than `days` now and then once a day (the store writes one
 * audit entry per run). The timer never keeps the process alive; the returned function stops it.
 */
export function startRetention(store: () => InboxStore, days: number, log: (line: string) => void = (line) => console.error(line)): () => void {
  const run = () =>
    store()
      .eraseOlderThan(days)
      .then((erased) => erased > 0 && log(`retention: erased ${erased} lead${erased === 1 ? '' : 's'} older than ${days} days`))
      .catch((error: unknown) => log(`retention: not run (${(error as { code?: string }).code ?? (error as Error).name})`));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
