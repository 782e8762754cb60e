import type { Metadata } from 'next';
import { JobsDoneScreen } from '@/components/reports/job-series-screens';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { jobListReport } from '@/lib/reports/job-list';
import { jobsDoneReport } from '@/lib/reports/job-series';
import { definitionPagesQuery, definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Việc đã làm theo thời gian' };

// The provider decides which jobs the viewer sees; the figures and the first page of jobs come
// together. The figures come in the first HTML, read with the session's token for the URL's filter
// (app/(staff)/(screens)/_components/prefetched-report.tsx); React Query takes them over in the browser.
export default async function JobsDonePage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/job-da-lam-theo-thoi-gian');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [definitionQuery(jobsDoneReport, input, params), definitionPagesQuery(jobListReport, input, params)] : []}>
      <JobsDoneScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
