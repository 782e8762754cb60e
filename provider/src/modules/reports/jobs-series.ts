import { sql } from 'drizzle-orm';
import { TASK_STATUS } from '../../../../domain/task-status';
import type { Executor } from '../../db/client';
import type { ReportGrain } from '../../generated/graphql.generated';
import { bucketOf, bucketOfDay, bucketSeries, periodCounts, rowsOf, type ReportScope } from './scope';

// Time series: /bieu-do (created vs completed, cumulative flow) and /job-da-lam-theo-thoi-gian
// (completed jobs and files). Buckets are studio days, ISO weeks or months; every bucket of the
// period is listed, empty ones as zeros. A bucket is named by its first day (yyyy-MM-dd).

const range = (scope: ReportScope) => ({ from: sql`${scope.from.toISOString()}::timestamptz`, to: sql`${scope.to.toISOString()}::timestamptz` });

export async function createdVsCompleted(db: Executor, scope: ReportScope, grain: ReportGrain) {
  return rowsOf<{ bucket: string; created: number; completed: number }>(
    db.execute(sql`
      with buckets as (select ${bucketSeries(scope, grain)} as bucket), counts as (${periodCounts(scope, grain)})
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket, coalesce(c.created, 0) as created, coalesce(c.completed, 0) as completed
      from buckets b left join counts c on c.bucket = b.bucket
      order by b.bucket`),
  );
}

const FLOW_KEYS = {
  [TASK_STATUS.Ready]: 'ready',
  [TASK_STATUS.Assignee]: 'assignee',
  [TASK_STATUS.InProgress]: 'inProgress',
  [TASK_STATUS.Waiting]: 'waiting',
  [TASK_STATUS.WaitApprove]: 'waitApprove',
  [TASK_STATUS.Reject]: 'reject',
  [TASK_STATUS.Cancel]: 'cancel',
  [TASK_STATUS.Completed]: 'completed',
} as const;
type FlowKey = (typeof FLOW_KEYS)[keyof typeof FLOW_KEYS];
export type FlowPoint = { bucket: string } & Record<FlowKey, number>;

/**
 * Cumulative flow: how many of the visible jobs were in each status at the end of each bucket.
 * The state at the start of the period comes from the tasks themselves (a job whose status has
 * not changed since then is in its current status; the few others look up their last history
 * row before the start); each status change inside the period then adds one to its new status
 * and takes one from the old. Only the period's history is read, not all of it.
 */
export async function cumulativeFlow(db: Executor, scope: ReportScope, grain: ReportGrain): Promise<FlowPoint[]> {
  const { from, to } = range(scope);
  // Every job: the per-day moves (report_flow_days, kept from the history) give the same sums.
  const start = await rowsOf<{ status: number | null; jobs: number }>(
    scope.everyJob
      ? db.execute(sql`select f.status, sum(f.delta)::int as jobs from report_flow_days f where f.day < ${scope.firstDay}::date group by f.status`)
      : db.execute(sql`
      select case when t.status_since <= ${from} then t.status
        else (select h.to_status from task_history h where h.task_id = t.id and h.created_at < ${from} order by h.created_at desc, h.id desc limit 1) end as status,
        count(*)::int as jobs
      from tasks t where t.created_at < ${from} and ${scope.where}
      group by 1`),
  );
  const deltas = await rowsOf<{ bucket: string; status: number; delta: number }>(
    scope.everyJob
      ? db.execute(sql`
      select to_char(${bucketOfDay(sql`f.day`, grain)}, 'YYYY-MM-DD') as bucket, f.status, sum(f.delta)::int as delta
      from report_flow_days f where f.day >= ${scope.firstDay}::date and f.day <= ${scope.lastDay}::date
      group by 1, 2 having sum(f.delta) <> 0`)
      : db.execute(sql`
      with changes as (
        select ${bucketOf(sql`h.created_at`, grain)} as bucket, h.from_status, h.to_status
        from task_history h join tasks t on t.id = h.task_id
        where h.created_at >= ${from} and h.created_at < ${to} and h.from_status is distinct from h.to_status and ${scope.where})
      select to_char(bucket, 'YYYY-MM-DD') as bucket, status, sum(delta)::int as delta from (
        select bucket, to_status as status, 1 as delta from changes
        union all
        select bucket, from_status, -1 from changes where from_status is not null) moves
      group by 1, 2`),
  );
  const buckets = await rowsOf<{ bucket: string }>(db.execute(sql`select to_char(${bucketSeries(scope, grain)}, 'YYYY-MM-DD') as bucket`));
  const byBucket = new Map<string, { status: number; delta: number }[]>();
  for (const row of deltas) byBucket.set(row.bucket, [...(byBucket.get(row.bucket) ?? []), row]);
  const running: Record<FlowKey, number> = { ready: 0, assignee: 0, inProgress: 0, waiting: 0, waitApprove: 0, reject: 0, cancel: 0, completed: 0 };
  const add = (status: number | null, delta: number) => {
    const key = status === null ? undefined : FLOW_KEYS[status as keyof typeof FLOW_KEYS];
    if (key) running[key] += delta;
  };
  for (const row of start) add(row.status, row.jobs);
  return buckets.map(({ bucket }) => {
    for (const { status, delta } of byBucket.get(bucket) ?? []) add(status, delta);
    return { bucket, ...running };
  });
}

export async function jobsDone(db: Executor, scope: ReportScope, grain: ReportGrain) {
  const rows = await rowsOf<{ bucket: string | null; jobs: number; files: number }>(
    db.execute(sql`
      with buckets as (select ${bucketSeries(scope, grain)} as bucket), counts as (${periodCounts(scope, grain)})
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket, coalesce(c.completed, 0) as jobs, coalesce(c.files, 0) as files
      from buckets b left join counts c on c.bucket = b.bucket order by b.bucket`),
  );
  const totals = { bucket: null, jobs: 0, files: 0 };
  for (const row of rows) {
    totals.jobs += row.jobs;
    totals.files += row.files;
  }
  return { rows, totals };
}
