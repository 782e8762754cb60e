import type { Metadata } from 'next';
import { Suspense } from 'react';
import { JobsByDayScreen } from '@/components/reports/jobs-by-day-screen';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Job theo ngày' };

// The report loads in the browser (React Query); the provider decides which jobs the viewer sees.
export default async function JobsByDayPage() {
  const viewer = await requireStaff('/job-theo-ngay');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <JobsByDayScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
