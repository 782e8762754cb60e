import { eq } from 'drizzle-orm';
import { formatAuditValue } from '../../../../domain/audit-values';
import { statusLabel, statusName, TASK_STATUS } from '../../../../domain/task-status';
import { checkFieldEdits, TASK_FIELD_LABEL, TASK_FIELDS, TASK_MESSAGES, type TaskField } from '../../../../domain/task-workflow';
import { createTaskInputSchema, updateTaskInputSchema, type CreateTaskInputValues, type UpdateTaskInputValues } from '../../../../domain/validation/task';
import { requireAdmin, requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Transaction } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { tasks } from '../../db/schema';
import { checkClientId } from '../../client-ids';
import { badInput, isUniqueViolation, parseInput } from '../../errors';
import type { CreateTaskInput, UpdateTaskInput } from '../../generated/graphql.generated';
import { getActiveProductGroup, isActiveCustomer } from '../catalog/data';
import { batchStats, linkBatchTask } from '../cloud-files/data';
import { checkBatchLink, lockedBatch } from '../cloud-files/job-batch';
import { assertMonthsOpen } from '../pay-periods/guard';
import { relationTo } from './access';
import { checkAssignees, inTransaction, lockForChange, refuse } from './change';
import { findTaskByClientId } from './data';
import { actorName, announce, peopleOn, quoted, recordHistory, type Note } from './effects';
import { endOfColumn, lockColumns } from './positions';

// Creating a task and editing its fields (moves between columns are in moves.ts).

const NO_NAMES: ReadonlyMap<number, string> = new Map();

/** Fields whose change alters a completed job's pay or revenue (checked against closed pay periods). */
const PAY_FIELDS = new Set<TaskField>(['totalFile', 'productGroupId', 'editorId', 'qaId']);

/** 'Lan đã giao cho bạn việc «Áo»' to the new editor, 'Lan đã giao bạn duyệt việc «Áo»' to the new QA. */
function assignNotes(who: string, task: TaskRow, editorId: number | null | undefined, qaId: number | null | undefined): Note[] {
  return [
    { userIds: [editorId], event: 'assigned', content: `${who} đã giao cho bạn việc ${quoted(task)}`, group: `${who} đã giao cho bạn {n} việc` },
    { userIds: [qaId], event: 'assigned', content: `${who} đã giao bạn duyệt việc ${quoted(task)}`, group: `${who} đã giao bạn duyệt {n} việc` },
  ];
}

/**
 * Creates a job. With a `clientTaskId` (docs/decisions/idempotent-writes.md) a retry returns the
 * job that id already created, storing, announcing and notifying nothing; two retries at the
 * same moment meet at the unique index (admin_id, client_task_id): the later one's insert waits
 * for the first to commit, fails, its transaction is rolled back and it answers with the first job.
 */
export async function createTask(ctx: GraphQLContext, input: CreateTaskInput): Promise<TaskRow> {
  const actor = requireAdmin(ctx);
  const values = parseInput(createTaskInputSchema, input);
  const clientTaskId = checkClientId(input.clientTaskId, TASK_MESSAGES.clientTaskIdInvalid, 'clientTaskId');
  const created = async () => (clientTaskId ? findTaskByClientId(ctx.db, actor.id, clientTaskId) : undefined);
  const stored = await created();
  if (stored) return stored;
  try {
    return await insertTask(ctx, actor, values, clientTaskId);
  } catch (error) {
    const first = isUniqueViolation(error) ? await created() : undefined;
    if (first) return first;
    throw error;
  }
}

