import { sql, type SQL } from 'drizzle-orm';
import { onTimeRate } from '../../../../domain/due-time';
import type { Executor } from '../../db/client';
import { rowsOf } from './scope';

// On-time delivery (docs/decisions/due-times.md): of the jobs completed in the period that had a
// due time, how many were completed at or before it. Read from the jobs (tasks_completed_idx
// narrows them to the period), grouped by a key (the editor, the customer) with a total row.

export type OnTimeFigures = { withDue: number; onTime: number; rate: number | null };

export const NO_ON_TIME: OnTimeFigures = { withDue: 0, onTime: 0, rate: null };

export function onTimeFigures(withDue: number, onTime: number): OnTimeFigures {
  return { withDue, onTime, rate: onTimeRate(withDue, onTime) };
}

/**
 * Per `key` (a column of tasks aliased `t`; null groups jobs without one) and in total (the
 * map's `'total'` entry), over the completed jobs `where` selects.
 */
export async function onTimeBy(db: Executor, key: SQL, where: SQL): Promise<Map<number | null | 'total', OnTimeFigures>> {
  const rows = await rowsOf<{ key: number | null; total: boolean; withDue: number; onTime: number }>(
    db.execute(sql`
      select ${key} as key, grouping(${key}) = 1 as total,
        count(*) filter (where t.due_at is not null)::int as "withDue",
        count(*) filter (where t.due_at is not null and t.completed_at <= t.due_at)::int as "onTime"
      from tasks t where ${where}
      group by rollup (${key})`),
  );
  return new Map(rows.map((row) => [row.total ? 'total' : row.key, onTimeFigures(row.withDue, row.onTime)]));
}
