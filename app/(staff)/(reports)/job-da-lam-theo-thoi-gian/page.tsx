import type { Metadata } from 'next';
import { JobsDoneScreen } from '@/components/reports/job-series-screens';
import { reportPage } from '../_components/prefetched-report';
import { jobListReport } from '@/lib/reports/job-list';
import { jobsDoneReport } from '@/lib/reports/job-series';
import { definitionPagesQuery, definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Việc đã làm theo thời gian' };

// The figures and the first page of jobs come together in the first HTML (reportPage in
// app/(staff)/(reports)/_components/prefetched-report.tsx).
export default reportPage('/job-da-lam-theo-thoi-gian', JobsDoneScreen, (input, params) => [definitionQuery(jobsDoneReport, input, params), definitionPagesQuery(jobListReport, input, params)]);
