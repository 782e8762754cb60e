import { ReportJobChartsDocument, ReportJobsDoneDocument, type ReportJobChartsQuery, type ReportJobsDoneQuery } from '../../graphql/generated/operations.generated';
import { GRAIN_PARAM, parseGrain } from './period';
import type { ReportDefinition } from './definition';
import { statusLabel } from '../../domain/task-status';
import { field } from './columns';

type Charts = ReportJobChartsQuery['report_job_charts'];
export type ChartRow = Charts['createdCompleted'][number] & Omit<Charts['flow'][number], 'bucket' | 'completed'> & { completedNow: number };

/** /bieu-do (issue 9 item 4): created vs completed and the cumulative flow, one row per bucket. */
export const jobChartsReport: ReportDefinition<ChartRow> = {
  id: 'bieu-do',
  title: 'Biểu đồ công việc',
  fileName: 'bieu-do',
  params: [GRAIN_PARAM],
  columns: [
    field('bucket', 'Kỳ (từ ngày)', 'day'),
    field('created', 'Việc tạo mới', 'integer'),
    field('completed', 'Việc hoàn thành', 'integer'),
    field('ready', `${statusLabel('Ready')} (cuối kỳ)`, 'integer'),
    field('assignee', `${statusLabel('Assignee')} (cuối kỳ)`, 'integer'),
    field('inProgress', `${statusLabel('InProgress')} (cuối kỳ)`, 'integer'),
    field('waiting', `${statusLabel('Waiting')} (cuối kỳ)`, 'integer'),
    field('waitApprove', `${statusLabel('WaitApprove')} (cuối kỳ)`, 'integer'),
    field('reject', `${statusLabel('Reject')} (cuối kỳ)`, 'integer'),
    field('cancel', `${statusLabel('Cancel')} (cuối kỳ)`, 'integer'),
    field('completedNow', `${statusLabel('Completed')} (cuối kỳ)`, 'integer'),
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
  title: 'Việc đã làm theo thời gian',
  fileName: 'job-da-lam-theo-thoi-gian',
  params: [GRAIN_PARAM],
  columns: [
    { key: 'bucket', header: 'Kỳ (từ ngày)', kind: 'day', value: (row) => row.bucket ?? 'Tổng' },
    field('jobs', 'Việc hoàn thành', 'integer'),
    field('files', 'File hoàn thành', 'integer'),
  ],
  async load(request, filter, params) {
    const { report_jobs_done: report } = await request(ReportJobsDoneDocument, { filter, grain: parseGrain(params.get(GRAIN_PARAM)) });
    return { rows: report.rows, totals: report.totals, nextCursor: null };
  },
};
