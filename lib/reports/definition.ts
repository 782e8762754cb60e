// A report as both the screen and the export route use it: its columns and how to load one page
// of rows from the provider. The screen loads with the browser's gqlRequest, the export route
// with the server's callProvider, so both read exactly the same rows for the same URL.
import type { TypedOperation } from '@/graphql/operation';
import type { ReportFilterInput } from './period';
import type { CellValue, ReportColumn } from './columns';

/** Runs one typed operation (gqlRequest in the browser, callProvider with the token on the server). */
export type Requester = <TResult, TVariables>(operation: TypedOperation<TResult, TVariables>, variables: TVariables) => Promise<TResult>;

export type ParamsLike = { get(name: string): string | null };

export type ReportPage<Row> = {
  rows: Row[];
  /** The totals row (same columns; the first text column says 'Tổng'), on the first page only. */
  totals: Row | null;
  /** Cursor of the next page, null on the last. */
  nextCursor: string | null;
};

export type ReportDefinition<Row> = {
  /** URL segment of the export: /api/reports/<id>/export. */
  id: string;
  /** Sheet name and start of the file name. */
  title: string;
  /** ASCII file name stem ('job-theo-ngay'). */
  fileName: string;
  columns: ReportColumn<Row>[];
  /** Report-specific URL params the load reads (grain, day, sort …), carried into the export link. */
  params?: readonly string[];
  /** `reader`: the export may read bigger pages than the screen (and its server prefetch) shows. */
  load: (request: Requester, filter: ReportFilterInput, params: ParamsLike, cursor: string | null, reader?: 'screen' | 'export') => Promise<ReportPage<Row>>;
};

/** Rows per page of a job list (job list, customer detail, pay per person): the screen reads 200
 * (more on scroll), the export 2,000 at a time (fewer round trips, the same rows). */
export const PAGE_SIZE = { screen: 200, export: 2000 } as const;

// Definitions are stored in one registry whatever their row type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReportDefinition = ReportDefinition<any>;

export const SORT_PARAM = 'sap';
export const SORT_DIRECTION_PARAM = 'chieu';

/** Rows sorted as the URL asks (?sap=<column key>&chieu=tang|giam), for the sortable reports. */
export function sortRows<Row>(columns: ReportColumn<Row>[], rows: Row[], params: ParamsLike): Row[] {
  const column = columns.find((candidate) => candidate.sortable && candidate.key === params.get(SORT_PARAM));
  if (!column) return rows;
  const direction = params.get(SORT_DIRECTION_PARAM) === 'giam' ? -1 : 1;
  const rank = (value: CellValue) => (value === null ? null : typeof value === 'number' ? value : column.kind === 'money' ? Number(value) : value);
  return [...rows].sort((a, b) => {
    const left = rank(column.value(a));
    const right = rank(column.value(b));
    if (left === right) return 0;
    if (left === null) return 1; // empty cells last, whatever the direction
    if (right === null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction;
    return String(left).localeCompare(String(right), 'vi') * direction;
  });
}

/**
 * A report of one page whose rows the user sorts by a column (?sap=…&chieu=…): `read` gives the
 * rows and the totals line; the rows are sorted here as the URL asks.
 */
export function sortableReport<Row>(
  definition: Pick<ReportDefinition<Row>, 'id' | 'title' | 'fileName' | 'columns'>,
  read: (request: Requester, filter: ReportFilterInput) => Promise<{ rows: Row[]; totals: Row }>,
): ReportDefinition<Row> {
  return {
    ...definition,
    params: [SORT_PARAM, SORT_DIRECTION_PARAM],
    async load(request, filter, params) {
      const { rows, totals } = await read(request, filter);
      return { rows: sortRows(definition.columns, rows, params), totals, nextCursor: null };
    },
  };
}

/**
 * A count of jobs and their files as a sentence reads it: '5 việc · 102 tệp' (docs/decisions/wording.md,
 * "Counts of jobs and files"). The table columns keep their header 'Số file'.
 */
export const jobsAndFilesLabel = (jobs: number, files: number) => `${jobs.toLocaleString('vi-VN')} việc · ${files.toLocaleString('vi-VN')} tệp`;

/** The first cell of a job list's totals row: 'Tổng (1.234 việc)'. */
export const jobsTotalLabel = (jobs: number) => `Tổng (${jobs.toLocaleString('vi-VN')} việc)`;

/**
 * A list of jobs read a page at a time (PAGE_SIZE: the screen's or the export's), with a totals
 * row on the first page: `read` asks for the page after `page.after`, `totalsRow` turns the
 * page's totals into a row.
 */
export function jobPagesReport<Row, Total>(
  definition: Pick<ReportDefinition<Row>, 'id' | 'title' | 'fileName' | 'columns' | 'params'>,
  read: (request: Requester, filter: ReportFilterInput, params: ParamsLike, page: { after: string | null; limit: number }) => Promise<{ jobs: Row[]; total?: Total | null; nextCursor: string | null }>,
  totalsRow: (total: Total) => Row,
): ReportDefinition<Row> {
  return {
    ...definition,
    async load(request, filter, params, cursor, reader = 'screen') {
      const page = await read(request, filter, params, { after: cursor, limit: PAGE_SIZE[reader] });
      return { rows: page.jobs, totals: page.total ? totalsRow(page.total) : null, nextCursor: page.nextCursor };
    },
  };
}
