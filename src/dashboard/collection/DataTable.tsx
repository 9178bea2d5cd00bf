import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import { useSearchParams } from 'wouter';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { useClientValue } from '../../ui/useHydrated';
import { downloadText, toCsv, type CsvColumn } from '../data/csv';
import { lowerCased } from './sortText';
import { MAX_QUERY, PAGE_SIZE, readView, writeView, type TableView } from './tableState';

export interface ColumnMeta {
  /** Render the cells as row headers (the record's name). */
  rowHeader?: boolean;
  className?: string;
}

export interface TableFilter {
  /** URL parameter and column id, e.g. 'status'. */
  param: string;
  label: string;
  options: readonly string[];
}

interface DataTableProps<T extends { id: string }> {
  caption: string;
  /** 'post' / 'posts', for counts and messages. */
  noun: [one: string, many: string];
  data: readonly T[];
  columns: ColumnDef<T, never>[];
  /** Text the search box matches (case-insensitive). */
  searchText: (row: T) => string;
  searchLabel: string;
  filter: TableFilter;
  csv: { filename: string; columns: readonly CsvColumn<T>[] };
  rowName: (row: T) => string;
  /** Shown beside the row's name, outside its three-line clamp, so a long name never hides it. */
  rowBadge?: (row: T) => ReactNode;
  actions: (row: T, name: string) => ReactNode;
  empty: ReactNode;
  density: 'comfortable' | 'compact';
  /** The device's data has loaded (before that, `data` is the sample the page was built with). */
  settled: boolean;
}

/** Previous and Next; at either end they stay focusable (aria-disabled) and look unavailable. */
const PAGE_BUTTON = 'btn-secondary btn-sm aria-disabled:(cursor-not-allowed opacity-50)';
// The search text's entry in the per-record cache (no column id starts with NUL).
const SEARCH_KEY = '\u0000search';

/** Accessible names stay readable even for a 10,000-character title. */
export const shortName = (name: string) => ([...name].length > 80 ? `${[...name].slice(0, 80).join('')}…` : name);

