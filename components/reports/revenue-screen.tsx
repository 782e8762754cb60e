'use client';

import { useSearchParams } from 'next/navigation';
import { addMoney } from '@/domain/money';
import { formatReportDay, GRAIN_PARAM, parseGrain, untilToday } from '@/lib/reports/period';
import { useNow } from '@/components/ui/now';
import { chartAmount } from '@/lib/reports/money-columns';
import { revenueQuery, REVENUE_GROUP_COLUMNS, REVENUE_TIME_COLUMNS, revenueByGroupReport, sortedGroupLines, timeLines, totalLine } from '@/lib/reports/revenue';
import { ExportButtons } from './export-buttons';
import { GrainSwitch } from './grain-switch';
import { MoneySummary } from './money-summary';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportQuery } from './use-report';
import { useReportFilter } from './use-report-filter';

/** /doanh-thu (admin): revenue, pay and margin per period and product group, beside the previous period. */
export function RevenueScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  const searchParams = useSearchParams();
  const grain = parseGrain(searchParams.get(GRAIN_PARAM));
  const report = useReportQuery(revenueQuery(state.input, grain), state.input !== null);
  const now = useNow();
  return (
    <ReportFrame title="Doanh thu" description="Doanh thu, lương và lợi nhuận của các việc hoàn thành trong kỳ, so với kỳ trước." roleId={roleId} state={state} exportReport="doanh-thu" actions={<GrainSwitch />}>
      <ReportQueryState
        query={report}
        isEmpty={(data) => data.total.current.jobs === 0 && data.total.previous.jobs === 0}
        emptyText="Không có việc hoàn thành trong kỳ này và kỳ trước."
      >
        {(data) => {
          const lines = timeLines(data, grain);
          const total = data.total;
          return (
            <div className="flex flex-col gap-4">
              <MoneySummary
                items={[
                  { label: 'Doanh thu', amount: total.current.revenue, change: total.revenueChange },
                  { label: 'Lương editor + QA', amount: addMoney(total.current.editorPay, total.current.qaPay) },
                  { label: 'Lợi nhuận', amount: total.current.margin, change: total.marginChange },
                  { label: 'Doanh thu kỳ trước', amount: total.previous.revenue, note: `${formatReportDay(data.previousStartDate)} – ${formatReportDay(data.previousEndDate)}` },
                ]}
              />
              <ReportChart
                title="Doanh thu và lợi nhuận theo kỳ, so với kỳ trước"
                kind="bar"
                xKey="label"
                data={untilToday(lines, (line) => line.day, now).map((line) => ({ label: line.label, revenue: chartAmount(line.current.revenue), margin: chartAmount(line.current.margin), previous: chartAmount(line.previous.revenue) }))}
                series={[
                  { key: 'revenue', label: 'Doanh thu', color: '#2563eb' },
                  { key: 'margin', label: 'Lợi nhuận', color: '#16a34a' },
                  { key: 'previous', label: 'Doanh thu kỳ trước', color: '#94a3b8' },
                ]}
              />
              <ReportTable caption="Doanh thu theo thời gian" columns={REVENUE_TIME_COLUMNS} rows={lines} totals={totalLine(data)} rowKey={(row) => row.key} />
              <section aria-labelledby="doanh-thu-nhom-hang" className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id="doanh-thu-nhom-hang" className="mr-auto text-lg font-semibold text-foreground">
                    Theo nhóm hàng
                  </h2>
                  <ExportButtons report={revenueByGroupReport.id} query={state.query} />
                </div>
                <ReportTable caption="Doanh thu theo nhóm hàng" columns={REVENUE_GROUP_COLUMNS} rows={sortedGroupLines(data, searchParams)} totals={totalLine(data)} rowKey={(row) => `nhom-${row.key}`} />
              </section>
            </div>
          );
        }}
      </ReportQueryState>
    </ReportFrame>
  );
}
