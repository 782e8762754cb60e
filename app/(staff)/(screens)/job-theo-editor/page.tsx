import type { Metadata } from 'next';
import { JobsByEditorScreen } from '@/components/reports/jobs-by-editor-screen';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { jobsByEditorReport } from '@/lib/reports/jobs-by-editor';
import { definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Việc theo editor' };

// The provider decides which jobs the viewer sees. The figures come in the first HTML, read with
// the session's token for the URL's filter (app/(staff)/(screens)/_components/prefetched-report.tsx); React Query
// takes them over in the browser.
export default async function JobsByEditorPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/job-theo-editor');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [definitionQuery(jobsByEditorReport, input, params)] : []}>
      <JobsByEditorScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
