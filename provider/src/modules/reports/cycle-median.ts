import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf, type ReportScope } from './scope';

// /job-theo-editor's median cycle time (hours from first assignment to completion), per editor and
// for all of them, exact, without ordering every completed job of the period
// (docs/decisions/reports-speed.md). One statement:
// 1. `counts`: report_cycle_days' jobs of the period per editor and cycle bucket, then per bucket
//    for all editors (editor null) (report_cycle_bucket: four buckets per doubling of the hours);
// 2. `places`: the running count over the buckets says which bucket holds percentile_cont's
//    middle job(s), ranks floor((n − 1) / 2) and floor(n / 2), and at which place inside it;
// 3. only those buckets' jobs are read (tasks_cycle_editor_idx, tasks_cycle_idx) and ordered, and
//    percentile_cont over the one or two middle cycles gives what it gives over all of them.

/** Median cycle hours (rounded to 0.1 h) per editor id, and for all of them under the key null. */
export async function medianCycleHours(db: Executor, scope: ReportScope, cycles: SQL): Promise<Map<number | null, number>> {
  const from = sql`${scope.from.toISOString()}::timestamptz`;
  const to = sql`${scope.to.toISOString()}::timestamptz`;
  const middle = (editor: SQL) => sql`
    select date_part('epoch', t.completed_at - t.first_assigned_at) / 3600 as hours from tasks t
    where ${editor} and report_cycle_bucket(t.first_assigned_at, t.completed_at) = p.bucket
      and t.completed_at >= ${from} and t.completed_at < ${to} and t.first_assigned_at is not null and ${scope.where}
    order by 1 offset p.skip limit p.take`;
  const median = sql`round(percentile_cont(0.5) within group (order by v.hours)::numeric, 1)::float8`;
  const rows = await rowsOf<{ editorId: number | null; hours: number }>(
    db.execute(sql`
      with editor_counts as (
        select c.editor_id, c.bucket, sum(c.jobs)::int as jobs from report_cycle_days c
        where c.day >= ${scope.firstDay}::date and c.day <= ${scope.lastDay}::date and ${cycles}
        group by 1, 2 having sum(c.jobs) <> 0),
      counts as (select * from editor_counts union all select null, bucket, sum(jobs)::int from editor_counts group by bucket),
      ranked as (
        select editor_id, bucket, jobs, sum(jobs) over (partition by editor_id order by bucket)::int - jobs as below,
          (sum(jobs) over (partition by editor_id)::int - 1) / 2 as lo, sum(jobs) over (partition by editor_id)::int / 2 as hi
        from counts),
      places as (
        select editor_id, bucket, greatest(lo, below) - below as skip, least(hi, below + jobs - 1) - greatest(lo, below) + 1 as take
        from ranked where lo < below + jobs and hi >= below)
      select p.editor_id as "editorId", ${median} as hours
      from places p cross join lateral (${middle(sql`t.editor_id = p.editor_id`)}) v
      where p.editor_id is not null group by p.editor_id
      union all
      select null, ${median}
      from places p cross join lateral (${middle(sql`t.editor_id is not null`)}) v
      where p.editor_id is null having count(*) > 0`),
  );
  return new Map(rows.map(({ editorId, hours }) => [editorId, hours]));
}
