import type { Metadata } from 'next';
import { Suspense } from 'react';
import { JobChartsScreen } from '@/components/reports/job-series-screens';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Biểu đồ' };

// The report loads in the browser (React Query); the provider decides which jobs the viewer sees.
export default async function JobChartsPage() {
  const viewer = await requireStaff('/bieu-do');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <JobChartsScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
