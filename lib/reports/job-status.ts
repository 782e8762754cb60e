import { ReportJobStatusDocument, type ReportJobStatusQuery } from '../../graphql/generated/operations.generated';
import type { ReportColumn } from './columns';
import type { ReportDefinition } from './definition';
import type { ReportFilterInput } from '../report-period';
import { JOB_COLUMNS, type JobListRow } from './job-list';
import { reportKeys, type ReportQuery } from './report-queries';

export type StatusReport = ReportJobStatusQuery['report_job_status'];
export type JobStatusRow = StatusReport['rows'][number];
export type StuckJobRow = JobListRow & { waitedHours: number | null };

const hoursSince = (iso: string | null, now: number) => (iso ? Math.round(((now - Date.parse(iso)) / 3_600_000) * 10) / 10 : null);

/** The stuck jobs with how long each has waited (hours, at `now`). */
export function stuckRows(report: StatusReport, now = Date.now()): StuckJobRow[] {
  return report.stuck.map((job) => ({ ...job, waitedHours: hoursSince(job.statusSince, now) }));
}

/**
 * The columns, with waits counted to `now()`: the export's clock, or on screen the page's "now"
 * (components/ui/now.tsx), so the server's HTML and the browser's first render print the same wait.
 */
export function jobStatusColumns(now: () => number): ReportColumn<JobStatusRow>[] {
  return [
    { key: 'status', header: 'Trạng thái', kind: 'text', value: (row) => row.status ?? 'Tổng' },
    { key: 'jobs', header: 'Số job', kind: 'integer', value: (row) => row.jobs },
    { key: 'files', header: 'Số file', kind: 'integer', value: (row) => row.files },
    { key: 'oldestSince', header: 'Job chờ lâu nhất từ', kind: 'datetime', value: (row) => row.oldestSince },
    { key: 'oldestWait', header: 'Đã chờ', kind: 'hours', value: (row) => hoursSince(row.oldestSince, now()) },
  ];
}

/** /trang-thai-job (issue 9 item 3): jobs of the period by their status now. */
export const jobStatusReport: ReportDefinition<JobStatusRow> = {
  id: 'trang-thai-job',
  title: 'Trạng thái job',
  fileName: 'trang-thai-job',
  columns: jobStatusColumns(Date.now),
  async load(request, filter) {
    const { report_job_status: report } = await request(ReportJobStatusDocument, { filter });
    return { rows: report.rows, totals: report.totals, nextCursor: null };
  },
};

/** The stuck jobs of /trang-thai-job, longest wait first. */
export const stuckJobsReport: ReportDefinition<StuckJobRow> = {
  id: 'job-bi-ket',
  title: 'Job bị kẹt',
  fileName: 'job-bi-ket',
  columns: [
    ...JOB_COLUMNS.filter((column) => column.key !== 'completedAt'),
    { key: 'statusSince', header: 'Vào trạng thái lúc', kind: 'datetime', value: (row) => row.statusSince || null },
    { key: 'waited', header: 'Đã chờ', kind: 'hours', value: (row) => row.waitedHours },
  ],
  async load(request, filter) {
    const { report_job_status: report } = await request(ReportJobStatusDocument, { filter });
    return { rows: stuckRows(report), totals: null, nextCursor: null };
  },
};

/** The screen's one request, feeding both tables (the exports read it through the definitions above). */
export function jobStatusQuery(input: ReportFilterInput | null): ReportQuery<StatusReport> {
  return {
    queryKey: reportKeys.report(jobStatusReport.id, input, []),
    pages: false,
    load: async (request) => (await request(ReportJobStatusDocument, { filter: input! })).report_job_status,
  };
}
