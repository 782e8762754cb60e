import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import { studioDay, studioDaysLater } from '../../../../domain/studio-time';
import { requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { badInput } from '../../errors';
import type { ReportFilter, ReportGrain } from '../../generated/graphql.generated';
import { studioDayRange } from '../tasks/dates';
import { likePattern } from '../tasks/data';

// Who sees which jobs in a report, decided once per request before any data is read (issue 9):
// admins every job (narrowed by the Editor/QA pickers), editors only their own jobs, QA the jobs
// they review. The SQL below refers to the tasks table as `t`.

export type ReportScope = {
  actorId: number;
  roleId: number | null;
  /** [from, to): the studio days of the filter as UTC instants. */
  from: Date;
  to: Date;
  /** 'yyyy-MM-dd' of the first and the last day. */
  firstDay: string;
  lastDay: string;
  /** Visibility + people + search, over tasks `t`. */
  where: SQL;
  /**
   * The same visibility and people over the day summary `d` (report_days), or null when the
   * filter has a search, which the summary cannot answer: the report then reads the jobs.
   */
  summary: SQL | null;
  /**
   * The editor filter over the cycle summary `c` (report_cycle_days), or null when the filter has
   * a search or names a QA, which that summary cannot answer: /job-theo-editor's median then
   * orders every completed job's cycle (jobs-by-editor.ts).
   */
  cycles: SQL | null;
  /** Every job, unfiltered (an admin without Editor, QA or search): the cumulative flow reads report_flow_days. */
  everyJob: boolean;
};

// Three years and a month: enough for any "last three years" the studio asks for.
const MAX_DAYS = 3 * 366 + 31;
const DAY_MS = 24 * 3600 * 1000;

export function reportScope(ctx: GraphQLContext, filter: ReportFilter): ReportScope {
  const actor = requireStaff(ctx);
  const { from, to } = studioDayRange(filter.startDate, filter.endDate);
  if (!from || !to) throw badInput('Hãy chọn ngày bắt đầu và ngày kết thúc', from ? 'endDate' : 'startDate');
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_DAYS) throw badInput('Khoảng thời gian của báo cáo tối đa là 3 năm', 'endDate');

  const conditions: SQL[] = [];
  const summary: SQL[] = [];
  const cycles: SQL[] = [];
  let byQa = false;
  const person = (column: 'editor_id' | 'qa_id', id: number) => {
    conditions.push(sql`t.${sql.raw(column)} = ${id}`);
    summary.push(sql`d.${sql.raw(column)} = ${id}`);
    if (column === 'qa_id') byQa = true;
    else cycles.push(sql`c.editor_id = ${id}`);
  };
  if (actor.roleId === ROLE.admin) {
    if (typeof filter.editorId === 'number') person('editor_id', filter.editorId);
    if (typeof filter.qaId === 'number') person('qa_id', filter.qaId);
  } else if (actor.roleId === ROLE.editor) {
    person('editor_id', actor.id);
  } else if (actor.roleId === ROLE.qa) {
    person('qa_id', actor.id);
    if (typeof filter.editorId === 'number') person('editor_id', filter.editorId);
  } else {
    conditions.push(sql`false`);
    summary.push(sql`false`);
    cycles.push(sql`false`);
  }
  const search = filter.searchString?.trim().slice(0, 200);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(sql`(t.task_name ilike ${pattern} or t.product_name ilike ${pattern} or t.product_code ilike ${pattern})`);
  }
  return {
    actorId: actor.id,
    roleId: actor.roleId,
    from,
    to,
    firstDay: studioDay(from),
    lastDay: studioDay(studioDaysLater(to, -1)),
    where: conditions.length ? sql.join(conditions, sql` and `) : sql`true`,
    summary: search ? null : summary.length ? sql.join(summary, sql` and `) : sql`true`,
    cycles: search || byQa ? null : cycles.length ? sql.join(cycles, sql` and `) : sql`true`,
    everyJob: conditions.length === 0,
  };
}

const GRAIN_SQL: Record<ReportGrain, string> = { day: 'day', week: 'week', month: 'month' };

/**
 * A timestamptz as the studio's wall-clock time (a timestamp without zone). In SQL the studio's
 * clock is UTC + 7 h: Asia/Ho_Chi_Minh has kept that offset all year since 1975, and the fixed
 * offset measured twice as fast as the named zone on 1 M jobs (bench/reports;
 * docs/decisions/studio-time.md).
 */
export function studioClockSql(column: SQL | AnyColumn): SQL {
  return sql`(${column} at time zone 'UTC' + interval '7 hours')`;
}

/** The studio day / week (from Monday) / month an instant falls in, as a date. */
export function bucketOf(column: SQL, grain: ReportGrain): SQL {
  return sql`date_trunc(${sql.raw(`'${GRAIN_SQL[grain]}'`)}, ${studioClockSql(column)})::date`;
}

/** The bucket a studio day (a date column) falls in, as a date. */
export function bucketOfDay(column: SQL, grain: ReportGrain): SQL {
  return sql`date_trunc(${sql.raw(`'${GRAIN_SQL[grain]}'`)}, ${column})::date`;
}

/** Every bucket of the period, first to last (zero rows still show on charts and tables). */
export function bucketSeries(scope: ReportScope, grain: ReportGrain): SQL {
  const unit = sql.raw(`'${GRAIN_SQL[grain]}'`);
  return sql`generate_series(date_trunc(${unit}, ${scope.firstDay}::date), ${scope.lastDay}::date, ${sql.raw(`interval '1 ${GRAIN_SQL[grain]}'`)})::date`;
}

/** The summary rows `d` of the period's days (scope.summary must not be null). */
export function summaryDays(scope: ReportScope): SQL {
  return sql`d.day >= ${scope.firstDay}::date and d.day <= ${scope.lastDay}::date and ${scope.summary}`;
}

/**
 * Per bucket of the period: jobs created, jobs completed (completed_at in the bucket) and their
 * files, over the visible jobs; only buckets with a job. Read from the day summary when the
 * filter allows (scope.summary), otherwise from the jobs; both give the same figures.
 */
export function periodCounts(scope: ReportScope, grain: ReportGrain): SQL {
  if (scope.summary) {
    return sql`select ${bucketOfDay(sql`d.day`, grain)} as bucket, sum(d.created_jobs)::int as created,
        sum(d.completed_jobs)::int as completed, sum(d.completed_files)::int as files
      from report_days d where ${summaryDays(scope)} group by 1`;
  }
  const from = sql`${scope.from.toISOString()}::timestamptz`;
  const to = sql`${scope.to.toISOString()}::timestamptz`;
  return sql`select coalesce(c.bucket, k.bucket) as bucket, coalesce(c.n, 0) as created, coalesce(k.n, 0) as completed, coalesce(k.files, 0) as files
    from (select ${bucketOf(sql`t.created_at`, grain)} as bucket, count(*)::int as n from tasks t
      where t.created_at >= ${from} and t.created_at < ${to} and ${scope.where} group by 1) c
    full join (select ${bucketOf(sql`t.completed_at`, grain)} as bucket, count(*)::int as n, sum(t.total_file)::int as files from tasks t
      where t.completed_at >= ${from} and t.completed_at < ${to} and ${scope.where} group by 1) k on k.bucket = c.bucket`;
}

/** A person's name as the pickers write it (family name first), over the users row aliased `who`; null when empty. */
export function personName(who: 'e' | 'q' | 'u'): SQL {
  return sql.raw(`nullif(trim(concat_ws(' ', ${who}.last_name, ${who}.first_name)), '')`);
}

/** Rows of a raw query, whichever driver ran it. */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