/**
 * A TanStack table whose view (search, sort, filter, page) lives in the URL. Wide screens get a
 * table; below 768 px every row becomes a card (CSS), so its actions are in reach without
 * scrolling sideways.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { caption, noun, data, columns, searchText, searchLabel, filter, csv, rowName, rowBadge, actions, empty, density, settled } = props;
  const [params, setParams] = useSearchParams();
  const sortable = useMemo(() => columns.filter((c) => c.enableSorting !== false).map((c) => c.id!), [columns]);
  // The prerendered page has no query, so the first client render must not have one either.
  const search = useClientValue(params.toString(), '');
  const view = readView(new URLSearchParams(search), sortable, filter.param, filter.options);

  // The search box keeps its own text so fast typing is never overtaken by the URL round trip.
  // A search longer than the URL keeps is still the one typed: only a different one (Back) replaces it.
  const [query, setQuery] = useState(view.q);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => setQuery((typed) => (typed.slice(0, MAX_QUERY) === view.q ? typed : view.q)), [view.q]);

  // A search typed or a filter chosen in the prerendered table before its code ran is still in the
  // fields (prerendered empty: no search, All); the next render would put the URL's view back over it,
  // so it goes into the URL first, over the URL's own view (the prerendered fields could not show that).
  // A table rendered in the app shows the URL's view, so nothing differs and nothing happens.
  const filterRef = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const now = readView(params, sortable, filter.param, filter.options);
    const q = searchRef.current?.value || now.q;
    const chosen = filterRef.current?.value || now.filter;
    if (q.slice(0, MAX_QUERY) === now.q && chosen === now.filter) return;
    setQuery(q);
    setParams(writeView({ ...now, q, filter: chosen, page: 1 }, filter.param));
  }, []); // once: on the commit that adopts the prerendered fields

  // Each sort, filter or page is a step Back undoes. Typing replaces the entry once a search is
  // under way (its first letter adds one); correcting a page past the end replaces it too.
  const update = (next: Partial<TableView>, replace = false) => {
    const merged = { ...view, q: query, ...next };
    setParams(writeView(merged, filter.param), { replace });
  };

  // TanStack recomputes a row model whenever one of its inputs is a new object, so an unchanged
  // view keeps the same objects: a render that changes neither sort nor filter sorts nothing again.
  const sortId = view.sort?.id;
  const sortDesc = view.sort?.desc ?? false;
  const sorting = useMemo(() => (sortId ? [{ id: sortId, desc: sortDesc }] : []), [sortId, sortDesc]);
  const columnFilters = useMemo(() => (view.filter ? [{ id: filter.param, value: view.filter }] : []), [filter.param, view.filter]);
  const pagination = useMemo(() => ({ pageIndex: view.page - 1, pageSize: PAGE_SIZE }), [view.page]);

  const table = useReactTable<T>({
    data: data as T[],
    columns,
    state: { globalFilter: query, sorting, columnFilters, pagination },
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    // One column carries the search, which reads the whole record.
    getColumnCanGlobalFilter: (column) => column.id === columns[0]!.id,
    // Spaces around the words (a paste, a trailing space) do not make every row miss.
    globalFilterFn: (row: Row<T>, _id, value: string) =>
      lowerCased(row.original, SEARCH_KEY, row.original, searchText).includes(value.trim().toLowerCase()),
    autoResetPageIndex: false,
    enableSortingRemoval: false,
  });

  const filtered = table.getPrePaginationRowModel().rows;
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const page = Math.min(view.page, pageCount);
  const rows = table.getPaginationRowModel().rows;
  // A page past the end (after deletes, or typed into the URL) moves to the last page,
  // judged only on the device's data, never on the sample shown while it loads.
  const outOfRange = settled && page !== view.page;
  useEffect(() => {
    if (outOfRange) update({ page }, true);
  });
  const first = filtered.length === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, filtered.length);

  const exportCsv = () => {
    downloadText(csv.filename, toCsv(filtered.map((r) => r.original), csv.columns), 'text/csv;charset=utf-8');
  };
  // Export pressed while the device's data still loads (made again from before the app ran, say):
  // the file is made once the data is here, of the rows then shown, never of the sample shown meanwhile.
  const [exportWaits, setExportWaits] = useState(false);
  useEffect(() => {
    if (!settled || !exportWaits) return;
    setExportWaits(false);
    if (filtered.length > 0) exportCsv(); // as the button, disabled for an empty view
  }, [settled, exportWaits]);

  const sortColumn = sortId ? table.getColumn(sortId) : undefined;
  const sortedBy = sortColumn ? { label: String(sortColumn.columnDef.header), desc: sortDesc } : null;

  const cellPad = density === 'compact' ? 'px-3 py-1.5' : 'px-4 py-3';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor={`${filter.param}-search`} className="field-label">
            {searchLabel}
          </label>
          <input
            ref={searchRef}
            id={`${filter.param}-search`}
            type="search"
            dir="auto"
            className="field"
            value={query}
            onChange={(e) => {
              const q = e.currentTarget.value;
              setQuery(q);
              update({ q, page: 1 }, !!view.q);
            }}
          />
        </div>
        <div>
          <label htmlFor={`${filter.param}-filter`} className="field-label">
            {filter.label}
          </label>
          <select
            ref={filterRef}
            id={`${filter.param}-filter`}
            // The search field's height (a select's own is 3 px shorter), so the two line up side by side.
            className="field h-11.5"
            value={view.filter}
            onChange={(e) => update({ filter: e.currentTarget.value, page: 1 })}
          >
            <option value="">All</option>
            {filter.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-secondary btn-sm sm:ml-auto" onClick={() => (settled ? exportCsv() : setExportWaits(true))} disabled={filtered.length === 0}>
          <Icon name="i-lucide-download" className="h-4 w-4" />
          Export CSV
        </button>
      </div>

      <p aria-live="polite" className="m-0 text-sm text-slate-600" data-testid="table-summary">
        {filtered.length === 0
          ? `No ${noun[1]} to show.`
          : `Showing ${first}–${last} of ${filtered.length.toLocaleString('en-US')} ${filtered.length === 1 ? noun[0] : noun[1]}.`}
      </p>

      {/* aria-sort alone is read only when a reader moves onto the header: the change is said here. */}
      <p aria-live="polite" className="sr-only" data-testid="table-sort">
        {sortedBy ? `Sorted by ${sortedBy.label}, ${sortedBy.desc ? 'descending' : 'ascending'}.` : ''}
      </p>

      {data.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-slate-300 px-6 py-10 text-center">{empty}</div>
      ) : filtered.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="m-0 font-semibold text-ink">No {noun[1]} match this search.</p>
          {/* The button goes away with the empty state: focus moves to the search box, not to the page's top. */}
          <button
            type="button"
            className="btn-secondary btn-sm mt-3"
            onClick={() => {
              searchRef.current?.focus();
              setQuery('');
              update({ q: '', filter: '', page: 1 });
            }}
          >
            Clear search and filter
          </button>
        </div>
      ) : (
        <table className="ns-table w-full border-collapse text-left text-sm" data-density={density}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200">
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const label = String(header.column.columnDef.header);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      className={cx('whitespace-nowrap text-xs font-semibold uppercase tracking-wide text-slate-600', cellPad, !canSort && 'ns-unsortable')}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="focus-ring -mx-1 inline-flex cursor-pointer items-center gap-1 rounded border-0 bg-transparent px-1 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700 hover:text-ink"
                          onClick={() => update({ sort: { id: header.column.id, desc: sorted === 'asc' }, page: 1 })}
                        >
                          {label}
                          <Icon
                            name={sorted === 'asc' ? 'i-lucide-arrow-up' : sorted === 'desc' ? 'i-lucide-arrow-down' : 'i-lucide-arrow-up-down'}
                            className={cx('h-3.5 w-3.5', !sorted && 'opacity-50')}
                          />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
                <th scope="col" className={cx('ns-unsortable whitespace-nowrap text-xs font-semibold uppercase tracking-wide text-slate-600', cellPad)}>
                  Actions
                </th>
              </tr>
            ))}
          </thead>
          <tbody>
            {/* Keyed by position: a sort or a new page updates the ten rows in place instead of
                replacing all their elements (rows keep no state of their own). */}
            {rows.map((row, position) => {
              const name = rowName(row.original);
              return (
                <tr key={position} className="border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta as ColumnMeta | undefined;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    const label = String(cell.column.columnDef.header);
                    return meta?.rowHeader ? (
                      <th key={cell.id} scope="row" className={cx('text-left font-semibold text-ink', cellPad, meta.className)}>
                        {rowBadge ? (
                          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                            <span dir="auto" className="line-clamp-3 min-w-0 [overflow-wrap:anywhere]">{content}</span>
                            {rowBadge(row.original)}
                          </span>
                        ) : (
                          <span dir="auto" className="line-clamp-3 [overflow-wrap:anywhere]">{content}</span>
                        )}
                      </th>
                    ) : (
                      <td key={cell.id} data-label={label} className={cx('text-slate-700', cellPad, meta?.className)}>
                        {content}
                      </td>
                    );
                  })}
                  <td className={cx('ns-actions', cellPad)}>{actions(row.original, shortName(name))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {filtered.length > PAGE_SIZE && (
        <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-between gap-3">
          {/* aria-disabled at the ends, not disabled: that would drop the focus of the keyboard user who got there. */}
          <button type="button" className={PAGE_BUTTON} aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && update({ page: page - 1 })}>
            <Icon name="i-lucide-chevron-left" className="h-4 w-4" />
            Previous
          </button>
          <p className="m-0 text-sm text-slate-700" aria-current="page">
            Page {page} of {pageCount}
          </p>
          <button type="button" className={PAGE_BUTTON} aria-disabled={page >= pageCount || undefined} onClick={() => page < pageCount && update({ page: page + 1 })}>
            Next
            <Icon name="i-lucide-chevron-right" className="h-4 w-4" />
          </button>
        </nav>
      )}
    </div>
  );
}
