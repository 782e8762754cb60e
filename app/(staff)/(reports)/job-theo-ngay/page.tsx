import type { Metadata } from 'next';
import { JobsByDayScreen } from '@/components/reports/jobs-by-day-screen';
import { reportPage } from '../_components/prefetched-report';
import { JOB_LIST_PARAMS, jobListReport } from '@/lib/reports/job-list';
import { jobsByDayReport } from '@/lib/reports/jobs-by-day';
import { definitionPagesQuery, definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Việc theo ngày' };

// The figures come in the first HTML (reportPage in app/(staff)/(reports)/_components/prefetched-report.tsx);
// the day's jobs come too when the URL names a day of the period.
export default reportPage('/job-theo-ngay', JobsByDayScreen, (input, params) => {
  const day = params.get(JOB_LIST_PARAMS.day);
  const dayInPeriod = day && day >= input.startDate && day <= input.endDate;
  return [definitionQuery(jobsByDayReport, input, params), ...(dayInPeriod ? [definitionPagesQuery(jobListReport, input, params)] : [])];
});