async function insertTask(ctx: GraphQLContext, actor: ReturnType<typeof requireAdmin>, values: CreateTaskInputValues, clientTaskId: string | null): Promise<TaskRow> {
  return inTransaction(ctx, async (tx, outbox) => {
    // Prices are copied now; later catalogue changes never reach this task.
    const group = await getActiveProductGroup(tx, values.productGroupId);
    if (!group) throw badInput(TASK_MESSAGES.productGroupUnknown, 'productGroupId');
    const customerId = values.customerId ?? null;
    if (customerId !== null && !(await isActiveCustomer(tx, customerId))) throw badInput(TASK_MESSAGES.customerUnknown, 'customerId');
    await checkAssignees(tx, values);
    const batch = values.cloudBatchId ? await lockedBatch(tx, values.cloudBatchId) : null;
    if (batch) await checkBatchLink(tx, batch, (await batchStats(tx, [batch.id])).get(batch.id) ?? { fileCount: 0, uploadingCount: 0 }, null);
    const editorId = values.editorId ?? null;
    const qaId = values.qaId ?? null;
    const status = editorId === null ? TASK_STATUS.Ready : TASK_STATUS.Assignee;
    await lockColumns(tx, [status]);
    const [task] = await tx
      .insert(tasks)
      .values({
        adminId: actor.id,
        editorId,
        qaId,
        taskName: values.taskName,
        productName: values.productName ?? null,
        productCode: values.productCode ?? null,
        productGroupId: group.id,
        customerId,
        totalFile: values.totalFile,
        originalFiles: values.originalFiles ?? null,
        description: values.description ?? null,
        dueAt: values.dueAt ?? null,
        status,
        position: await endOfColumn(tx, status),
        unitPrice: group.unitPrice,
        editorRate: group.editorRate,
        qaRate: group.qaRate,
        clientTaskId,
      })
      .returning();
    // 'Tạo việc từ lô này': the link is made here, or the job is not made at all (one job per batch).
    if (batch) await linkBatchTask(tx, batch.id, task!.id);
    await recordHistory(tx, { taskId: task!.id, actorId: actor.id, fromStatus: null, toStatus: status, comment: 'Tạo việc' });
    await announce(tx, outbox, {
      task: task!,
      actorId: actor.id,
      notes: assignNotes(actorName(actor), task!, editorId, qaId),
    });
    return task!;
  });
}

/** The fields whose sent value differs from the stored one: sending a value unchanged is no edit. */
function changedFields(task: TaskRow, values: UpdateTaskInputValues): Partial<Pick<TaskRow, TaskField>> {
  const changes: Record<string, unknown> = {};
  for (const field of TASK_FIELDS) {
    if (!(field in values)) continue;
    const value = values[field];
    if (value === undefined) continue;
    const stored = task[field];
    // Instants are the same due time when they name the same millisecond.
    const same = value instanceof Date || stored instanceof Date ? (value as Date | null)?.getTime() === (stored as Date | null)?.getTime() : value === stored;
    if (!same) changes[field] = value;
  }
  return changes as Partial<Pick<TaskRow, TaskField>>;
}

export async function updateTask(ctx: GraphQLContext, args: { id: number; version: number; input: UpdateTaskInput }): Promise<TaskRow> {
  const actor = requireStaff(ctx);
  const values = parseInput(updateTaskInputSchema, args.input);
  return inTransaction(ctx, async (tx, outbox) => {
    // (Un)assigning the editor can move the card between Ready and Assignee: lock both columns
    // before the row, as every change does.
    await lockColumns(tx, editColumns(values));
    const task = await lockForChange(tx, actor, args.id, args.version);
    const edit = await applyFieldEdits(tx, actor, task, values);
    if (!edit) return task;
    await announce(tx, outbox, { task: edit.task, actorId: actor.id, notes: [...edit.assignNotes, edit.generalNote], formerEditorIds: [task.editorId] });
    return edit.task;
  });
}

/** The columns an edit may put the card into (assigning or unassigning the editor moves Ready ⇄ Assignee). */
export function editColumns(values: UpdateTaskInputValues): number[] {
  return 'editorId' in values ? [TASK_STATUS.Ready, TASK_STATUS.Assignee] : [];
}

type StaffActor = ReturnType<typeof requireStaff>;

