import { sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../lib/roles';
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
};

// Three years and a month: enough for any "last three years" the studio asks for.
const MAX_DAYS = 3 * 366 + 31;
const DAY_MS = 24 * 3600 * 1000;
const STUDIO_OFFSET_MS = 7 * 3600 * 1000;

const isoDay = (instant: Date) => new Date(instant.getTime() + STUDIO_OFFSET_MS).toISOString().slice(0, 10);

export function reportScope(ctx: GraphQLContext, filter: ReportFilter): ReportScope {
  const actor = requireStaff(ctx);
  const { from, to } = studioDayRange(filter.startDate, filter.endDate);
  if (!from || !to) throw badInput('Hãy chọn ngày bắt đầu và ngày kết thúc', from ? 'endDate' : 'startDate');
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_DAYS) throw badInput('Khoảng thời gian của báo cáo tối đa là 3 năm', 'endDate');

  const conditions: SQL[] = [];
  if (actor.roleId === ROLE.admin) {
    if (typeof filter.editorId === 'number') conditions.push(sql`t.editor_id = ${filter.editorId}`);
    if (typeof filter.qaId === 'number') conditions.push(sql`t.qa_id = ${filter.qaId}`);
  } else if (actor.roleId === ROLE.editor) {
    conditions.push(sql`t.editor_id = ${actor.id}`);
  } else if (actor.roleId === ROLE.qa) {
    conditions.push(sql`t.qa_id = ${actor.id}`);
    if (typeof filter.editorId === 'number') conditions.push(sql`t.editor_id = ${filter.editorId}`);
  } else {
    conditions.push(sql`false`);
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
    firstDay: isoDay(from),
    lastDay: isoDay(new Date(to.getTime() - DAY_MS)),
    where: conditions.length ? sql.join(conditions, sql` and `) : sql`true`,
  };
}

const GRAIN_SQL: Record<ReportGrain, string> = { day: 'day', week: 'week', month: 'month' };

/** The studio day / week (from Monday) / month an instant falls in, as a date. */
export function bucketOf(column: SQL, grain: ReportGrain): SQL {
  return sql`date_trunc(${sql.raw(`'${GRAIN_SQL[grain]}'`)}, ${column} at time zone 'Asia/Ho_Chi_Minh')::date`;
}

/** Every bucket of the period, first to last (zero rows still show on charts and tables). */
export function bucketSeries(scope: ReportScope, grain: ReportGrain): SQL {
  const unit = sql.raw(`'${GRAIN_SQL[grain]}'`);
  return sql`generate_series(date_trunc(${unit}, ${scope.firstDay}::date), ${scope.lastDay}::date, ${sql.raw(`interval '1 ${GRAIN_SQL[grain]}'`)})::date`;
}

/** Rows of a raw query, whichever driver ran it. */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
