import type { RuntimeCaching } from 'workbox-build';

/** What the worker imports: the replay itself (plain JavaScript, with the page's outbox and lock names). */
export const LEAD_REPLAY_SCRIPT = '/lead-replay.js';

/**
 * Background Sync for the lead API (Workbox, through vite-plugin-pwa's generateSW): a lead POST
 * that fails for lack of network is kept by the service worker and replayed when the browser
 * regains a connection, even if no page of the site is open then. The page's own outbox still
 * resends it later; the server stores an id once, so the two never make a duplicate. The replay
 * (public/lead-replay.js) sends a copy only while the outbox still has its lead queued, holding
 * the lead's lock, so a Discard on the dashboard is final.
 */
export function leadBackgroundSync(endpoint = '/api/leads'): RuntimeCaching {
  const escaped = endpoint.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Workbox matches a cross-origin URL only by a pattern anchored at its start.
  const urlPattern = /^https?:/i.test(endpoint) ? new RegExp(`^${escaped}$`) : new RegExp(`${escaped}$`);
  return {
    urlPattern,
    method: 'POST',
    handler: 'NetworkOnly',
    options: {
      backgroundSync: {
        name: 'lead-outbox',
        options: {
          maxRetentionTime: 7 * 24 * 60,
          // Written into the worker as source: it may only name what the worker has.
          onSync: (options) => (globalThis as unknown as { replayLeads(options: unknown): Promise<void> }).replayLeads(options),
        },
      },
    },
  };
}
