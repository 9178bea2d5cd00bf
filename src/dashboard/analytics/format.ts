import type { VitalName, VitalRating } from '../../lib/analytics/contract';

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
export const count = whole;

/** "3.8%": one decimal, none for zero. */
export const percent = (part: number, total: number): string => (total > 0 ? `${((part / total) * 100).toFixed(1)}%` : '0%');

/** "2m 46s", "45s", "0s". */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const m = Math.floor(seconds / 60);
  return m > 0 ? `${m}m ${seconds % 60}s` : `${seconds}s`;
}

/** A vital's p75 as people read it: seconds for LCP, FCP and TTFB above a second, ms for INP, no unit for CLS. */
export function vitalValue(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  if (name !== 'INP' && value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${whole(value)} ms`;
}

export const ratingLabel: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

/** "Dec 7" for a YYYY-MM-DD day (UTC). */
export const shortDay = (day: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
