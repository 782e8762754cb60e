import type { Metadata } from 'next';
import { Suspense } from 'react';
import { JobStatusScreen } from '@/components/reports/job-status-screen';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Trạng thái job' };

// The report loads in the browser (React Query); the provider decides which jobs the viewer sees.
export default async function JobStatusPage() {
  const viewer = await requireStaff('/trang-thai-job');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <JobStatusScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
