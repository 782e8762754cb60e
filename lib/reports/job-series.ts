import { ReportJobChartsDocument, ReportJobsDoneDocument, type ReportJobChartsQuery, type ReportJobsDoneQuery } from '../../graphql/generated/operations.generated';
import { GRAIN_PARAM, parseGrain } from './period';
import type { ReportDefinition } from './definition';
import { statusLabel } from '../../domain/task-status';

type Charts = ReportJobChartsQuery['report_job_charts'];
export type ChartRow = Charts['createdCompleted'][number] & Omit<Charts['flow'][number], 'bucket' | 'completed'> & { completedNow: number };

/** /bieu-do (issue 9 item 4): created vs completed and the cumulative flow, one row per bucket. */
export const jobChartsReport: ReportDefinition<ChartRow> = {
  id: 'bieu-do',
  title: 'Biểu đồ job',
  fileName: 'bieu-do',
  params: [GRAIN_PARAM],
  columns: [
    { key: 'bucket', header: 'Kỳ (từ ngày)', kind: 'day', value: (row) => row.bucket },
    { key: 'created', header: 'Job tạo mới', kind: 'integer', value: (row) => row.created },
    { key: 'completed', header: 'Job hoàn thành', kind: 'integer', value: (row) => row.completed },
    { key: 'ready', header: `${statusLabel('Ready')} (cuối kỳ)`, kind: 'integer', value: (row) => row.ready },
    { key: 'assignee', header: `${statusLabel('Assignee')} (cuối kỳ)`, kind: 'integer', value: (row) => row.assignee },
    { key: 'inProgress', header: `${statusLabel('InProgress')} (cuối kỳ)`, kind: 'integer', value: (row) => row.inProgress },
    { key: 'waiting', header: `${statusLabel('Waiting')} (cuối kỳ)`, kind: 'integer', value: (row) => row.waiting },
    { key: 'waitApprove', header: `${statusLabel('WaitApprove')} (cuối kỳ)`, kind: 'integer', value: (row) => row.waitApprove },
    { key: 'reject', header: `${statusLabel('Reject')} (cuối kỳ)`, kind: 'integer', value: (row) => row.reject },
    { key: 'cancel', header: `${statusLabel('Cancel')} (cuối kỳ)`, kind: 'integer', value: (row) => row.cancel },
    { key: 'completedNow', header: `${statusLabel('Completed')} (cuối kỳ)`, kind: 'integer', value: (row) => row.completedNow },
  ],
  async load(request, filter, params) {
    const { report_job_charts: charts } = await request(ReportJobChartsDocument, { filter, grain: parseGrain(params.get(GRAIN_PARAM)) });
    const rows = charts.createdCompleted.map((point, index) => {
      const { completed: completedNow, ...flow } = charts.flow[index]!;
      return { ...flow, ...point, completedNow };
    });
    return { rows, totals: null, nextCursor: null };
  },
};

export type JobsDoneRow = ReportJobsDoneQuery['report_jobs_done']['rows'][number];

/** /job-da-lam-theo-thoi-gian (issue 9 item 5): completed jobs and files per bucket, with a total. */
export const jobsDoneReport: ReportDefinition<JobsDoneRow> = {
  id: 'job-da-lam',
  title: 'Job đã làm theo thời gian',
  fileName: 'job-da-lam-theo-thoi-gian',
  params: [GRAIN_PARAM],
  columns: [
    { key: 'bucket', header: 'Kỳ (từ ngày)', kind: 'day', value: (row) => row.bucket ?? 'Tổng' },
    { key: 'jobs', header: 'Job hoàn thành', kind: 'integer', value: (row) => row.jobs },
    { key: 'files', header: 'File hoàn thành', kind: 'integer', value: (row) => row.files },
  ],
  async load(request, filter, params) {
    const { report_jobs_done: report } = await request(ReportJobsDoneDocument, { filter, grain: parseGrain(params.get(GRAIN_PARAM)) });
    return { rows: report.rows, totals: report.totals, nextCursor: null };
  },
};
