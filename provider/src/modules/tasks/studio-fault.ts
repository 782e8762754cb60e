import { eq } from 'drizzle-orm';
import { TASK_STATUS } from '../../../../domain/task-status';
import { requireAdmin } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { TaskRow } from '../../db/rows';
import { tasks } from '../../db/schema';
import { badInput } from '../../errors';
import { recordAudit } from '../audit/record';
import { assertMonthsOpen } from '../pay-periods/guard';
import { inTransaction, lockForChange } from './change';
import { announce, quoted, recordHistory } from './effects';

// 'Lỗi của studio' (docs/decisions/proofing.md, "Payroll rule for revision rounds"): an admin
// marks a revision job as the studio's own defect, and then it pays neither its editor nor its QA
// (the reports read tasks.studio_fault; report_days' trigger moves the pay out of the day row).

export const STUDIO_FAULT_MESSAGES = {
  notRevision: 'Chỉ việc sửa theo yêu cầu của khách (vòng sửa) mới đánh dấu được lỗi của studio.',
} as const;

export async function setTaskStudioFault(ctx: GraphQLContext, args: { id: number; version: number; fault: boolean }): Promise<TaskRow> {
  const actor = requireAdmin(ctx);
  return inTransaction(ctx, async (tx, outbox) => {
    const task = await lockForChange(tx, actor, args.id, args.version);
    if (task.parentTaskId === null) throw badInput(STUDIO_FAULT_MESSAGES.notRevision, 'id');
    if (task.studioFault === args.fault) return task;
    // A completed job's pay belongs to its month: frozen while that month is closed.
    if (task.status === TASK_STATUS.Completed) await assertMonthsOpen(tx, [task.completedAt]);
    const [updated] = await tx
      .update(tasks)
      .set({ studioFault: args.fault, version: task.version + 1, updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning();
    const comment = args.fault ? 'Đánh dấu lỗi của studio (không tính lương)' : 'Bỏ đánh dấu lỗi của studio (tính lương lại)';
    await recordHistory(tx, { taskId: task.id, actorId: actor.id, fromStatus: task.status, toStatus: task.status, comment });
    await recordAudit(tx, {
      actorId: actor.id,
      entityType: 'task',
      entityId: task.id,
      action: 'update',
      summary: `Việc ${quoted(task)}: ${args.fault ? 'đánh dấu lỗi của studio, không tính lương' : 'bỏ đánh dấu lỗi của studio, tính lương lại'}`,
      before: { studioFault: task.studioFault },
      after: { studioFault: args.fault },
    });
    // No notification: the card's other viewers only need the new version (the board event).
    await announce(tx, outbox, { task: updated!, actorId: actor.id, notes: [] });
    return updated!;
  });
}
