import type { SiteSettings } from '../../content/dashboard/settings';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2025-05-14' -> 'May 14, 2025' (or '14 May 2025', or as is, by the Appearance setting);
 * deterministic (no locale or time zone), so server and client agree.
 */
export function formatDate(iso: string, format: SiteSettings['dateFormat'] = 'long'): string {
  if (format === 'iso') return iso;
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  return format === 'day-first' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
