import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bucketSeries, periodCounts, rowsOf, type ReportScope } from './scope';

// /job-theo-ngay: per studio day of the period, jobs created, jobs completed (completed_at falls
// on that day) and their files; days without any job show zeros.

type DayRow = { day: string | null; created: number; completed: number; filesCompleted: number };

export async function jobsByDay(db: Executor, scope: ReportScope) {
  const rows = await rowsOf<DayRow>(
    db.execute(sql`
      with days as (select ${bucketSeries(scope, 'day')} as day), counts as (${periodCounts(scope, 'day')})
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(c.created, 0) as created, coalesce(c.completed, 0) as completed, coalesce(c.files, 0) as "filesCompleted"
      from days left join counts c on c.bucket = days.day
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