export type FieldEdit = {
  task: TaskRow;
  fields: TaskField[];
  /** To a newly assigned editor / QA. */
  assignNotes: Note[];
  /** 'X đã cập nhật việc «Y»' (or the Ready ⇄ Assignee move an assignment made) to the people on it. */
  generalNote: Note;
};

/**
 * The one rule for editing a task's fields, used by update_task and by move_task when a status
 * button carries the form's unsaved fields (docs/decisions/notes-with-moves.md): the task is
 * already locked and its version checked; who may write which field in which status
 * (checkFieldEdits), closed pay months, catalogue and assignee checks, the row, and its history
 * row. Returns null when no field actually changes; notifying is the caller's.
 */
export async function applyFieldEdits(tx: Transaction, actor: StaffActor, task: TaskRow, values: UpdateTaskInputValues): Promise<FieldEdit | null> {
  const changes = changedFields(task, values);
  const fields = Object.keys(changes) as TaskField[];
  refuse(checkFieldEdits(actor.roleId, relationTo(actor, task), statusName(task.status), fields));
  if (fields.length === 0) return null;
  // A completed job's files, group and people are its month's pay: frozen while that month is closed.
  if (task.status === TASK_STATUS.Completed && fields.some((field) => PAY_FIELDS.has(field))) await assertMonthsOpen(tx, [task.completedAt]);

  // A new product group does not re-price the task: the money stays as snapshotted.
  if (changes.productGroupId != null && !(await getActiveProductGroup(tx, changes.productGroupId))) {
    throw badInput(TASK_MESSAGES.productGroupUnknown, 'productGroupId');
  }
  if (changes.productGroupId === null) throw badInput(TASK_MESSAGES.productGroupRequired, 'productGroupId');
  if (changes.customerId != null && !(await isActiveCustomer(tx, changes.customerId))) throw badInput(TASK_MESSAGES.customerUnknown, 'customerId');
  await checkAssignees(tx, changes);

  let status = task.status;
  if ('editorId' in changes) {
    if (task.status === TASK_STATUS.Ready && changes.editorId !== null) status = TASK_STATUS.Assignee;
    if (task.status === TASK_STATUS.Assignee && changes.editorId === null) status = TASK_STATUS.Ready;
  }
  const position = status === task.status ? task.position : await endOfColumn(tx, status, task.id);
  const [updated] = await tx
    .update(tasks)
    .set({ ...changes, status, position, version: task.version + 1, updatedAt: new Date() })
    .where(eq(tasks.id, task.id))
    .returning();
  // The due time in words (studio time), as the audit log shows instants (domain/audit-values.ts).
  const labels = fields
    .map((field) => (field === 'dueAt' ? `${TASK_FIELD_LABEL.dueAt} ${formatAuditValue('dueAt', task.dueAt?.toISOString(), NO_NAMES)} → ${formatAuditValue('dueAt', changes.dueAt?.toISOString(), NO_NAMES)}` : TASK_FIELD_LABEL[field]))
    .join(', ');
  await recordHistory(tx, { taskId: task.id, actorId: actor.id, fromStatus: task.status, toStatus: status, comment: `Cập nhật: ${labels}` });

  const newEditor = 'editorId' in changes ? changes.editorId : undefined;
  const newQa = 'qaId' in changes ? changes.qaId : undefined;
  const who = actorName(actor);
  const people = [...peopleOn(updated!), task.editorId, task.qaId];
  const generalNote: Note =
    status === task.status
      ? { userIds: people, event: 'updated', content: `${who} đã cập nhật việc ${quoted(updated!)}`, group: `${who} đã cập nhật {n} việc` }
      : {
          userIds: people,
          event: 'moved',
          content: `${who} đã chuyển việc ${quoted(updated!)} sang ${statusLabel(statusName(status))}`,
          group: `${who} đã chuyển {n} việc sang ${statusLabel(statusName(status))}`,
        };
  return { task: updated!, fields, assignNotes: assignNotes(who, updated!, newEditor, newQa), generalNote };
}
