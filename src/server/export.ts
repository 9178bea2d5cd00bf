import { csvCell } from '../lib/csvCell';
import type { StoredLead } from './store';

export const EXPORT_COLUMNS = ['id', 'kind', 'createdAt', 'receivedAt', 'name', 'email', 'company', 'message', 'service', 'job', 'link'] as const;

/** CSV for scripts: no byte-order mark (the dashboard's download has one, for Excel). */
export function toCsv(leads: readonly StoredLead[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const lead of leads) lines.push(EXPORT_COLUMNS.map((c) => csvCell(lead[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(leads: readonly StoredLead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}
