import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';

export interface Column<T> {
  /** Header text (also the column's name for assistive technology, and the field's label on a card). */
  header: string;
  cell: (row: T) => ReactNode;
  /** Render this column's cells as row headers (<th scope="row">). */
  rowHeader?: boolean;
  /** The row's buttons: beside the fields on a card, unlabelled. */
  actions?: boolean;
  className?: string;
  /** Hide the header text visually (it stays readable by screen readers). */
  headerHidden?: boolean;
}

interface TableProps<T> {
  /** Visible caption; also names the scroll region. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  className?: string;
}

/**
 * A real <table>. Below 768 px each row is a card (dashboard.css's `.ns-table`, as the data
 * tables): fields one under another with their labels, the row's buttons beside them, so nothing
 * needs sideways scrolling. Wider, it may scroll sideways inside its keyboard-scrollable region.
 */
export function Table<T>({ caption, captionHidden, columns, rows, rowKey, className }: TableProps<T>) {
  return (
    <section aria-label={caption} tabIndex={0} className={cx('focus-ring max-w-full overflow-x-auto rounded-xl', className)}>
      <table className="ns-table w-full border-collapse text-left text-sm md:min-w-[40rem]">
        <caption className={cx('pb-3 text-left text-base font-semibold text-ink', captionHidden && 'sr-only')}>{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((col) => (
              // ns-unsortable: on a card each field carries its own label, so the header row is for screen readers only.
              <th key={col.header} scope="col" className={cx('ns-unsortable whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600', col.className)}>
                {col.headerHidden ? <span className="sr-only">{col.header}</span> : col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
              {columns.map((col) =>
                col.rowHeader ? (
                  <th key={col.header} scope="row" className={cx('px-4 py-3 text-left font-semibold text-ink', col.className)}>
                    {col.cell(row)}
                  </th>
                ) : (
                  <td
                    key={col.header}
                    data-label={col.actions || col.headerHidden ? undefined : col.header}
                    className={cx('px-4 py-3 text-slate-700', col.actions && 'ns-actions', col.className)}
                  >
                    {col.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
