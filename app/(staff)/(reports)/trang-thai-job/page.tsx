import type { Metadata } from 'next';
import { JobStatusScreen } from '@/components/reports/job-status-screen';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { jobStatusQuery, stuckJobsReport } from '@/lib/reports/job-status';
import { definitionPagesQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Trạng thái việc' };

// The provider decides which jobs the viewer sees. The figures and the first page of stuck jobs
// come in the first HTML, read with the session's token for the URL's filter
// (app/(staff)/(reports)/_components/prefetched-report.tsx); React Query takes them over in the browser.
export default async function JobStatusPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/trang-thai-job');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [jobStatusQuery(input), definitionPagesQuery(stuckJobsReport, input, params)] : []}>
      <JobStatusScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
