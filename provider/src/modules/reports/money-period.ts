import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import { studioDay, studioDaysLater, studioMonthStart } from '../../../../domain/studio-time';
import { TASK_STATUS } from '../../../../domain/task-status';
import { tasks } from '../../db/schema';
import { badInput } from '../../errors';
import type { Actor } from '../tasks/access';
import { studioDayRange } from '../tasks/dates';
import { studioClockSql } from './scope';

// The period of a money report and the jobs that count in it: a job counts in the studio day its
// status became Completed (tasks.completed_at, cleared when it leaves Completed).

export type MoneyFilter = { startDate: string; endDate: string; editorId?: number | null; qaId?: number | null; searchString?: string | null };

const DAY_MS = 24 * 3600 * 1000;
/** A report over more than this many days is refused (a slip of the year, not a question). */
const MAX_DAYS = 3700;

export type Period = { from: Date; to: Date };

/** [from, to) of the filter's days; BAD_USER_INPUT when a day is missing, wrong or the range too long. */
export function reportPeriod(filter: MoneyFilter): Period {
  if (!filter.startDate?.trim()) throw badInput('Yêu cầu chọn ngày bắt đầu', 'startDate');
  if (!filter.endDate?.trim()) throw badInput('Yêu cầu chọn ngày kết thúc', 'endDate');
  const { from, to } = studioDayRange(filter.startDate, filter.endDate);
  if ((to!.getTime() - from!.getTime()) / DAY_MS > MAX_DAYS) throw badInput('Khoảng ngày quá dài (tối đa 10 năm).', 'endDate');
  return { from: from!, to: to! };
}

/** Studio days of a period, in order ('yyyy-MM-dd'). */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day < period.to; day = studioDaysLater(day, 1)) days.push(studioDay(day));
  return days;
}

/** Whether the period is whole studio months: the first of a month to the last of a month. */
function wholeMonths(period: Period): number | null {
  const first = studioDay(period.from);
  const after = studioDay(period.to);
  if (!first.endsWith('-01') || !after.endsWith('-01')) return null;
  const months = (Number(after.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(after.slice(5, 7)) - Number(first.slice(5, 7));
  return months > 0 ? months : null;
}

/**
 * The period just before, of the same length: the same number of whole months when the period is
 * whole months (November → October, Q4 → Q3), otherwise the same number of days.
 */
export function previousPeriod(period: Period): Period {
  const months = wholeMonths(period);
  if (months === null) return { from: new Date(2 * period.from.getTime() - period.to.getTime()), to: period.from };
  return { from: studioMonthStart(period.from, months), to: period.from };
}

/** The last day of a period ('yyyy-MM-dd'). */
export function lastDayOf(period: Period): string {
  return studioDay(studioDaysLater(period.to, -1));
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Completed jobs of [from, to) narrowed by the filter bar (editors: only their own). */
export function completedIn(period: Period, filter: MoneyFilter, actor: Actor): SQL {
  const conditions: (SQL | undefined)[] = [eq(tasks.status, TASK_STATUS.Completed), gte(tasks.completedAt, period.from), lt(tasks.completedAt, period.to)];
  if (actor.roleId === ROLE.editor) conditions.push(eq(tasks.editorId, actor.id));
  else if (typeof filter.editorId === 'number') conditions.push(eq(tasks.editorId, filter.editorId));
  if (typeof filter.qaId === 'number') conditions.push(eq(tasks.qaId, filter.qaId));
  const search = filter.searchString?.trim().slice(0, 200);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(tasks.taskName, pattern), ilike(tasks.productName, pattern), ilike(tasks.productCode, pattern)));
  }
  return and(...conditions)!;
}

/**
 * completedIn's filter over the day summary `d` (report_days) for the studio days [firstDay,
 * lastDay], or null when the filter has a search, which only the jobs can answer.
 */
export function completedSummaryIn(period: Period, filter: MoneyFilter, actor: Actor): SQL | null {
  if (filter.searchString?.trim()) return null;
  const conditions: SQL[] = [sql`d.status = ${TASK_STATUS.Completed}`, sql`d.day >= ${studioDay(period.from)}::date`, sql`d.day <= ${lastDayOf(period)}::date`];
  if (actor.roleId === ROLE.editor) conditions.push(sql`d.editor_id = ${actor.id}`);
  else if (typeof filter.editorId === 'number') conditions.push(sql`d.editor_id = ${filter.editorId}`);
  if (typeof filter.qaId === 'number') conditions.push(sql`d.qa_id = ${filter.qaId}`);
  return sql.join(conditions, sql` and `);
}

/** The money sums of summary rows `d`, as moneySums gives them from the jobs. */
export const summarySums = sql`coalesce(sum(d.completed_jobs), 0)::int as jobs, coalesce(sum(d.completed_files), 0)::int as files,
  coalesce(sum(d.revenue), 0)::numeric(20,2)::text as revenue, coalesce(sum(d.editor_pay), 0)::numeric(20,2)::text as "editorPay",
  coalesce(sum(d.qa_pay), 0)::numeric(20,2)::text as "qaPay"`;

/** The studio day of completed_at in SQL, whatever the database server's time zone. */
export const completedDay = sql<string>`to_char(${studioClockSql(tasks.completedAt)}, 'YYYY-MM-DD')`;

/**
 * A job's editor and QA pay: files × rate, nothing for a revision job marked 'Lỗi của studio'
 * (docs/decisions/proofing.md, "Payroll rule for revision rounds"; report_days' trigger does the same).
 */
export const editorPaySql = sql<string>`(case when ${tasks.studioFault} then 0 else ${tasks.totalFile} * ${tasks.editorRate} end)`;
export const qaPaySql = sql<string>`(case when ${tasks.studioFault} then 0 else ${tasks.totalFile} * ${tasks.qaRate} end)`;

/** Money sums of the selected jobs, exact numerics returned as strings. */
export const moneySums = {
  jobs: sql<number>`count(*)::int`,
  files: sql<number>`coalesce(sum(${tasks.totalFile}), 0)::int`,
  revenue: sql<string>`coalesce(sum(${tasks.totalFile} * ${tasks.unitPrice}), 0)::numeric(20,2)::text`,
  editorPay: sql<string>`coalesce(sum(${editorPaySql}), 0)::numeric(20,2)::text`,
  qaPay: sql<string>`coalesce(sum(${qaPaySql}), 0)::numeric(20,2)::text`,
};
