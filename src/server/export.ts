import type { StoredLead } from './store';

export const EXPORT_COLUMNS = ['id', 'kind', 'createdAt', 'receivedAt', 'name', 'email', 'company', 'message', 'service', 'job', 'link'] as const;

/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would run as a formula (=, +, -, @) gets a
 * leading apostrophe, so opening an export never executes what a visitor typed.
 */
function csvCell(value: string | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads: readonly StoredLead[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const lead of leads) lines.push(EXPORT_COLUMNS.map((c) => csvCell(lead[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(leads: readonly StoredLead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}
