import { csvCell } from '../../lib/csvCell';

/** One CSV column: its header and how a row's cell reads. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

/**
 * RFC 4180 CSV (CRLF line ends) with a byte-order mark: Excel reads a file without one in the
 * system's legacy code page ("JÃ¼rgen"). The lead CLI's export is for scripts and has none.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link (no network involved). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
