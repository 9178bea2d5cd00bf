import { offlineState } from './offlineStatus';

/** Written by the build (scripts/pwa-config.ts) beside sw.js: what the precache holds. */
export const PRECACHE_SUMMARY_URL = '/precache.json';
const POLL_MS = 250;

export interface PrecacheSummary {
  files: number;
  bytes: number;
}

/** Entries Workbox has stored so far: it fills its precache one file at a time while installing. */
async function storedEntries(): Promise<number> {
  const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
  return name ? (await (await caches.open(name)).keys()).length : 0;
}

/**
 * Reports the first install's download as "files done of total" in `offlineState`, by counting
 * the precache's entries against the build's summary, until `stop()` (the worker activated).
 */
export function trackPrecache(onProgress: (done: number, total: number) => void = () => {}): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  void (async () => {
    let summary: PrecacheSummary;
    try {
      summary = (await (await fetch(PRECACHE_SUMMARY_URL, { cache: 'no-cache' })).json()) as PrecacheSummary;
    } catch {
      return; // progress is a nicety: without the summary the ready toast still comes
    }
    const poll = async () => {
      if (stopped) return;
      const done = Math.min(await storedEntries(), summary.files);
      if (stopped) return;
      offlineState.value = { phase: 'downloading', done, total: summary.files };
      onProgress(done, summary.files);
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    await poll();
  })();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
