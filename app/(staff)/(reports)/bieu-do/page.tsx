import type { Metadata } from 'next';
import { JobChartsScreen } from '@/components/reports/job-series-screens';
import { reportPage } from '../_components/prefetched-report';
import { jobChartsReport } from '@/lib/reports/job-series';
import { definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Biểu đồ' };

// The figures come in the first HTML (reportPage in app/(staff)/(reports)/_components/prefetched-report.tsx).
export default reportPage('/bieu-do', JobChartsScreen, (input, params) => [definitionQuery(jobChartsReport, input, params)]);
