import { userRoles } from '../../content/dashboard/users';
import type { CollectionName, Collections } from './types';

/**
 * The order a table shows before a column is sorted, the same in every tab and after every reload
 * (IndexedDB hands records back by id, and new ids are random): posts newest first, pages most
 * recently modified first, users by role then name, as the sample data reads. Ties go by title or
 * name, then id, so no two records ever swap places.
 */
// One collator: localeCompare with options builds one per call, too slow for 10,000 records.
const text = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const newestFirst = (a: string, b: string) => (a === b ? 0 : a > b ? -1 : 1);
const byId = (a: { id: string }, b: { id: string }) => (a.id === b.id ? 0 : a.id > b.id ? 1 : -1);

const compare: { [K in CollectionName]: (a: Collections[K], b: Collections[K]) => number } = {
  posts: (a, b) => newestFirst(a.date, b.date) || text(a.title, b.title) || byId(a, b),
  pages: (a, b) => newestFirst(a.lastModified, b.lastModified) || text(a.title, b.title) || byId(a, b),
  users: (a, b) => userRoles.indexOf(a.role) - userRoles.indexOf(b.role) || text(a.name, b.name) || byId(a, b),
};

/** A sorted copy of `records` in the collection's default order. */
export function inDefaultOrder<K extends CollectionName>(name: K, records: readonly Collections[K][]): Collections[K][] {
  return [...records].sort(compare[name]);
}

/** `list` (in default order) with `record` put in its place, replacing the record of the same id: no full sort per save. */
export function withRecordInPlace<K extends CollectionName>(name: K, list: readonly Collections[K][], record: Collections[K]): Collections[K][] {
  const rest = list.filter((r) => r.id !== record.id);
  let low = 0;
  let high = rest.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare[name](rest[mid]!, record) <= 0) low = mid + 1;
    else high = mid;
  }
  rest.splice(low, 0, record);
  return rest;
}
