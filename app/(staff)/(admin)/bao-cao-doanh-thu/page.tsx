import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CustomerRevenueScreen } from '@/components/reports/customer-revenue-screen';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Báo cáo doanh thu' };

export default async function RevenueReportPage() {
  const viewer = await requireStaff('/bao-cao-doanh-thu');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <CustomerRevenueScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
