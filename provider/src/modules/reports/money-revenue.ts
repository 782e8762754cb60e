import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import type { Executor } from '../../db/client';
import { customers, productGroups, tasks } from '../../db/schema';
import { NO_ON_TIME, onTimeFigures } from './on-time';
import type { Actor } from '../tasks/access';
import { toCents } from '../../../../domain/money';
import { studioDay } from '../../../../domain/studio-time';
import { accumulate, change, emptyAccumulator, figuresOf, type Accumulator, type Sums } from './money-figures';
import { completedDay, completedIn, completedSummaryIn, summarySums, daysOf, lastDayOf, moneySums, previousPeriod, reportPeriod, type MoneyFilter, type Period } from './money-period';
import { rowsOf } from './scope';
import { likePattern } from '../tasks/data';
import { NO_TURNAROUND, turnaroundBy } from './turnaround';

// /doanh-thu and /bao-cao-doanh-thu: sums per studio day and product group (or customer) in SQL,
// then buckets and totals added up exactly in cents here.

export type Grain = 'day' | 'week' | 'month';

/** First day of the bucket a studio day falls in: the day, its Monday, or the first of its month. */
function bucketOf(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7; // days since Monday
  return new Date(date.getTime() - back * 86400000).toISOString().slice(0, 10);
}

/** The period's buckets in order, each labelled by its first day inside the period. */
function bucketsOf(period: Period, grain: Grain): { key: string; days: Set<string> }[] {
  const buckets = new Map<string, { key: string; days: Set<string> }>();
  for (const day of daysOf(period)) {
    const bucket = bucketOf(day, grain);
    if (!buckets.has(bucket)) buckets.set(bucket, { key: day, days: new Set() });
    buckets.get(bucket)!.days.add(day);
  }
  return [...buckets.values()];
}

const byRevenueDesc = (a: string, b: string) => Math.sign(Number(toCents(b) - toCents(a)));

function row(key: string, label: string, current: Accumulator, previous: Accumulator) {
  const now = figuresOf(current);
  const before = figuresOf(previous);
  return {
    key,
    label,
    current: now,
    previous: before,
    revenueChange: change(current.revenue, previous.revenue),
    marginChange: change(current.revenue - current.editorPay - current.qaPay, previous.revenue - previous.editorPay - previous.qaPay),
  };
}

