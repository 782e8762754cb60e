import { ReportJobsByEditorDocument, type ReportJobsByEditorQuery } from '../../graphql/generated/operations.generated';
import { sortRows, type ReportDefinition } from './definition';
import { field, onTimeColumns, turnaroundColumns, type ReportColumn } from './columns';

export type EditorJobsRow = ReportJobsByEditorQuery['report_jobs_by_editor']['rows'][number];

const columns: ReportColumn<EditorJobsRow>[] = [
  { key: 'editor', header: 'Editor', kind: 'text', value: (row) => row.editorName, sortable: true },
  field('assigned', 'Việc được giao', 'integer', { sortable: true }),
  field('inProgress', 'Đang làm', 'integer', { sortable: true }),
  field('waitApprove', 'Chờ duyệt', 'integer', { sortable: true }),
  field('completed', 'Hoàn thành', 'integer', { sortable: true }),
  field('filesCompleted', 'File hoàn thành', 'integer', { sortable: true }),
  field('rejections', 'Lần QA từ chối', 'integer', { sortable: true }),
  field('firstPassRate', 'Đạt ngay lần đầu', 'percent', { sortable: true }),
  { key: 'medianCycleHours', header: 'Thời gian làm (trung vị)', kind: 'hours', value: (row) => (row.completed > 0 ? row.medianCycleHours : null), sortable: true, emptyText: 'chưa đủ dữ liệu' },
  ...turnaroundColumns<EditorJobsRow>((row) => row.turnaround),
  ...onTimeColumns<EditorJobsRow>((row) => row.onTime),
];

/** /job-theo-editor (issue 9 item 2), sortable by every column (?sap=…&chieu=…). */
export const jobsByEditorReport: ReportDefinition<EditorJobsRow> = {
  id: 'job-theo-editor',
  title: 'Việc theo editor',
  fileName: 'job-theo-editor',
  columns,
  params: ['sap', 'chieu'],
  async load(request, filter, params) {
    const { report_jobs_by_editor: report } = await request(ReportJobsByEditorDocument, { filter });
    return { rows: sortRows(columns, report.rows, params), totals: report.totals, nextCursor: null };
  },
};
