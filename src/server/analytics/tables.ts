import type { Generated } from 'kysely';

/**
 * The analytics tables (Kysely's view of them). Nothing here names a person: raw events carry no
 * address, user agent or visitor hash; the per-day visitor hashes and the day's salt are deleted
 * once the day is over.
 */
export interface AnalyticsTables {
  /** Today's random salt (one row; yesterday's is deleted at the first event of a new day). */
  analytics_salt: { day: string; salt: string };
  /** Today's visitor hashes, to count each visitor once a day and a conversion once. */
  analytics_visitors: { day: string; visitor: string; converted: number };
  /** Raw events, kept ANALYTICS_RAW_DAYS (30) days: re-rolling up or auditing a figure needs them. */
  analytics_events: {
    id: Generated<number>;
    ts: number;
    day: string;
    kind: string;
    path: string;
    template: string;
    source: string | null;
    device: string;
    language: string | null;
    engaged_ms: number | null;
    metric: string | null;
    value: number | null;
  };
  /** Per-day totals: what the cards and the daily chart read. */
  analytics_days: { day: string; views: number; visitors: number; conversions: number; engaged_ms: number };
  /** Per-day counts by dimension (page, source, device, language) and key. */
  analytics_dims: { day: string; dim: string; key: string; views: number; visitors: number; leads: number };
  /** Per-day histograms of each vital per page template (buckets 5 % apart), for p75 over any range. */
  analytics_vitals: { day: string; template: string; metric: string; bucket: number; n: number };
}
