const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-03-04' -> 'March 4, 2025' without locale or time-zone dependence (same on server and client). */
export function formatIsoDate(iso: string): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return `${MONTHS[m - 1] ?? ''} ${d}, ${y}`;
}
