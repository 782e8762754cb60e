import { ROLE } from '../../../../domain/roles';
import { statusName } from '../../../../domain/task-status';
import { canActOnTask, TASK_MESSAGES, type Verdict } from '../../../../domain/task-workflow';
import type { GraphQLContext } from '../../context';
import type { Transaction } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { appError, badInput, forbidden, notFound } from '../../errors';
import { canSeeTask, relationTo, type Actor } from './access';
import { isActiveWithRole, lockTask } from './data';
import { createOutbox, type Outbox } from './effects';

// The frame every task change runs in: one transaction (nothing half-written), the task read
// and locked, visibility, the right to act and the version checked in the same order
// everywhere, live events published only after commit.

export async function inTransaction<T>(ctx: GraphQLContext, work: (tx: Transaction, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox = createOutbox(ctx.pubSub);
  const result = await ctx.db.transaction((tx) => work(tx, outbox));
  outbox.flush();
  return result;
}

/** The card as the contract names its fields, for CONFLICT answers. */
export function taskJson(task: TaskRow) {
  return {
    id: task.id,
    adminId: task.adminId,
    qaId: task.qaId,
    editorId: task.editorId,
    taskName: task.taskName,
    productName: task.productName,
    productCode: task.productCode,
    productGroupId: task.productGroupId,
    customerId: task.customerId,
    updatedFiles: task.updatedFiles,
    completedFile: task.completedFile,
    originalFiles: task.originalFiles,
    editorComment: task.editorComment,
    qaComment: task.qaComment,
    totalFile: task.totalFile,
    description: task.description,
    status: statusName(task.status),
    version: task.version,
    position: task.position,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}

export const conflict = (task: TaskRow) => appError('CONFLICT', TASK_MESSAGES.conflict, { task: taskJson(task) });

export function refuse(verdict: Verdict) {
  if (!verdict.allowed) throw appError(verdict.code, verdict.message);
}

/**
 * Reads and locks the task for a change: NOT_FOUND when the actor cannot see it (exactly like a
 * missing one), FORBIDDEN when they see it but may not act on it, CONFLICT when `version` is
 * not the current one.
 */
export async function lockForChange(tx: Transaction, actor: Actor, id: number, version: number): Promise<TaskRow> {
  const task = await lockTask(tx, id);
  if (!task || !canSeeTask(actor, task)) throw notFound(TASK_MESSAGES.notFound);
  if (!canActOnTask(actor.roleId, relationTo(actor, task))) {
    throw forbidden(actor.roleId === ROLE.qa ? TASK_MESSAGES.notOwnQa : actor.roleId === ROLE.editor ? TASK_MESSAGES.notOwnEditor : TASK_MESSAGES.noRole);
  }
  if (task.version !== version) throw conflict(task);
  return task;
}

/** The editor and QA pickers' rule: active users holding that role. */
export async function checkAssignees(tx: Transaction, values: { editorId?: number | null; qaId?: number | null }) {
  if (typeof values.editorId === 'number' && !(await isActiveWithRole(tx, values.editorId, ROLE.editor))) {
    throw badInput(TASK_MESSAGES.editorInvalid, 'editorId');
  }
  if (typeof values.qaId === 'number' && !(await isActiveWithRole(tx, values.qaId, ROLE.qa))) {
    throw badInput(TASK_MESSAGES.qaInvalid, 'qaId');
  }
}
