import type { Metadata } from 'next';
import { JobsByDayScreen } from '@/components/reports/jobs-by-day-screen';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { JOB_LIST_PARAMS, jobListReport } from '@/lib/reports/job-list';
import { jobsByDayReport } from '@/lib/reports/jobs-by-day';
import { definitionPagesQuery, definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Việc theo ngày' };

// The provider decides which jobs the viewer sees. The day's jobs come too when the URL names a day
// of the period. The figures come in the first HTML, read with the session's token for the URL's
// filter (app/(staff)/(screens)/_components/prefetched-report.tsx); React Query takes them over in the browser.
export default async function JobsByDayPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/job-theo-ngay');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  const day = params.get(JOB_LIST_PARAMS.day);
  const dayInPeriod = day && input && day >= input.startDate && day <= input.endDate;
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [definitionQuery(jobsByDayReport, input, params), ...(dayInPeriod ? [definitionPagesQuery(jobListReport, input, params)] : [])] : []}>
      <JobsByDayScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
