// The period of a report screen (issue 9): the board's filter bar in the URL (?tu=…&den=…, as
// lib/tasks/filter.ts reads it), with the current studio month filled in where a date is missing.
// Pure and shared by the screens, the export route and the unit tests; days are studio days
// (domain/studio-time.ts), whatever the server's or the browser's time zone.
import { studioDay } from '@/domain/studio-time';
import { hasFilterProblems, taskFilterProblems, toTaskFilterInput, vnDateToIso, type TaskFilterState } from '../tasks/filter';

const pad = (value: number) => String(value).padStart(2, '0');

function monthBounds(isoDay: string): { first: string; last: string } {
  const [year, month] = isoDay.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
}

const isoToVn = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * The filter with both dates filled in (dd-MM-yyyy): no dates → the current studio month; only
 * a start → to the end of that month; only an end → from the first of that month. Dates that
 * name no day are kept as typed, so the bar can show what is wrong.
 */
export function withDefaultPeriod(filter: TaskFilterState, now: Date = new Date()): TaskFilterState {
  if (hasFilterProblems(taskFilterProblems(filter))) return filter;
  const from = vnDateToIso(filter.from);
  const to = vnDateToIso(filter.to);
  if (from && to) return filter;
  const anchor = from ?? to ?? studioDay(now);
  const month = monthBounds(anchor);
  return { ...filter, from: isoToVn(from ?? month.first), to: isoToVn(to ?? month.last) };
}

/** What every report query takes (graphql ReportFilter): both days always present, yyyy-MM-dd. */
export type ReportFilterInput = { startDate: string; endDate: string; editorId?: number; qaId?: number; searchString?: string };

/** The provider's ReportFilter for a URL's filter, or null while the dates are wrong (nothing is queried). */
export function toReportFilterInput(filter: TaskFilterState, roleId: number | null | undefined, now: Date = new Date()): ReportFilterInput | null {
  // The board's due choice is no report filter.
  const input = toTaskFilterInput({ ...withDefaultPeriod(filter, now), due: null }, roleId);
  if (!input?.startDate || !input.endDate) return null;
  return { ...input, startDate: input.startDate, endDate: input.endDate };
}

/** Bucket size of the time-series reports, in the URL as ?theo=ngay|tuan|thang. */
export type ReportGrain = 'day' | 'week' | 'month';
export const GRAIN_PARAM = 'theo';
export const GRAIN_SLUGS: Record<ReportGrain, string> = { day: 'ngay', week: 'tuan', month: 'thang' };
export const GRAIN_LABELS: Record<ReportGrain, string> = { day: 'Theo ngày', week: 'Theo tuần', month: 'Theo tháng' };

export function parseGrain(value: string | null | undefined): ReportGrain {
  const found = (Object.keys(GRAIN_SLUGS) as ReportGrain[]).find((grain) => GRAIN_SLUGS[grain] === value);
  return found ?? 'day';
}

/** 'dd-MM-yyyy' of a 'yyyy-MM-dd' day (what tables and exports print). */
export function formatReportDay(isoDay: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoToVn(isoDay) : isoDay;
}

/**
 * A time chart's points up to today: buckets that start after the studio's today are left off, so
 * the current month or year ends at today instead of drawing a flat run of future days
 * (docs/decisions/reports.md, "Charts end at today"). Rows without a day (a total) stay.
 */
export function untilToday<Row>(rows: Row[], startDay: (row: Row) => string | null | undefined, now: number | Date = Date.now()): Row[] {
  const today = studioDay(new Date(now));
  return rows.filter((row) => {
    const day = startDay(row);
    return !day || day <= today;
  });
}
