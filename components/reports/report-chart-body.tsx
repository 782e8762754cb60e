'use client';

import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartSeries = { key: string; label: string; color: string };

export type ReportChartProps = {
  /** Read by screen readers: what the chart shows (the table beside it holds the figures). */
  title: string;
  kind: 'bar' | 'line' | 'area';
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  /** Stacked bars or areas (the cumulative flow diagram). */
  stacked?: boolean;
  /** One colour per bar, for one series whose bars are kinds (statuses): the axis names them, so no legend. */
  barColors?: readonly string[];
  height?: number;
};

const numberFormat = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('vi-VN') : String(value));
/** Axis ticks in Vietnamese short form ('1,6 Tr', '600 N'): full amounts (1.600.000) did not fit the axis. The tooltip and the table keep them whole. */
const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });
const tickFormat = (value: unknown) => (typeof value === 'number' ? compact.format(value) : String(value));

// Chart chrome takes the page's colour variables (app/globals.css), so gridlines, ticks and the
// tooltip follow dark mode instead of staying light grey on a dark card
// (docs/decisions/display-settings.md, "Dark mode").
const GRID = 'var(--tm-border)';
const TICK = { fontSize: 12, fill: 'var(--tm-muted)' };
const TOOLTIP_BOX = { backgroundColor: 'var(--tm-surface)', borderColor: 'var(--tm-border)', color: 'var(--tm-foreground)', borderRadius: 8 };

/** The recharts part of ReportChart; imported only through next/dynamic. */
export function ReportChartBody({ title, kind, data, xKey, series, stacked = false, height = 300, barColors }: ReportChartProps) {
  const common = { data, margin: { top: 8, right: 16, bottom: 8, left: 0 } };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke={GRID} />,
    <XAxis key="x" dataKey={xKey} tick={TICK} stroke={GRID} minTickGap={16} />,
    <YAxis key="y" tick={TICK} stroke={GRID} allowDecimals={false} tickFormatter={tickFormat} width={56} />,
    <Tooltip key="tooltip" formatter={numberFormat} contentStyle={TOOLTIP_BOX} labelStyle={{ color: 'var(--tm-foreground)' }} cursor={{ fill: 'var(--tm-primary-soft)', stroke: GRID }} />,
    barColors ? null : <Legend key="legend" />,
  ];
  return (
    <figure role="img" aria-label={title} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <ResponsiveContainer width="100%" height={height}>
        {kind === 'bar' ? (
          <BarChart {...common}>
            {axes}
            {series.map((item) => (
              <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} stackId={stacked ? 'stack' : undefined} isAnimationActive={false}>
                {barColors?.map((color, index) => <Cell key={index} fill={color} />)}
              </Bar>
            ))}
          </BarChart>
        ) : kind === 'line' ? (
          <LineChart {...common}>
            {axes}
            {series.map((item) => (
              <Line key={item.key} type="linear" strokeWidth={2} dataKey={item.key} name={item.label} stroke={item.color} dot={false} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : (
          <AreaChart {...common}>
            {axes}
            {series.map((item) => (
              <Area key={item.key} type="linear" dataKey={item.key} name={item.label} stroke={item.color} fill={item.color} fillOpacity={0.5} stackId={stacked ? 'stack' : undefined} isAnimationActive={false} />
            ))}
          </AreaChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
