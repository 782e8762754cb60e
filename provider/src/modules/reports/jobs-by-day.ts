import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bucketOf, bucketSeries, rowsOf, type ReportScope } from './scope';

// /job-theo-ngay: per studio day of the period, jobs created, jobs completed (completed_at falls
// on that day) and their files; days without any job show zeros.

type DayRow = { day: string | null; created: number; completed: number; filesCompleted: number };

export async function jobsByDay(db: Executor, scope: ReportScope) {
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  const rows = await rowsOf<DayRow>(
    db.execute(sql`
      with days as (select ${bucketSeries(scope, 'day')} as day),
      created as (
        select ${bucketOf(sql`t.created_at`, 'day')} as day, count(*)::int as n
        from tasks t where t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz and ${scope.where}
        group by 1),
      completed as (
        select ${bucketOf(sql`t.completed_at`, 'day')} as day, count(*)::int as n, sum(t.total_file)::int as files
        from tasks t where t.completed_at >= ${from}::timestamptz and t.completed_at < ${to}::timestamptz and ${scope.where}
        group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(c.n, 0) as created, coalesce(k.n, 0) as completed, coalesce(k.files, 0) as "filesCompleted"
      from days left join created c on c.day = days.day left join completed k on k.day = days.day
      order by days.day`),
  );
  const totals: DayRow = { day: null, created: 0, completed: 0, filesCompleted: 0 };
  for (const row of rows) {
    totals.created += row.created;
    totals.completed += row.completed;
    totals.filesCompleted += row.filesCompleted;
  }
  return { rows, totals };
}
