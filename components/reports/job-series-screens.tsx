'use client';

import { useSearchParams } from 'next/navigation';
import { formatReportDay, GRAIN_PARAM, parseGrain, untilToday } from '@/lib/reports/period';
import { useNow } from '@/components/ui/now';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jobChartsReport, jobsDoneReport } from '@/lib/reports/job-series';
import { GrainSwitch } from './grain-switch';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportJobList } from './report-job-list';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportFilter } from './use-report-filter';
import { useReport } from './use-report';
import { statusLabel } from '@/domain/task-status';
import { STATUS_CHART_COLOR } from '@/components/tasks/status-meta';

/** The jobs in each status at a bucket's end, in the board's status colours. */
const FLOW_SERIES = (
  [
    ['completedNow', 'Completed'],
    ['cancel', 'Cancel'],
    ['waitApprove', 'WaitApprove'],
    ['reject', 'Reject'],
    ['waiting', 'Waiting'],
    ['inProgress', 'InProgress'],
    ['assignee', 'Assignee'],
    ['ready', 'Ready'],
  ] as const
).map(([key, status]) => ({ key, label: statusLabel(status), color: STATUS_CHART_COLOR[status] }));

/** A bucket's label on a chart axis: the day, the week's Monday, or the month. */
function bucketLabel(bucket: string, grain: string) {
  const day = formatReportDay(bucket);
  return grain === 'month' ? day.slice(3) : day.slice(0, 5);
}

/**
 * A report by day, week or month (the grain in the URL): its filter, its query, and `chartPoints`,
 * the rows up to today each with its bucket's label for the chart's axis.
 */
function useSeriesReport<Row>(definition: ReportDefinition<Row>, roleId: number | null) {
  const state = useReportFilter(roleId);
  const report = useReport(definition, state.input);
  const now = useNow();
  const grain = parseGrain(useSearchParams().get(GRAIN_PARAM));
  const chartPoints = <Point extends { bucket?: string | null }>(rows: Point[]) =>
    untilToday(rows, (row) => row.bucket, now).map((row) => ({ ...row, bucket: row.bucket ?? '', label: bucketLabel(row.bucket ?? '', grain) }));
  return { state, report, chartPoints };
}

/** /bieu-do: created vs completed per day/week/month, and the cumulative flow diagram. */
export function JobChartsScreen({ roleId }: { roleId: number | null }) {
  const { state, report, chartPoints } = useSeriesReport(jobChartsReport, roleId);
  return (
    <ReportFrame title="Biểu đồ" description="Việc tạo mới và hoàn thành theo kỳ; số việc ở mỗi trạng thái cuối mỗi kỳ (lấy từ lịch sử việc)." roleId={roleId} state={state} exportReport={jobChartsReport.id} actions={<GrainSwitch />}>
      <ReportQueryState query={report} isEmpty={(data) => data.rows.every((row) => row.created === 0 && row.completed === 0 && FLOW_SERIES.every((series) => row[series.key as keyof typeof row] === 0))}>
        {(data) => {
          const points = chartPoints(data.rows);
          return (
            <>
              <h2 className="text-lg font-semibold text-foreground">Việc tạo mới và hoàn thành</h2>
              <ReportChart
                title="Việc tạo mới và việc hoàn thành theo kỳ"
                kind="line"
                data={points}
                xKey="label"
                series={[
                  { key: 'created', label: 'Việc tạo mới', color: '#6366f1' },
                  { key: 'completed', label: 'Việc hoàn thành', color: '#10b981' },
                ]}
              />
              <h2 className="text-lg font-semibold text-foreground">Luồng tích lũy theo trạng thái</h2>
              <ReportChart title="Số việc ở mỗi trạng thái cuối mỗi kỳ" kind="area" stacked data={points} xKey="label" series={FLOW_SERIES} />
              <ReportTable caption="Số liệu biểu đồ" columns={jobChartsReport.columns} rows={data.rows} rowKey={(row) => row.bucket} />
            </>
          );
        }}
      </ReportQueryState>
    </ReportFrame>
  );
}

/** /job-da-lam-theo-thoi-gian: completed jobs and files per day/week/month, a total and the jobs. */
export function JobsDoneScreen({ roleId }: { roleId: number | null }) {
  const { state, report, chartPoints } = useSeriesReport(jobsDoneReport, roleId);
  return (
    <ReportFrame title="Việc đã làm theo thời gian" description={`Việc và file hoàn thành theo kỳ (tính theo lúc việc chuyển sang ${statusLabel('Completed')}).`} roleId={roleId} state={state} exportReport={jobsDoneReport.id} actions={<GrainSwitch />}>
      <ReportQueryState query={report} isEmpty={(data) => !data.totals || data.totals.jobs === 0} emptyText="Không có việc nào hoàn thành trong khoảng thời gian này.">
        {(data) => (
          <>
            <ReportChart
              title="Việc và file hoàn thành theo kỳ"
              kind="bar"
              data={chartPoints(data.rows)}
              xKey="label"
              series={[
                { key: 'jobs', label: 'Việc hoàn thành', color: '#10b981' },
                { key: 'files', label: 'File hoàn thành', color: '#6366f1' },
              ]}
            />
            <ReportTable caption="Việc đã làm theo thời gian" columns={jobsDoneReport.columns} rows={data.rows} totals={data.totals} rowKey={(row) => row.bucket ?? 'tong'} />
            <ReportJobList title="Các việc đã hoàn thành" input={state.input} query={state.query} emptyText="Không có việc nào hoàn thành trong khoảng thời gian này." />
          </>
        )}
      </ReportQueryState>
    </ReportFrame>
  );
}
