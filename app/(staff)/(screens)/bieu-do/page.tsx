import type { Metadata } from 'next';
import { JobChartsScreen } from '@/components/reports/job-series-screens';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { jobChartsReport } from '@/lib/reports/job-series';
import { definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Biểu đồ' };

// The provider decides which jobs the viewer sees. The figures come in the first HTML, read with
// the session's token for the URL's filter (app/(staff)/(screens)/_components/prefetched-report.tsx); React Query
// takes them over in the browser.
export default async function JobChartsPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/bieu-do');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [definitionQuery(jobChartsReport, input, params)] : []}>
      <JobChartsScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
