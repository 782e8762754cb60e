'use client';

import dynamic from 'next/dynamic';
import { ReportSkeleton } from './report-states';
import type { ReportChartProps } from './report-chart-body';

export type { ChartSeries, ReportChartProps } from './report-chart-body';

// recharts is large: it loads only when a report screen shows a chart, never in the board's
// bundle (issue 9; the bench and docs/decisions/reports.md say how that was checked).
const ChartBody = dynamic(() => import('./report-chart-body').then((module) => module.ReportChartBody), {
  ssr: false,
  loading: () => <ReportSkeleton rows={4} />,
});

export function ReportChart(props: ReportChartProps) {
  return <ChartBody {...props} />;
}
