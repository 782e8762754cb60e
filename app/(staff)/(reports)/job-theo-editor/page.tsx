import type { Metadata } from 'next';
import { JobsByEditorScreen } from '@/components/reports/jobs-by-editor-screen';
import { reportPage } from '../_components/prefetched-report';
import { jobsByEditorReport } from '@/lib/reports/jobs-by-editor';
import { definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Việc theo editor' };

// The figures come in the first HTML (reportPage in app/(staff)/(reports)/_components/prefetched-report.tsx).
export default reportPage('/job-theo-editor', JobsByEditorScreen, (input, params) => [definitionQuery(jobsByEditorReport, input, params)]);
