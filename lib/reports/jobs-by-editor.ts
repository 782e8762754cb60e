import { ReportJobsByEditorDocument, type ReportJobsByEditorQuery } from '../../graphql/generated/operations.generated';
import { sortRows, type ReportDefinition } from './definition';
import type { ReportColumn } from './columns';

export type EditorJobsRow = ReportJobsByEditorQuery['report_jobs_by_editor']['rows'][number];

const columns: ReportColumn<EditorJobsRow>[] = [
  { key: 'editor', header: 'Editor', kind: 'text', value: (row) => row.editorName, sortable: true },
  { key: 'assigned', header: 'Job được giao', kind: 'integer', value: (row) => row.assigned, sortable: true },
  { key: 'inProgress', header: 'Đang làm', kind: 'integer', value: (row) => row.inProgress, sortable: true },
  { key: 'waitApprove', header: 'Chờ duyệt', kind: 'integer', value: (row) => row.waitApprove, sortable: true },
  { key: 'completed', header: 'Hoàn thành', kind: 'integer', value: (row) => row.completed, sortable: true },
  { key: 'filesCompleted', header: 'File hoàn thành', kind: 'integer', value: (row) => row.filesCompleted, sortable: true },
  { key: 'rejections', header: 'Lần QA từ chối', kind: 'integer', value: (row) => row.rejections, sortable: true },
  { key: 'firstPassRate', header: 'Đạt ngay lần đầu', kind: 'percent', value: (row) => row.firstPassRate, sortable: true },
  { key: 'medianCycleHours', header: 'Thời gian làm (trung vị)', kind: 'hours', value: (row) => (row.completed > 0 ? row.medianCycleHours : null), sortable: true, emptyText: 'chưa đủ dữ liệu' },
];

/** /job-theo-editor (issue 9 item 2), sortable by every column (?sap=…&chieu=…). */
export const jobsByEditorReport: ReportDefinition<EditorJobsRow> = {
  id: 'job-theo-editor',
  title: 'Job theo editor',
  fileName: 'job-theo-editor',
  columns,
  params: ['sap', 'chieu'],
  async load(request, filter, params) {
    const { report_jobs_by_editor: report } = await request(ReportJobsByEditorDocument, { filter });
    return { rows: sortRows(columns, report.rows, params), totals: report.totals, nextCursor: null };
  },
};
