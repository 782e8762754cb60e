import { ReportJobStatusDocument, type ReportJobStatusQuery } from '../../graphql/generated/operations.generated';
import { statusLabelOf } from '../../domain/task-status';
import { field, type ReportColumn } from './columns';
import type { ReportDefinition } from './definition';
import type { ReportFilterInput } from './period';
import { JOB_COLUMNS, loadReportJobs, type JobListRow } from './job-list';
import { reportKeys, type ReportQuery } from './report-queries';

export type StatusReport = ReportJobStatusQuery['report_job_status'];
export type JobStatusRow = StatusReport['rows'][number];

const hoursSince = (iso: string | null, now: number) => (iso ? Math.round(((now - Date.parse(iso)) / 3_600_000) * 10) / 10 : null);

/**
 * The columns, with waits counted to `now()`: the export's clock, or on screen the page's "now"
 * (components/ui/now.tsx), so the server's HTML and the browser's first render print the same wait.
 */
export function jobStatusColumns(now: () => number): ReportColumn<JobStatusRow>[] {
  return [
    { key: 'status', header: 'Trạng thái', kind: 'text', value: (row) => (row.status ? statusLabelOf(row.status) : 'Tổng') },
    field('jobs', 'Số việc', 'integer'),
    field('files', 'Số file', 'integer'),
    field('oldestSince', 'Việc chờ lâu nhất từ', 'datetime'),
    { key: 'oldestWait', header: 'Đã chờ', kind: 'hours', value: (row) => hoursSince(row.oldestSince, now()) },
  ];
}

/** /trang-thai-job (issue 9 item 3): jobs of the period by their status now. */
export const jobStatusReport: ReportDefinition<JobStatusRow> = {
  id: 'trang-thai-job',
  title: 'Trạng thái việc',
  fileName: 'trang-thai-job',
  columns: jobStatusColumns(Date.now),
  async load(request, filter) {
    const { report_job_status: report } = await request(ReportJobStatusDocument, { filter });
    return { rows: report.rows, totals: report.totals, nextCursor: null };
  },
};

/** The stuck jobs' columns, with waits counted to `now()` as in jobStatusColumns. */
export function stuckJobColumns(now: () => number): ReportColumn<JobListRow>[] {
  return [
    ...JOB_COLUMNS.filter((column) => column.key !== 'completedAt'),
    { key: 'statusSince', header: 'Vào trạng thái lúc', kind: 'datetime', value: (row) => row.statusSince || null },
    { key: 'waited', header: 'Đã chờ', kind: 'hours', value: (row) => hoursSince(row.statusSince || null, now()) },
  ];
}

/**
 * The stuck jobs of /trang-thai-job (created in the period, waiting past the thresholds), longest
 * wait first, a page at a time ('Xem thêm') like every job list, with their count and files.
 */
export const stuckJobsReport: ReportDefinition<JobListRow> = {
  id: 'job-bi-ket',
  title: 'Việc bị kẹt',
  fileName: 'job-bi-ket',
  columns: stuckJobColumns(Date.now),
  load: (request, filter, _params, cursor, reader) => loadReportJobs(request, { filter, basis: 'stuck', day: null }, cursor, reader),
};

/** The figures' request (the stuck jobs are a paged query of their own: stuckJobsReport). */
export function jobStatusQuery(input: ReportFilterInput | null): ReportQuery<StatusReport> {
  return {
    queryKey: reportKeys.report(jobStatusReport.id, input, []),
    pages: false,
    load: async (request) => (await request(ReportJobStatusDocument, { filter: input! })).report_job_status,
  };
}
