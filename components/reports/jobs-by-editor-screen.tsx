'use client';

import { jobsByEditorReport } from '@/lib/reports/jobs-by-editor';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportFilter } from './use-report-filter';
import { useReport } from './use-report';

/** /job-theo-editor: per editor, the period's work, rejections, first-pass rate and cycle time. */
export function JobsByEditorScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  const report = useReport(jobsByEditorReport, state.input);
  return (
    <ReportFrame
      title="Việc theo editor"
      description="Việc được giao và đang làm (việc tạo trong kỳ), việc hoàn thành trong kỳ, lần QA từ chối, tỷ lệ đạt ngay lần đầu, thời gian từ lúc giao đến lúc hoàn thành và tỷ lệ hoàn thành đúng hạn. Bấm tiêu đề cột để sắp xếp."
      roleId={roleId}
      state={state}
      exportReport={jobsByEditorReport.id}
    >
      <ReportQueryState query={report} isEmpty={(data) => data.rows.length === 0} emptyText="Không có việc nào của editor trong khoảng thời gian này.">
        {(data) => (
          <>
            <ReportChart
              title="Việc hoàn thành và file hoàn thành theo editor"
              kind="bar"
              data={data.rows.map((row) => ({ editor: row.editorName, completed: row.completed, assigned: row.assigned }))}
              xKey="editor"
              series={[
                { key: 'assigned', label: 'Việc được giao', color: '#6366f1' },
                { key: 'completed', label: 'Việc hoàn thành', color: '#10b981' },
              ]}
            />
            <ReportTable caption="Việc theo editor" columns={jobsByEditorReport.columns} rows={data.rows} totals={data.totals} rowKey={(row) => String(row.editorId)} />
          </>
        )}
      </ReportQueryState>
    </ReportFrame>
  );
}
