import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_COLUMN_ORDER, statusLabel, TASK_STATUS } from '../../../../domain/task-status';
import type { Executor } from '../../db/client';
import { reportSettings } from '../../db/schema';
import { badInput } from '../../errors';
import { recordAudit } from '../audit/record';
import { rowsOf, summaryDays, type ReportScope } from './scope';

// /trang-thai-job: the jobs created in the period, counted by their status now, with how long the
// job longest in each open status has waited (tasks.status_since, kept by the history trigger;
// per day in report_days.oldest_since), and the admin's thresholds for the jobs stuck longer
// than them, which report_jobs lists page by page (jobs-list.ts, basis stuck).

export const DEFAULT_THRESHOLDS = { waitApproveDays: 2, inProgressDays: 3 } as const;
export type StuckThresholds = { waitApproveDays: number; inProgressDays: number };

const FINAL_STATUSES: number[] = [TASK_STATUS.Cancel, TASK_STATUS.Completed];
const OPEN_STATUSES = Object.values(TASK_STATUS).filter((status) => !FINAL_STATUSES.includes(status));

export async function getStuckThresholds(db: Executor): Promise<StuckThresholds> {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.id, 1)).limit(1);
  return row ? { waitApproveDays: Number(row.waitApproveDays), inProgressDays: Number(row.inProgressDays) } : { ...DEFAULT_THRESHOLDS };
}

function checkDays(value: number, field: string, label: string): string {
  if (!Number.isFinite(value) || value < 0.5 || value > 365) throw badInput(`${label} phải từ 0,5 đến 365 ngày`, field);
  // numeric(5,1): one decimal, as typed.
  return (Math.round(value * 10) / 10).toFixed(1);
}

export async function setStuckThresholds(db: Executor, actorId: number, input: StuckThresholds): Promise<StuckThresholds> {
  const waitApprove = checkDays(input.waitApproveDays, 'waitApproveDays', 'Ngưỡng WaitApprove');
  const inProgress = checkDays(input.inProgressDays, 'inProgressDays', 'Ngưỡng InProgress');
  return db.transaction(async (tx) => {
    const before = await getStuckThresholds(tx);
    await tx
      .insert(reportSettings)
      .values({ id: 1, waitApproveDays: waitApprove, inProgressDays: inProgress, updatedBy: actorId })
      .onConflictDoUpdate({ target: reportSettings.id, set: { waitApproveDays: waitApprove, inProgressDays: inProgress, updatedBy: actorId, updatedAt: new Date() } });
    const after = { waitApproveDays: Number(waitApprove), inProgressDays: Number(inProgress) };
    await recordAudit(tx, {
      actorId,
      entityType: 'report_setting',
      entityId: 1,
      action: 'update',
      summary: `Ngưỡng việc bị kẹt: ${statusLabel('WaitApprove')} ${before.waitApproveDays} → ${after.waitApproveDays} ngày, ${statusLabel('InProgress')} ${before.inProgressDays} → ${after.inProgressDays} ngày`,
      before,
      after,
    });
    return after;
  });
}

/** The jobs of tasks `t` waiting longer than the thresholds (tasks_status_created_idx answers it with the period). */
export function stuckWhere(thresholds: StuckThresholds): SQL {
  return sql`t.status in (${TASK_STATUS.WaitApprove}, ${TASK_STATUS.InProgress}) and (
    (t.status = ${TASK_STATUS.WaitApprove} and t.status_since < now() - ${thresholds.waitApproveDays} * interval '1 day')
    or (t.status = ${TASK_STATUS.InProgress} and t.status_since < now() - ${thresholds.inProgressDays} * interval '1 day'))`;
}

type StatusRaw = { status: number | null; jobs: number; files: number; oldest: Date | string | null };

export async function jobStatus(db: Executor, scope: ReportScope) {
  const created = sql`t.created_at >= ${scope.from.toISOString()}::timestamptz and t.created_at < ${scope.to.toISOString()}::timestamptz and ${scope.where}`;
  const open = sql`t.status in (${sql.raw(OPEN_STATUSES.join(','))})`;
  // From the day summary: counts, files and the oldest wait per status (report_days.oldest_since).
  const counts = rowsOf<StatusRaw>(
    scope.summary
      ? db.execute(sql`
      select d.status, sum(d.created_jobs)::int as jobs, coalesce(sum(d.created_files), 0)::int as files, min(d.oldest_since) as oldest
      from report_days d where ${summaryDays(scope)} group by rollup (d.status) having sum(d.created_jobs) <> 0`)
      : db.execute(sql`
      select t.status, count(*)::int as jobs, coalesce(sum(t.total_file), 0)::int as files,
        min(t.status_since) filter (where ${open}) as oldest
      from tasks t where ${created}
      group by rollup (t.status)`),
  );
  // The counts and the thresholds are read side by side.
  const [raw, thresholds] = await Promise.all([counts, getStuckThresholds(db)]);
  const byStatus = new Map(raw.filter((row) => row.status !== null).map((row) => [row.status!, row]));
  const rows = DEFAULT_COLUMN_ORDER.map((name) => {
    const found = byStatus.get(TASK_STATUS[name]);
    return { status: name, jobs: found?.jobs ?? 0, files: found?.files ?? 0, oldestSince: found?.oldest ? new Date(found.oldest).toISOString() : null };
  });
  const total = raw.find((row) => row.status === null);
  const totals = { status: null, jobs: total?.jobs ?? 0, files: total?.files ?? 0, oldestSince: null };
  return { rows, totals, thresholds };
}
