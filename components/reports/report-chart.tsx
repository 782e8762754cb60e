'use client';

import dynamic from 'next/dynamic';
import type { ReportChartProps } from './report-chart-body';

export type { ChartSeries, ReportChartProps } from './report-chart-body';

// recharts is large: it loads only when a report screen shows a chart, never in the board's
// bundle (issue 9; the bench and docs/decisions/reports.md say how that was checked).
const ChartBody = dynamic(() => import('./report-chart-body').then((module) => module.ReportChartBody), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

/** The chart's own box (padding, border, the default 300 px plot) while recharts loads: nothing below moves when it arrives. */
function ChartPlaceholder() {
  return (
    <div role="status" aria-label="Đang tải biểu đồ" className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <div aria-hidden="true" className="h-[300px] animate-pulse rounded bg-border/70" />
    </div>
  );
}

export function ReportChart(props: ReportChartProps) {
  return <ChartBody {...props} />;
}
