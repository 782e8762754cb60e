import { and, eq, inArray, sql } from 'drizzle-orm';
import { studioMonth } from '../../../../domain/studio-time';
import type { Transaction } from '../../db/client';
import { payPeriods } from '../../db/schema';
import { appError } from '../../errors';

// The guard of closed pay periods, apart from the reports that close and reopen them
// (reports/pay-periods-data.ts): the tasks module calls it on every change of a completed job,
// and reports read the tasks module, so the guard sits below both (docs/decisions/module-boundaries.md).
//
// Concurrency: closing takes pay_periods in SHARE ROW EXCLUSIVE mode before it reads the month's
// jobs; this guard takes it in SHARE mode before checking. The two conflict, so a change either
// commits before the close reads (and is counted) or waits for the close to commit (and is then
// refused).

/** '2026-10' → 'Tháng 10/2026'. */
export const monthLabel = (month: string) => `Tháng ${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * Refuses (FORBIDDEN, naming the month) a task change that would alter a closed month: `instants`
 * are the completion times the change touches (the job's current one, or now when it completes).
 */
export async function assertMonthsOpen(tx: Transaction, instants: (Date | null | undefined)[]): Promise<void> {
  const months = [...new Set(instants.filter((at): at is Date => at instanceof Date).map((at) => studioMonth(at)))];
  if (months.length === 0) return;
  await tx.execute(sql`lock table ${payPeriods} in share mode`);
  const [closed] = await tx
    .select({ month: payPeriods.month })
    .from(payPeriods)
    .where(and(inArray(payPeriods.month, months), eq(payPeriods.closed, true)))
    .limit(1);
  if (closed) {
    throw appError('FORBIDDEN', `${monthLabel(closed.month)} đã chốt lương. Quản trị viên cần mở lại kỳ lương của tháng này trước khi thay đổi việc đã hoàn thành trong tháng.`, {
      month: closed.month,
    });
  }
}