export async function revenueReport(db: Executor, actor: Actor, filter: MoneyFilter, grain: Grain) {
  const period = reportPeriod(filter);
  const previous = previousPeriod(period);
  const both = { from: previous.from, to: period.to };
  const summary = completedSummaryIn(both, filter, actor);
  const sums = summary
    ? await rowsOf<Sums & { day: string; groupId: number | null }>(
        db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, nullif(d.product_group_id, 0) as "groupId", ${summarySums}
          from report_days d where ${summary} group by d.day, d.product_group_id having sum(d.completed_jobs) <> 0`),
      )
    : await db
        .select({ day: completedDay, groupId: tasks.productGroupId, ...moneySums })
        .from(tasks)
        .where(completedIn(both, filter, actor))
        .groupBy(completedDay, tasks.productGroupId);

  const currentBuckets = bucketsOf(period, grain);
  const previousBuckets = bucketsOf(previous, grain);
  const firstDay = studioDay(period.from);
  const byDay = new Map<string, Accumulator>();
  const byGroup = new Map<number | null, { current: Accumulator; previous: Accumulator }>();
  const total = { current: emptyAccumulator(), previous: emptyAccumulator() };
  for (const sum of sums) {
    const side = sum.day >= firstDay ? 'current' : 'previous';
    accumulate(byDay.get(sum.day) ?? byDay.set(sum.day, emptyAccumulator()).get(sum.day)!, sum);
    const group = byGroup.get(sum.groupId) ?? byGroup.set(sum.groupId, { current: emptyAccumulator(), previous: emptyAccumulator() }).get(sum.groupId)!;
    accumulate(group[side], sum);
    accumulate(total[side], sum);
  }
  const bucketSum = (bucket: { days: Set<string> } | undefined) => {
    const sum = emptyAccumulator();
    for (const day of bucket?.days ?? []) if (byDay.has(day)) accumulate(sum, byDay.get(day)!);
    return sum;
  };
  // The i-th bucket of the period beside the i-th of the previous one (1 Nov beside 1 Oct).
  const byTime = currentBuckets.map((bucket, index) => row(bucket.key, bucket.key, bucketSum(bucket), bucketSum(previousBuckets[index])));

  const groupIds = [...byGroup.keys()].filter((id): id is number => id !== null);
  const names = new Map((await db.select({ id: productGroups.id, name: productGroups.name }).from(productGroups)).filter((g) => groupIds.includes(g.id)).map((g) => [g.id, g.name]));
  const groups = [...byGroup.entries()]
    .map(([id, sides]) => row(id === null ? '' : String(id), id === null ? '(Không có nhóm hàng)' : (names.get(id) ?? `#${id}`), sides.current, sides.previous))
    .sort((a, b) => byRevenueDesc(a.current.revenue, b.current.revenue) || a.label.localeCompare(b.label, 'vi'));

  return {
    startDate: firstDay,
    endDate: lastDayOf(period),
    previousStartDate: studioDay(previous.from),
    previousEndDate: lastDayOf(previous),
    byTime,
    byGroup: groups,
    total: row('total', 'Tổng', total.current, total.previous),
  };
}

export const NO_CUSTOMER = '(Không gắn khách hàng)';

/** completedIn's people and search over the jobs `t`, without the period (turnaround.ts dates the jobs itself). */
function customerJobsWhere(filter: MoneyFilter, actor: Actor): SQL {
  const conditions: SQL[] = [sql`true`];
  if (actor.roleId === ROLE.editor) conditions.push(sql`t.editor_id = ${actor.id}`);
  else if (typeof filter.editorId === 'number') conditions.push(sql`t.editor_id = ${filter.editorId}`);
  if (typeof filter.qaId === 'number') conditions.push(sql`t.qa_id = ${filter.qaId}`);
  const search = filter.searchString?.trim().slice(0, 200);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(sql`(t.task_name ilike ${pattern} or t.product_name ilike ${pattern} or t.product_code ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function customerRevenueReport(db: Executor, actor: Actor, filter: MoneyFilter) {
  const period = reportPeriod(filter);
  const summary = completedSummaryIn(period, filter, actor);
  const sums = summary
    ? await rowsOf<Sums & { customerId: number | null; customerName: string | null }>(
        db.execute(sql`select nullif(d.customer_id, 0) as "customerId", c.name as "customerName", ${summarySums}
          from report_days d left join customers c on c.id = d.customer_id where ${summary}
          group by d.customer_id, c.name having sum(d.completed_jobs) <> 0 order by c.name asc`),
      )
    : await db
        .select({ customerId: tasks.customerId, customerName: customers.name, ...moneySums })
        .from(tasks)
        .leftJoin(customers, eq(customers.id, tasks.customerId))
        .where(completedIn(period, filter, actor))
        .groupBy(tasks.customerId, customers.name)
        .orderBy(asc(customers.name));
  const total = emptyAccumulator();
  const rows = sums.map((sum) => {
    const figures = figuresOf(accumulate(emptyAccumulator(), sum));
    accumulate(total, sum);
    return { customerId: sum.customerId, customerName: sum.customerName ?? NO_CUSTOMER, figures, onTime: NO_ON_TIME };
  });
  // On time per customer (docs/decisions/due-times.md), from the jobs: the summary has no due times.
  const onTimeRows = await db
    .select({
      customerId: tasks.customerId,
      withDue: sql<number>`count(*) filter (where ${tasks.dueAt} is not null)::int`,
      onTime: sql<number>`count(*) filter (where ${tasks.dueAt} is not null and ${tasks.completedAt} <= ${tasks.dueAt})::int`,
    })
    .from(tasks)
    .where(completedIn(period, filter, actor))
    .groupBy(tasks.customerId);
  const onTimeOf = new Map(onTimeRows.map((row) => [row.customerId, onTimeFigures(row.withDue, row.onTime)]));
  const totalOnTime = onTimeFigures(
    onTimeRows.reduce((sum, row) => sum + row.withDue, 0),
    onTimeRows.reduce((sum, row) => sum + row.onTime, 0),
  );
  // Biggest customers first; the jobs without a customer last.
  // Turnaround and revision rate (turnaround.ts): a customer with jobs first delivered in the
  // period but none completed in it still gets a row (zero money).
  const turnaround = await turnaroundBy(db, 'customer', period.from, period.to, customerJobsWhere(filter, actor));
  for (const [customerId, name] of turnaround.names) {
    if (!rows.some((row) => row.customerId === customerId)) rows.push({ customerId, customerName: name ?? NO_CUSTOMER, figures: figuresOf(emptyAccumulator()), onTime: NO_ON_TIME });
  }
  rows.sort((a, b) => (a.customerId === null ? 1 : b.customerId === null ? -1 : byRevenueDesc(a.figures.revenue, b.figures.revenue)));
  for (const row of rows) row.onTime = onTimeOf.get(row.customerId) ?? NO_ON_TIME;
  const withTurnaround = rows.map((row) => ({ ...row, turnaround: turnaround.figures.get(row.customerId) ?? NO_TURNAROUND }));
  return { rows: withTurnaround, total: figuresOf(total), totalOnTime, totalTurnaround: turnaround.figures.get('total') ?? NO_TURNAROUND };
}
