import type { Metadata } from 'next';
import { Suspense } from 'react';
import { JobsByEditorScreen } from '@/components/reports/jobs-by-editor-screen';
import { ReportSkeleton } from '@/components/reports/report-states';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Job theo editor' };

// The report loads in the browser (React Query); the provider decides which jobs the viewer sees.
export default async function JobsByEditorPage() {
  const viewer = await requireStaff('/job-theo-editor');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <JobsByEditorScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
