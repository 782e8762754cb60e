import type { Metadata } from 'next';
import { Suspense } from 'react';
import { JobsDoneScreen } from '@/components/reports/job-series-screens';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Job đã làm theo thời gian' };

// The report loads in the browser (React Query); the provider decides which jobs the viewer sees.
export default async function JobsDonePage() {
  const viewer = await requireStaff('/job-da-lam-theo-thoi-gian');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <JobsDoneScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
