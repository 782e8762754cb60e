import { ReportJobsByDayDocument, type ReportJobsByDayQuery } from '../../graphql/generated/operations.generated';
import type { ReportDefinition } from './definition';

export type JobsByDayRow = ReportJobsByDayQuery['report_jobs_by_day']['rows'][number];

/** /job-theo-ngay (issue 9 item 1). */
export const jobsByDayReport: ReportDefinition<JobsByDayRow> = {
  id: 'job-theo-ngay',
  title: 'Job theo ngày',
  fileName: 'job-theo-ngay',
  columns: [
    { key: 'day', header: 'Ngày', kind: 'day', value: (row) => row.day ?? 'Tổng' },
    { key: 'created', header: 'Job tạo mới', kind: 'integer', value: (row) => row.created },
    { key: 'completed', header: 'Job hoàn thành', kind: 'integer', value: (row) => row.completed },
    { key: 'filesCompleted', header: 'File hoàn thành', kind: 'integer', value: (row) => row.filesCompleted },
  ],
  async load(request, filter) {
    const { report_jobs_by_day: report } = await request(ReportJobsByDayDocument, { filter });
    return { rows: report.rows, totals: report.totals, nextCursor: null };
  },
};
