// Spreadsheets run a cell that starts like a formula (=, +, -, @, or a tab or CR before one).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180), for every CSV the project writes (dashboard download, lead export): a
 * cell a spreadsheet would run as a formula gets a leading apostrophe, so opening the file never
 * executes what someone typed; quotes, commas, line breaks and spaces at either end are quoted.
 */
export function csvCell(value: string | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}
