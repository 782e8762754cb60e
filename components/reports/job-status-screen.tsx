'use client';

import { isAdmin } from '@/domain/roles';
import { jobStatusColumns, jobStatusQuery, jobStatusReport, stuckJobColumns, stuckJobsReport } from '@/lib/reports/job-status';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportJobList } from './report-job-list';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { StuckThresholdForm } from './stuck-threshold-form';
import { useReportFilter } from './use-report-filter';
import { useReportQuery } from './use-report';
import { useNow } from '@/components/ui/now';
import { statusLabel, statusLabelOf } from '@/domain/task-status';
import { statusChartColor } from '@/components/tasks/status-meta';

const days = (value: number) => `${String(value).replace('.', ',')} ngày`;

/** /trang-thai-job: the period's jobs by status now, the longest waits, and the stuck jobs. */
export function JobStatusScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  // One request feeds both tables (the exports read the same query through the definitions).
  const report = useReportQuery(jobStatusQuery(state.input), state.input !== null);
  const now = useNow();
  return (
    <ReportFrame title="Trạng thái việc" description="Việc tạo trong kỳ, theo trạng thái hiện tại, và việc chờ lâu nhất ở mỗi trạng thái." roleId={roleId} state={state} exportReport={jobStatusReport.id}>
      <ReportQueryState query={report} isEmpty={(data) => data.totals.jobs === 0} emptyText="Không có việc nào được tạo trong khoảng thời gian này.">
        {(data) => (
          <>
            <ReportChart
              title="Số việc theo trạng thái"
              kind="bar"
              data={data.rows.map((row) => ({ status: row.status ? statusLabelOf(row.status) : '', jobs: row.jobs }))}
              xKey="status"
              // The bars take their status's colour; the series' own colour only tints the
              // tooltip's figure, which was indigo over a sky-blue 'Đang làm' bar.
              series={[{ key: 'jobs', label: 'Số việc', color: 'var(--tm-foreground)' }]}
              barColors={data.rows.map((row) => statusChartColor(row.status))}
            />
            <ReportTable caption="Trạng thái việc" columns={jobStatusColumns(() => now)} rows={data.rows} totals={data.totals} rowKey={(row) => row.status ?? 'tong'} />
            <ReportJobList
              title="Việc bị kẹt"
              report={stuckJobsReport}
              columns={stuckJobColumns(() => now)}
              input={state.input}
              query={state.query}
              emptyText="Không có việc nào chờ quá ngưỡng."
              description={`Chờ quá ${days(data.thresholds.waitApproveDays)} ở ${statusLabel('WaitApprove')} hoặc quá ${days(data.thresholds.inProgressDays)} ở ${statusLabel('InProgress')}.`}
            >
              {isAdmin(roleId) && <StuckThresholdForm key={`${data.thresholds.waitApproveDays}-${data.thresholds.inProgressDays}`} current={data.thresholds} />}
            </ReportJobList>
          </>
        )}
      </ReportQueryState>
    </ReportFrame>
  );
}
