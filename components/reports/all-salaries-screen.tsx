'use client';

import { useSearchParams } from 'next/navigation';
import { chartAmount } from '@/lib/reports/money-columns';
import { jobsAndFilesLabel, SORT_DIRECTION_PARAM, SORT_PARAM } from '@/lib/reports/definition';
import { ALL_SALARY_COLUMNS, allSalariesQuery, allSalariesReport, allSalaryLines, PERSON_PARAM } from '@/lib/reports/salaries';
import { MoneySummary } from './money-summary';
import { PayPeriodPanel } from './pay-period-panel';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { StudioFaultNote } from './studio-fault-note';
import { useReportQuery } from './use-report';
import { useReportFilter } from './use-report-filter';

/** /luong-tat-ca (admin): every editor and QA paid in the period, the payroll, and the month's pay period. */
export function AllSalariesScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  const searchParams = useSearchParams();
  const report = useReportQuery(allSalariesQuery(state.input), state.input !== null);
  return (
    <ReportFrame title="Bảng lương" description="Lương của mọi editor và QA có việc hoàn thành trong kỳ." roleId={roleId} state={state} exportReport={allSalariesReport.id}>
      {report.data && <PayPeriodPanel period={report.data.payPeriod} />}
      <ReportQueryState query={report} isEmpty={(data) => data.rows.length === 0} emptyText="Không có việc hoàn thành nào được tính lương trong kỳ này.">
        {(data) => {
          const { rows, totals } = allSalaryLines(data, searchParams);
          return (
            <div className="flex flex-col gap-4">
              <MoneySummary items={[{ label: data.frozen ? 'Tổng lương (đã chốt)' : 'Tổng lương', amount: data.total.pay, note: `${data.rows.length.toLocaleString('vi-VN')} người · ${jobsAndFilesLabel(data.total.jobs, data.total.files)}` }]} />
              <ReportChart
                title="Lương theo nhân viên"
                kind="bar"
                xKey="name"
                data={rows.map((row) => ({ name: row.fullName, pay: chartAmount(row.pay) }))}
                series={[{ key: 'pay', label: 'Lương', color: '#2563eb' }]}
              />
              <ReportTable caption="Lương theo nhân viên" columns={ALL_SALARY_COLUMNS} rows={rows} totals={totals} rowKey={(row) => String(row.userId)} cellHref={(column, row) => (column.key === 'name' ? `/tinh-luong-theo-editor?${salaryQuery(searchParams, row.userId)}` : null)} />
              <p data-testid="payroll-count-note" className="text-sm text-muted">{payrollCountNote(data.total, data.sharedJobs)}</p>
              <StudioFaultNote />
            </div>
          );
        }}
      </ReportQueryState>
    </ReportFrame>
  );
}

/**
 * Why the people's job counts add up to more than the total: a job pays its editor and its QA,
 * so it is on both their rows; the total counts it once (docs/decisions/money-reports.md).
 */
function payrollCountNote(total: { jobs: number; files: number }, sharedJobs: number): string {
  const once = `Dòng tổng đếm mỗi việc một lần: ${jobsAndFilesLabel(total.jobs, total.files)}.`;
  if (sharedJobs === 0) return once;
  return `${once} ${sharedJobs.toLocaleString('vi-VN')} việc trả lương cho cả editor và QA nên có mặt ở hai dòng, số việc và số tệp theo từng người cộng lại lớn hơn dòng tổng.`;
}

/** A person's pay for the same period and filters. */
function salaryQuery(searchParams: URLSearchParams | { toString(): string }, userId: number): string {
  const query = new URLSearchParams(searchParams.toString());
  query.delete(SORT_PARAM);
  query.delete(SORT_DIRECTION_PARAM);
  query.set(PERSON_PARAM, String(userId));
  return query.toString();
}
