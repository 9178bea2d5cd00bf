/**
 * The analytics contract shared by the page's collector, the server and the dashboard: what a
 * beacon may carry, the ranges the dashboard asks for and the shape of its answer.
 */

/** A beacon's body at most (bytes) and its events at most: one page visit's views, vitals and lead. */
export const EVENTS_MAX_BYTES = 8 * 1024;
export const EVENTS_MAX_COUNT = 40;
export const PATH_MAX_LENGTH = 200;
export const HOST_MAX_LENGTH = 100;
export const UTM_MAX_LENGTH = 60;
export const LANGUAGE_MAX_LENGTH = 35;
/** A page's engaged time is capped here: a tab left open overnight is not a long visit. */
export const ENGAGED_MAX_MS = 30 * 60_000;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** One event of a page visit: a view (with where it came from), a Core Web Vital, a lead sent. */
export type PageEvent =
  | { type: 'view'; path: string; referrer?: string; utmSource?: string; language?: string; engagedMs?: number }
  | { type: 'vital'; path: string; name: VitalName; value: number }
  | { type: 'lead'; path: string };

export interface EventBatch {
  events: PageEvent[];
}

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/**
 * Google's thresholds for each vital at the 75th percentile: at or under `good` is good, above
 * `poor` is poor, in between needs improvement (ms; CLS has no unit).
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export const rateVital = (name: VitalName, value: number): VitalRating =>
  value <= VITAL_THRESHOLDS[name].good ? 'good' : value <= VITAL_THRESHOLDS[name].poor ? 'needs-improvement' : 'poor';

export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
}
export interface Ranked {
  key: string;
  visitors: number;
  views: number;
}
export interface PageFigures {
  path: string;
  views: number;
  leads: number;
}
export interface TemplateVitals {
  template: string;
  vitals: { name: VitalName; p75: number; samples: number; rating: VitalRating }[];
}

/** GET /api/admin/analytics?days=N: the range's totals, days, and the three tabs' tables. */
export interface AnalyticsReport {
  days: AnalyticsRange;
  /** The first and last day (UTC, YYYY-MM-DD) of the range. */
  from: string;
  to: string;
  generatedAt: string;
  totals: { views: number; visitors: number; conversions: number; engagedMs: number };
  daily: DayFigures[];
  sources: Ranked[];
  pages: PageFigures[];
  vitals: TemplateVitals[];
  devices: Ranked[];
  languages: Ranked[];
}
