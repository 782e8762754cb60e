'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useRef } from 'react';
import { cn } from '@/components/ui/class-names';
import { useScrollsSideways } from '@/components/ui/use-scrolls-sideways';
import { cellText, isNumericKind, type ReportColumn } from '@/lib/reports/columns';
import { SORT_DIRECTION_PARAM, SORT_PARAM } from '@/lib/reports/definition';
import { setReportParam } from './use-report-filter';

type ReportTableProps<Row> = {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals?: Row | null;
  rowKey: (row: Row) => string;
  /** A cell that opens something (a job's /:id/sua-task): its href, or null for a plain cell. */
  cellHref?: (column: ReportColumn<Row>, row: Row) => string | null;
  /** Clicking the first cell selects the row (e.g. a day, to list its jobs). */
  onSelectRow?: (row: Row) => void;
  selectedKey?: string | null;
};

/** Numbers right-aligned on one line; dates, datetimes and columns that ask for it on one line. */
function cellClassName(column: ReportColumn<never>) {
  return cn('px-3 py-2 text-foreground', isNumericKind(column.kind) && 'text-right tabular-nums', (isNumericKind(column.kind) || column.kind === 'day' || column.kind === 'datetime' || column.nowrap) && 'whitespace-nowrap');
}

/**
 * Headers wrap onto a second line instead of widening the table (or being cut: 'THAY ĐỔI DOANH…'
 * on /doanh-thu), figures never wrap; a table wider than the screen scrolls inside its own frame
 * (docs/decisions/ui-conventions.md, "Report tables").
 *
 * A report's table, from the same column definitions the export uses. Sortable columns sort
 * through the URL (?sap=…&chieu=…), so the export comes out in the same order.
 */
export function ReportTable<Row>({ caption, columns, rows, totals, rowKey, cellHref, onSelectRow, selectedKey }: ReportTableProps<Row>) {
  const searchParams = useSearchParams();
  const sortKey = searchParams.get(SORT_PARAM);
  const descending = searchParams.get(SORT_DIRECTION_PARAM) === 'giam';
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame);

  const sortBy = (key: string) => {
    const nextDescending = sortKey === key ? !descending : isNumericKind(columns.find((column) => column.key === key)!.kind);
    setReportParam(SORT_PARAM, key);
    setReportParam(SORT_DIRECTION_PARAM, nextDescending ? 'giam' : 'tang');
  };

  return (
    <div
      ref={frame}
      data-report-table
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${caption} (cuộn ngang để xem thêm cột)` } : {})}
      // Sideways only: overflow-x alone makes the frame scroll vertically too when the table's
      // fractional height rounds a pixel over, a scroll box axe (and the keyboard) then miss.
      className="max-w-full overflow-x-auto overflow-y-hidden overscroll-x-contain rounded-2xl border border-border bg-surface shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-background text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column) => {
              const sorted = sortKey === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined}
                  title={column.header}
                  className={cn('min-w-[5.5rem] max-w-[9rem] px-3 py-2 align-bottom font-semibold leading-snug', isNumericKind(column.kind) && 'text-right')}
                >
                  {column.sortable ? (
                    <button type="button" className={cn('inline-flex items-end gap-1 rounded uppercase', isNumericKind(column.kind) ? 'text-right' : 'text-left', 'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary')} onClick={() => sortBy(column.key)}>
                      {column.header}
                      <span aria-hidden="true">{sorted ? (descending ? '▼' : '▲') : '↕'}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} className={cn('border-t border-border', selectedKey === key && 'bg-primary-soft')}>
                {columns.map((column, index) => {
                  const text = cellText(column, row);
                  const href = cellHref?.(column, row) ?? null;
                  return (
                    <td key={column.key} className={cellClassName(column)}>
                      {href ? (
                        <Link href={href} className="font-medium text-primary hover:underline">
                          {text}
                        </Link>
                      ) : index === 0 && onSelectRow ? (
                        <button type="button" aria-pressed={selectedKey === key} className="font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary" onClick={() => onSelectRow(row)}>
                          {text}
                        </button>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        {totals && (
          <tfoot className="border-t-2 border-border bg-background font-semibold">
            <tr>
              {columns.map((column) => (
                <td key={column.key} className={cellClassName(column)}>
                  {cellText(column, totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
