'use client';

import { useSearchParams } from 'next/navigation';
import { chartAmount } from '@/lib/reports/money-columns';
import { CUSTOMER_COLUMNS, customerDetailHref, customerRevenueReport } from '@/lib/reports/customer-revenue';
import { SORT_DIRECTION_PARAM, SORT_PARAM } from '@/lib/reports/definition';
import { MoneySummary } from './money-summary';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReport } from './use-report';
import { useReportFilter } from './use-report-filter';

const CHART_CUSTOMERS = 12;

/** /bao-cao-doanh-thu (admin): revenue and margin per customer; a customer opens its jobs. */
export function CustomerRevenueScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  const report = useReport(customerRevenueReport, state.input);
  // The detail keeps the period and filters, not this table's sort.
  const detailQuery = new URLSearchParams(useSearchParams().toString());
  detailQuery.delete(SORT_PARAM);
  detailQuery.delete(SORT_DIRECTION_PARAM);
  return (
    <ReportFrame title="Báo cáo doanh thu" description="Doanh thu, lợi nhuận và tỷ lệ hoàn thành đúng hạn theo khách hàng của các việc hoàn thành trong kỳ." roleId={roleId} state={state} exportReport={customerRevenueReport.id} filters={{ people: false, search: false }}>
      <ReportQueryState query={report} isEmpty={(data) => data.rows.length === 0} emptyText="Không có việc hoàn thành trong kỳ này.">
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.totals && (
              <MoneySummary
                items={[
                  { label: 'Doanh thu', amount: data.totals.figures.revenue },
                  { label: 'Lương editor', amount: data.totals.figures.editorPay },
                  { label: 'Lương QA', amount: data.totals.figures.qaPay },
                  { label: 'Lợi nhuận', amount: data.totals.figures.margin },
                ]}
              />
            )}
            <ReportChart
              title="Doanh thu và lợi nhuận theo khách hàng"
              kind="bar"
              xKey="name"
              data={data.rows.slice(0, CHART_CUSTOMERS).map((row) => ({ name: row.customerName, revenue: chartAmount(row.figures.revenue), margin: chartAmount(row.figures.margin) }))}
              series={[
                { key: 'revenue', label: 'Doanh thu', color: '#2563eb' },
                { key: 'margin', label: 'Lợi nhuận', color: '#16a34a' },
              ]}
            />
            <ReportTable
              caption="Doanh thu theo khách hàng"
              columns={CUSTOMER_COLUMNS}
              rows={data.rows}
              totals={data.totals}
              rowKey={(row) => String(row.customerId ?? 0)}
              cellHref={(column, row) => (column.key === 'customer' ? customerDetailHref(row, detailQuery.toString()) : null)}
            />
          </div>
        )}
      </ReportQueryState>
    </ReportFrame>
  );
}
