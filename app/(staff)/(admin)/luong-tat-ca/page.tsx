import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AllSalariesScreen } from '@/components/reports/all-salaries-screen';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Bảng lương' };

export default async function AllSalariesPage() {
  const viewer = await requireStaff('/luong-tat-ca');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <AllSalariesScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
