import type { Metadata } from 'next';
import { CustomerRevenueScreen } from '@/components/reports/customer-revenue-screen';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { customerRevenueReport } from '@/lib/reports/customer-revenue';
import { definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Báo cáo doanh thu' };

// Admin only (the (admin) layout and the provider both check). The figures come in the first HTML,
// read with the session's token for the URL's filter (app/(staff)/(screens)/_components/prefetched-report.tsx);
// React Query takes them over in the browser.
export default async function RevenueReportPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/bao-cao-doanh-thu');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [definitionQuery(customerRevenueReport, input, params)] : []}>
      <CustomerRevenueScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
