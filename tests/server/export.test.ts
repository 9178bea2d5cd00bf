// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, toCsv } from '../../src/server/export';
import type { StoredLead } from '../../src/server/store';

const lead = (over: Partial<StoredLead>): StoredLead => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'contact',
  createdAt: '2026-11-30T06:00:00.000Z',
  receivedAt: '2026-11-30T06:00:01.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  message: 'Hello',
  ...over,
});

/** Reads RFC 4180 text back into rows, as a spreadsheet does. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    }
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('npm run leads -- export --format csv', () => {
  it('never hands a spreadsheet a formula: a cell starting with =, +, - or @ starts with an apostrophe', () => {
    const rows = parseCsv(toCsv([lead({ name: '=HYPERLINK("http://evil.example","Click")', company: '+1+1', message: '-2+3', email: '@SUM(A1)' })]));
    const at = (column: (typeof EXPORT_COLUMNS)[number]) => rows[1]![EXPORT_COLUMNS.indexOf(column)];
    expect(at('name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(at('company')).toBe("'+1+1");
    expect(at('message')).toBe("'-2+3");
    expect(at('email')).toBe("'@SUM(A1)");
  });

  it('starts with the header row, not a byte-order mark (scripts read it; the dashboard download has one for Excel)', () => {
    const csv = toCsv([lead({ name: 'Jürgen Groß' })]);
    expect(csv.startsWith('id,kind,')).toBe(true);
    expect(parseCsv(csv)[1]![EXPORT_COLUMNS.indexOf('name')]).toBe('Jürgen Groß');
  });

  it('keeps quotes, commas and line breaks inside one cell, and one lead on one row', () => {
    const message = 'We sell "widgets", gadgets\nand more,\r\nacross lines';
    const rows = parseCsv(toCsv([lead({ message }), lead({ id: '22222222-2222-4222-8222-222222222222' })]));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[1]![EXPORT_COLUMNS.indexOf('message')]).toBe(message);
    expect(rows[2]![0]).toBe('22222222-2222-4222-8222-222222222222');
  });
});
