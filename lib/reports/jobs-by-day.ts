import { ReportJobsByDayDocument, type ReportJobsByDayQuery } from '../../graphql/generated/operations.generated';
import type { ReportDefinition } from './definition';
import { field } from './columns';

export type JobsByDayRow = ReportJobsByDayQuery['report_jobs_by_day']['rows'][number];

/** /job-theo-ngay (issue 9 item 1). */
export const jobsByDayReport: ReportDefinition<JobsByDayRow> = {
  id: 'job-theo-ngay',
  title: 'Việc theo ngày',
  fileName: 'job-theo-ngay',
  columns: [
    { key: 'day', header: 'Ngày', kind: 'day', value: (row) => row.day ?? 'Tổng' },
    field('created', 'Việc tạo mới', 'integer'),
    field('completed', 'Việc hoàn thành', 'integer'),
    field('filesCompleted', 'File hoàn thành', 'integer'),
  ],
  async load(request, filter) {
    const { report_jobs_by_day: report } = await request(ReportJobsByDayDocument, { filter });
    return { rows: report.rows, totals: report.totals, nextCursor: null };
  },
};
