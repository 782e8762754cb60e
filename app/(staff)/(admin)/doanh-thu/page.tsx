import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReportSkeleton } from '@/components/reports/report-states';
import { RevenueScreen } from '@/components/reports/revenue-screen';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Doanh thu' };

// Admin only (the (admin) layout and the provider both check); the report loads in the browser.
export default async function RevenuePage() {
  const viewer = await requireStaff('/doanh-thu');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <RevenueScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
