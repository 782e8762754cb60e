import { eq, sql } from 'drizzle-orm';
import { formatVnd } from '../../../../domain/money';
import { studioMonth } from '../../../../domain/studio-time';
import type { Executor, Transaction } from '../../db/client';
import { payPeriodLines, payPeriods } from '../../db/schema';
import { badInput } from '../../errors';
import { recordAudit } from '../audit/record';
import { monthLabel } from '../pay-periods/guard';
import type { Actor } from '../tasks/access';

// Pay periods (docs/decisions/pay-periods.md): 'Chốt lương' freezes a studio month's salaries as
// stored rows; until an admin reopens it, no task change may alter that month's figures.
//
// Closing takes pay_periods in SHARE ROW EXCLUSIVE mode before it reads the month's jobs, against
// the SHARE lock of the guard every task change passes (pay-periods/guard.ts).

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseMonth(value: string): string {
  const month = value.trim();
  if (!MONTH.test(month)) throw badInput('Tháng không hợp lệ (định dạng yyyy-MM).', 'month');
  return month;
}

export async function findPayPeriod(db: Executor, month: string) {
  const [row] = await db.select().from(payPeriods).where(eq(payPeriods.month, month)).limit(1);
  return row ?? null;
}

/** The month's state, as a row even when it was never closed. */
export async function payPeriodOf(db: Executor, month: string) {
  return (await findPayPeriod(db, month)) ?? { id: 0, month, closed: false, closedBy: null, closedAt: null, reopenedBy: null, reopenedAt: null };
}

export type SalaryLineInput = { userId: number; fullName: string; roleId: number | null; jobs: number; files: number; pay: string };

/** Closes the month with its salary lines (computed by the caller inside this transaction). */
export async function closePayPeriod(tx: Transaction, actor: Actor, month: string, computeLines: () => Promise<SalaryLineInput[]>, total: (lines: SalaryLineInput[]) => string) {
  await tx.execute(sql`lock table ${payPeriods} in share row exclusive mode`);
  const current = await findPayPeriod(tx, month);
  if (current?.closed) throw badInput(`${monthLabel(month)} đã được chốt lương trước đó.`, 'month');
  if (month > studioMonth(new Date())) throw badInput(`${monthLabel(month)} chưa bắt đầu, chưa thể chốt lương.`, 'month');
  const now = new Date();
  const values = { closed: true, closedBy: actor.id, closedAt: now };
  const [period] = current
    ? await tx.update(payPeriods).set(values).where(eq(payPeriods.id, current.id)).returning()
    : await tx
        .insert(payPeriods)
        .values({ month, ...values })
        .returning();
  const lines = await computeLines();
  if (lines.length) await tx.insert(payPeriodLines).values(lines.map((line) => ({ ...line, periodId: period!.id })));
  const payroll = total(lines);
  await recordAudit(tx, {
    actorId: actor.id,
    entityType: 'pay_period',
    entityId: period!.id,
    action: 'close',
    summary: `Chốt lương ${monthLabel(month).toLowerCase()}: ${lines.length} người, tổng ${formatVnd(payroll)}`,
    before: null,
    after: { month, people: lines.length, payroll },
  });
  return period!;
}

export async function reopenPayPeriod(tx: Transaction, actor: Actor, month: string, total: (lines: SalaryLineInput[]) => string) {
  await tx.execute(sql`lock table ${payPeriods} in share row exclusive mode`);
  const current = await findPayPeriod(tx, month);
  if (!current?.closed) throw badInput(`${monthLabel(month)} chưa chốt lương.`, 'month');
  const lines = await tx.select().from(payPeriodLines).where(eq(payPeriodLines.periodId, current.id));
  await tx.delete(payPeriodLines).where(eq(payPeriodLines.periodId, current.id));
  const [period] = await tx.update(payPeriods).set({ closed: false, reopenedBy: actor.id, reopenedAt: new Date() }).where(eq(payPeriods.id, current.id)).returning();
  const payroll = total(lines);
  await recordAudit(tx, {
    actorId: actor.id,
    entityType: 'pay_period',
    entityId: current.id,
    action: 'reopen',
    summary: `Mở lại kỳ lương ${monthLabel(month).toLowerCase()} (đã chốt: ${lines.length} người, tổng ${formatVnd(payroll)})`,
    before: { month, closed: true, closedBy: current.closedBy, closedAt: current.closedAt?.toISOString() ?? null, people: lines.length, payroll },
    after: { month, closed: false },
  });
  return period!;
}
