import { asc, eq, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../../../domain/money';
import { studioDay } from '../../../../domain/studio-time';
import type { Executor } from '../../db/client';
import { payPeriodLines, tasks, users } from '../../db/schema';
import type { Actor } from '../tasks/access';
import { completedIn, completedSummaryIn, editorPaySql, qaPaySql, reportPeriod, lastDayOf, type MoneyFilter, type Period } from './money-period';
import { payPeriodOf } from './pay-periods-data';
import { rowsOf } from './scope';
import { personName } from '../../../../domain/person-name';

// /luong-tat-ca: every editor and QA paid in the period (editors editor_rate, the task's QA
// qa_rate, per file; nothing for a revision job marked 'Lỗi của studio'), and the payroll total.
// A closed month shows its frozen rows.

export type SalaryLine = { userId: number; fullName: string; roleId: number | null; jobs: number; files: number; pay: string };

/** Live salaries of the jobs completed in the period, one line per person, by name. */
export async function liveSalaries(db: Executor, actor: Actor, period: Period, filter: Partial<MoneyFilter>): Promise<SalaryLine[]> {
  const full = { startDate: '', endDate: '', ...filter };
  const summary = completedSummaryIn(period, full, actor);
  const scope = completedIn(period, full, actor);
  // One pass over the jobs (or their day summary when the filter allows): each job pays its
  // editor (editor_rate) and its QA (qa_rate) per file.
  const parts = summary
    ? sql`
    select v.user_id, d.completed_jobs as jobs, d.completed_files as files, v.pay
      from report_days d
      cross join lateral (values (nullif(d.editor_id, 0), d.editor_pay), (nullif(d.qa_id, 0), d.qa_pay)) as v(user_id, pay)
     where ${summary} and v.user_id is not null`
    : sql`
    select v.user_id, 1 as jobs, ${tasks.totalFile} as files, v.pay
      from ${tasks}
      cross join lateral (values (${tasks.editorId}, ${editorPaySql}), (${tasks.qaId}, ${qaPaySql})) as v(user_id, pay)
     where ${scope} and v.user_id is not null`;
  const paid = db
    .$with('paid')
    .as(
      db
        .select({
          userId: sql<number>`user_id`.as('user_id'),
          jobs: sql<number>`sum(jobs)::int`.as('jobs'),
          files: sql<number>`sum(files)::int`.as('files'),
          pay: sql<string>`sum(pay)::numeric(20,2)::text`.as('pay'),
        })
        .from(sql`(${parts}) as parts`)
        .groupBy(sql`user_id`)
        .having(sql`sum(jobs) <> 0`),
    );
  const rows = await db
    .with(paid)
    .select({ userId: paid.userId, lastName: users.lastName, firstName: users.firstName, email: users.email, roleId: users.roleId, jobs: paid.jobs, files: paid.files, pay: paid.pay })
    .from(paid)
    .innerJoin(users, eq(users.id, paid.userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({
    userId: row.userId,
    fullName: personName(row.lastName, row.firstName) || row.email,
    roleId: row.roleId,
    jobs: row.jobs,
    files: row.files,
    pay: row.pay,
  }));
}

export function totalOf(lines: SalaryLine[]) {
  return {
    jobs: lines.reduce((sum, line) => sum + line.jobs, 0),
    files: lines.reduce((sum, line) => sum + line.files, 0),
    pay: fromCents(lines.reduce((sum, line) => sum + toCents(line.pay), 0n)),
  };
}

/** The studio month the period is exactly ('yyyy-MM'), or null. */
function exactMonth(period: Period): string | null {
  const first = studioDay(period.from);
  const last = lastDayOf(period);
  if (!first.endsWith('-01') || first.slice(0, 7) !== last.slice(0, 7)) return null;
  const [year, month] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate() === Number(last.slice(8, 10)) ? first.slice(0, 7) : null;
}

/**
 * The period's paid jobs counted once each (the per-person lines count a job for its editor and
 * again for its QA), and how many of them pay two people: docs/decisions/money-reports.md.
 */
export async function distinctPaidJobs(db: Executor, actor: Actor, period: Period, filter: Partial<MoneyFilter>) {
  const full = { startDate: '', endDate: '', ...filter };
  const summary = completedSummaryIn(period, full, actor);
  const query = summary
    ? sql`
    select coalesce(sum(d.completed_jobs), 0)::int as jobs, coalesce(sum(d.completed_files), 0)::int as files,
           coalesce(sum(d.completed_jobs) filter (where d.editor_id <> 0 and d.qa_id <> 0), 0)::int as shared
      from report_days d
     where ${summary} and (d.editor_id <> 0 or d.qa_id <> 0)`
    : sql`
    select count(*)::int as jobs, coalesce(sum(${tasks.totalFile}), 0)::int as files,
           (count(*) filter (where ${tasks.editorId} is not null and ${tasks.qaId} is not null))::int as shared
      from ${tasks}
     where ${completedIn(period, full, actor)} and (${tasks.editorId} is not null or ${tasks.qaId} is not null)`;
  const [row = { jobs: 0, files: 0, shared: 0 }] = await rowsOf<{ jobs: number; files: number; shared: number }>(db.execute(query));
  return { jobs: Number(row.jobs), files: Number(row.files), sharedJobs: Number(row.shared) };
}

export async function allSalaries(db: Executor, actor: Actor, filter: MoneyFilter) {
  const period = reportPeriod(filter);
  const month = exactMonth(period);
  const payPeriod = month ? await payPeriodOf(db, month) : null;
  const narrowed = typeof filter.editorId === 'number' || typeof filter.qaId === 'number' || Boolean(filter.searchString?.trim());
  if (payPeriod?.closed && !narrowed) {
    const frozen = await db
      .select({ userId: payPeriodLines.userId, fullName: payPeriodLines.fullName, roleId: payPeriodLines.roleId, jobs: payPeriodLines.jobs, files: payPeriodLines.files, pay: payPeriodLines.pay })
      .from(payPeriodLines)
      .where(eq(payPeriodLines.periodId, payPeriod.id))
      .orderBy(asc(payPeriodLines.fullName), asc(payPeriodLines.userId));
    // A closed month's completed jobs cannot change, so today's distinct count is the frozen one.
    const distinct = await distinctPaidJobs(db, actor, period, filter);
    return { rows: frozen, total: { ...totalOf(frozen), jobs: distinct.jobs, files: distinct.files }, sharedJobs: distinct.sharedJobs, payPeriod, frozen: true };
  }
  const rows = await liveSalaries(db, actor, period, filter);
  const distinct = await distinctPaidJobs(db, actor, period, filter);
  return { rows, total: { ...totalOf(rows), jobs: distinct.jobs, files: distinct.files }, sharedJobs: distinct.sharedJobs, payPeriod, frozen: false };
}
