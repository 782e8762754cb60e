// The jobs behind a report (a day's jobs on /job-theo-ngay, the completed jobs of
// /job-da-lam-theo-thoi-gian; the stuck jobs of /trang-thai-job read them too, job-status.ts):
// one definition, paged, for the list and its export.
import { ReportJobsDocument, type ReportJobRowFragment, type ReportJobBasis } from '../../graphql/generated/operations.generated';
import { statusLabelOf } from '../../domain/task-status';
import { field, type ReportColumn } from './columns';
import type { ReportFilterInput } from './period';
import { PAGE_SIZE, type ParamsLike, type ReportDefinition, type ReportPage, type Requester } from './definition';

/** A job, or the totals row (id null). */
export type JobListRow = Omit<ReportJobRowFragment, 'id'> & { id: number | null };

/** ?co-so=tao|hoan-thanh (jobs created or completed), ?ngay=yyyy-MM-dd (one day of the period). */
export const JOB_LIST_PARAMS = { basis: 'co-so', day: 'ngay' } as const;

export function jobListBasis(params: ParamsLike): ReportJobBasis {
  return params.get(JOB_LIST_PARAMS.basis) === 'tao' ? 'created' : 'completed';
}

export const JOB_COLUMNS: ReportColumn<JobListRow>[] = [
  field('id', 'Mã việc', 'integer'),
  field('taskName', 'Tên việc', 'text'),
  field('productCode', 'Mã sản phẩm', 'text'),
  { key: 'status', header: 'Trạng thái', kind: 'text', value: (row) => statusLabelOf(row.status) },
  field('editorName', 'Editor', 'text'),
  field('qaName', 'QA', 'text'),
  field('totalFile', 'Số file', 'integer'),
  { key: 'createdAt', header: 'Ngày tạo', kind: 'datetime', value: (row) => row.createdAt || null },
  field('completedAt', 'Hoàn thành lúc', 'datetime'),
];

export function jobTotalsRow(count: number, files: number): JobListRow {
  return { id: null, taskName: `Tổng: ${count.toLocaleString('vi-VN')} việc`, productName: null, productCode: null, status: '', editorName: null, qaName: null, totalFile: files, createdAt: '', completedAt: null, statusSince: '' };
}

/** A page of report_jobs with its totals row (first page only). */
export async function loadReportJobs(
  request: Requester,
  input: { filter: ReportFilterInput; basis: ReportJobBasis; day: string | null },
  cursor: string | null,
  reader: 'screen' | 'export' = 'screen',
): Promise<ReportPage<JobListRow>> {
  // The export reads bigger pages than the screen: fewer round trips, same rows. (Not "on the
  // server": the screen's first page is also read there, by its prefetch.)
  const { report_jobs: page } = await request(ReportJobsDocument, { input: { ...input, after: cursor, first: PAGE_SIZE[reader] } });
  return {
    rows: page.rows,
    totals: page.totalCount === null ? null : jobTotalsRow(page.totalCount, page.totalFiles ?? 0),
    nextCursor: page.nextCursor,
  };
}

export const jobListReport: ReportDefinition<JobListRow> = {
  id: 'danh-sach-job',
  title: 'Danh sách việc',
  fileName: 'danh-sach-job',
  columns: JOB_COLUMNS,
  params: [JOB_LIST_PARAMS.basis, JOB_LIST_PARAMS.day],
  load: (request, filter, params, cursor, reader) => loadReportJobs(request, { filter, basis: jobListBasis(params), day: params.get(JOB_LIST_PARAMS.day) || null }, cursor, reader),
};
