// /doanh-thu (admin): revenue, pay and margin per day / week / month and per product group, with
// the previous period beside them. Two exports from one provider query: by time and by group.
import { RevenueReportDocument, type RevenueReportQuery, type RevenueRowFieldsFragment } from '@/graphql/generated/operations.generated';
import { formatReportDay, GRAIN_PARAM, parseGrain, type ReportFilterInput, type ReportGrain } from './period';
import { field, type ReportColumn } from './columns';
import type { ParamsLike, ReportDefinition, Requester } from './definition';
import { sortableReport, sortRows } from './definition';
import { figureColumns } from './money-columns';
import { reportKeys, type ReportQuery } from './report-queries';

export type RevenueReport = RevenueReportQuery['revenue_report'];

/** A row as the tables show it: a label, the bucket's first day (time rows), the figures. */
export type RevenueLine = RevenueRowFieldsFragment & { day: string | null };

export function timeLabel(day: string, grain: ReportGrain): string {
  if (grain === 'month') return `Tháng ${day.slice(5, 7)}/${day.slice(0, 4)}`;
  if (grain === 'week') return `Tuần từ ${formatReportDay(day)}`;
  return formatReportDay(day);
}

export function loadRevenue(request: Requester, filter: ReportFilterInput, grain: ReportGrain): Promise<RevenueReport> {
  return request(RevenueReportDocument, { filter, grain }).then((data) => data.revenue_report);
}

/** /doanh-thu's one query: by time and by group (the screen and its prefetch). */
export function revenueQuery(input: ReportFilterInput | null, grain: ReportGrain): ReportQuery<RevenueReport> {
  return { queryKey: reportKeys.report('doanh-thu', input, [grain]), pages: false, load: (request) => loadRevenue(request, input!, grain) };
}

export function timeLines(report: RevenueReport, grain: ReportGrain): RevenueLine[] {
  return report.byTime.map((row) => ({ ...row, label: timeLabel(row.key, grain), day: row.key }));
}

export function groupLines(report: RevenueReport): RevenueLine[] {
  return report.byGroup.map((row) => ({ ...row, day: null }));
}

export const totalLine = (report: RevenueReport): RevenueLine => ({ ...report.total, label: 'Tổng', day: null });

const previousColumns = (sortable: boolean): ReportColumn<RevenueLine>[] => [
  { key: 'previousRevenue', header: 'Doanh thu kỳ trước', kind: 'money', value: (row) => row.previous.revenue, sortable },
  field('revenueChange', 'Thay đổi doanh thu', 'percent', { sortable }),
  { key: 'previousMargin', header: 'Lợi nhuận kỳ trước', kind: 'money', value: (row) => row.previous.margin, sortable },
  field('marginChange', 'Thay đổi lợi nhuận', 'percent', { sortable }),
];

export const REVENUE_TIME_COLUMNS: ReportColumn<RevenueLine>[] = [
  // One period column: the day, 'Tuần từ …' or 'Tháng …' already names the bucket's first day
  // (a 'Từ ngày' column beside it repeated the date: docs/decisions/money-reports.md).
  { key: 'period', header: 'Kỳ', kind: 'text', value: (row) => row.label, nowrap: true },
  ...figureColumns<RevenueLine>((row) => row.current),
  ...previousColumns(false),
];

export const REVENUE_GROUP_COLUMNS: ReportColumn<RevenueLine>[] = [
  { key: 'group', header: 'Nhóm hàng', kind: 'text', value: (row) => row.label, sortable: true },
  ...figureColumns<RevenueLine>((row) => row.current, true),
  ...previousColumns(true),
];

export const revenueByTimeReport: ReportDefinition<RevenueLine> = {
  id: 'doanh-thu',
  title: 'Doanh thu theo thời gian',
  fileName: 'doanh-thu',
  columns: REVENUE_TIME_COLUMNS,
  params: [GRAIN_PARAM],
  async load(request, filter, params: ParamsLike) {
    const grain = parseGrain(params.get(GRAIN_PARAM));
    const report = await loadRevenue(request, filter, grain);
    return { rows: timeLines(report, grain), totals: totalLine(report), nextCursor: null };
  },
};

/** Group rows in the order the URL asks (?sap=…&chieu=…; by revenue by default). */
export function sortedGroupLines(report: RevenueReport, params: ParamsLike): RevenueLine[] {
  return sortRows(REVENUE_GROUP_COLUMNS, groupLines(report), params);
}

export const revenueByGroupReport = sortableReport({ id: 'doanh-thu-nhom-hang', title: 'Doanh thu theo nhóm hàng', fileName: 'doanh-thu-nhom-hang', columns: REVENUE_GROUP_COLUMNS }, async (request, filter) => {
  const report = await loadRevenue(request, filter, 'month');
  return { rows: groupLines(report), totals: totalLine(report) };
});
