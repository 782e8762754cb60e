import type { Metadata } from 'next';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { CustomerJobsScreen } from '@/components/reports/customer-jobs-screen';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../../../../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { customerJobsQuery, NO_CUSTOMER_ID } from '@/lib/reports/customer-revenue';

export const metadata: Metadata = { title: 'Chi tiết doanh thu' };

type Props = { params: Promise<{ id: string }>; searchParams: ReportSearchParams };

// Admin only; id 0 stands for the jobs without a customer (docs/decisions/money-reports.md). The
// first page of jobs comes in the first HTML (app/(staff)/(reports)/_components/prefetched-report.tsx).
export default async function RevenueReportDetailPage({ params, searchParams }: Props) {
  const raw = (await params).id;
  const customerId = raw === String(NO_CUSTOMER_ID) ? NO_CUSTOMER_ID : numericIdOr404(raw);
  const viewer = await requireStaff(`/bao-cao-doanh-thu/${customerId}/chi-tiet`);
  const { input, params: urlParams } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [customerJobsQuery(input, customerId, urlParams)] : []}>
      <CustomerJobsScreen roleId={viewer.roleId} customerId={customerId} />
    </PrefetchedReport>
  );
}
