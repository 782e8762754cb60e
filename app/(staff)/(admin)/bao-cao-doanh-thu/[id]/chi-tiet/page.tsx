import type { Metadata } from 'next';
import { Suspense } from 'react';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { CustomerJobsScreen } from '@/components/reports/customer-jobs-screen';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';
import { NO_CUSTOMER_ID } from '@/lib/reports/customer-revenue';

export const metadata: Metadata = { title: 'Chi tiết doanh thu' };

// Admin only; id 0 stands for the jobs without a customer (docs/decisions/money-reports.md).
export default async function RevenueReportDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const customerId = raw === String(NO_CUSTOMER_ID) ? NO_CUSTOMER_ID : numericIdOr404(raw);
  const viewer = await requireStaff(`/bao-cao-doanh-thu/${customerId}/chi-tiet`);
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <CustomerJobsScreen roleId={viewer.roleId} customerId={customerId} />
    </Suspense>
  );
}
