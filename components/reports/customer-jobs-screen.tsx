'use client';

import { useSearchParams } from 'next/navigation';
import { TextLink } from '@/components/ui/text-link';
import { CUSTOMER_JOB_COLUMNS, CUSTOMER_PARAM, customerJobsQuery, customerJobsReport } from '@/lib/reports/customer-revenue';
import { ExportButtons } from './export-buttons';
import { MoneySummary } from './money-summary';
import { ReportFrame } from './report-frame';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportPagesQuery } from './use-report';
import { useReportFilter } from './use-report-filter';
import { MorePagesButton } from './more-pages-button';

/** /bao-cao-doanh-thu/:id/chi-tiet (admin): one customer's completed jobs of the period (id 0: without a customer). */
export function CustomerJobsScreen({ roleId, customerId }: { roleId: number | null; customerId: number }) {
  const state = useReportFilter(roleId);
  const pages = useReportPagesQuery(customerJobsQuery(state.input, customerId, useSearchParams()), state.input !== null);
  const data = pages.data ? { rows: pages.data.pages.flatMap((page) => page.rows), totals: pages.data.pages[0]?.totals ?? null } : undefined;
  const name = customerId === 0 ? 'Việc không gắn khách hàng' : data?.rows[0]?.customerName;
  const backQuery = state.query ? `?${state.query}` : '';
  return (
    <ReportFrame
      title="Chi tiết doanh thu"
      description={name ? `${name}: các việc hoàn thành trong kỳ.` : 'Các việc hoàn thành trong kỳ của khách hàng.'}
      roleId={roleId}
      state={state}
      actions={<ExportButtons report={customerJobsReport.id} query={`${state.query ? `${state.query}&` : ''}${CUSTOMER_PARAM}=${customerId}`} disabled={state.input === null} />}
    >
      <TextLink href={`/bao-cao-doanh-thu${backQuery}`} className="self-start text-sm">
        ← Báo cáo doanh thu
      </TextLink>
      <ReportQueryState query={{ ...pages, data }} isEmpty={(loaded) => loaded.rows.length === 0} emptyText="Khách hàng này không có việc hoàn thành trong kỳ.">
        {(loaded) => (
          <div className="flex flex-col gap-4">
            {loaded.totals && (
              <MoneySummary
                items={[
                  { label: 'Doanh thu', amount: loaded.totals.revenue, note: loaded.totals.taskName.replace('Tổng ', '') },
                  { label: 'Lương editor', amount: loaded.totals.editorPay },
                  { label: 'Lương QA', amount: loaded.totals.qaPay },
                  { label: 'Lợi nhuận', amount: loaded.totals.margin },
                ]}
              />
            )}
            <ReportTable
              caption="Các việc của khách hàng trong kỳ"
              columns={CUSTOMER_JOB_COLUMNS}
              rows={loaded.rows}
              totals={loaded.totals}
              rowKey={(row) => String(row.id)}
              cellHref={(column, row) => (column.key === 'task' ? `/${row.id}/sua-task` : null)}
            />
            <MorePagesButton pages={pages} />
          </div>
        )}
      </ReportQueryState>
    </ReportFrame>
  );
}
