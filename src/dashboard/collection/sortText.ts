import type { Row } from '@tanstack/react-table';

// Lower-cased text per record and purpose (a column, or the search), made once per record object:
// TanStack's built-in 'text' sortingFn lower-cases both strings on every comparison (tens of
// thousands per sort of 10,000 rows), and the search would lower-case every record per keystroke.
const keys = new WeakMap<object, Record<string, string>>();

/** `read(source, purpose)` lower-cased, computed once per record object and `purpose` (no closure per call: sorts call it often). */
export function lowerCased<S>(record: object, purpose: string, source: S, read: (source: S, purpose: string) => string): string {
  let byPurpose = keys.get(record);
  if (!byPurpose) keys.set(record, (byPurpose = {}));
  return (byPurpose[purpose] ??= read(source, purpose).toLowerCase());
}

const columnText = <T>(row: Row<T>, columnId: string) => String(row.getValue(columnId) ?? '');
const keyOf = <T>(row: Row<T>, columnId: string) => lowerCased(row.original as object, columnId, row, columnText);

/** A TanStack sortingFn: the same order as the built-in 'text' (case-insensitive, by code unit), cached keys. */
export function byText<T>(rowA: Row<T>, rowB: Row<T>, columnId: string): number {
  const a = keyOf(rowA, columnId);
  const b = keyOf(rowB, columnId);
  return a === b ? 0 : a > b ? 1 : -1;
}
