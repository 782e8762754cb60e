import { eq } from 'drizzle-orm';
import { statusLabel, statusName, TASK_STATUS, type TaskStatusName } from '../../../../domain/task-status';
import { checkMovePreconditions, checkTransition, TASK_MESSAGES } from '../../../../domain/task-workflow';
import { PROOFING_MESSAGES } from '../../../../domain/validation/proofing';
import { moveCommentSchema, updateTaskInputSchema } from '../../../../domain/validation/task';
import type { UpdateTaskInput } from '../../generated/graphql.generated';
import { applyFieldEdits, editColumns } from './edits';
import { requireAdmin, requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { TaskRow } from '../../db/rows';
import { tasks } from '../../db/schema';
import { badInput, forbidden, parseInput } from '../../errors';
import { canSeeTask, relationTo } from './access';
import { assertMonthsOpen } from '../pay-periods/guard';
import { inTransaction, lockForChange, refuse } from './change';
import { isDelivered, openRequestItems } from './data';
import { actorName, announce, peopleOn, quoted, recordHistory, type Note } from './effects';
import { lockColumns, positionInColumn } from './positions';

// Moving a card: a status change (the workflow of docs/decisions/task-transitions.md, domain/task-workflow.ts) and/or a
// new place in the target column. Reordering inside a column bumps the version and tells the
// board, but is not history and notifies nobody.

export type MoveArgs = {
  id: number;
  version: number;
  status: TaskStatusName;
  beforeId?: number | null;
  afterId?: number | null;
  comment?: string | null;
  /** The job page's unsaved fields, saved with the move (docs/decisions/notes-with-moves.md). */
  fields?: UpdateTaskInput | null;
};

const COMMENT_IN_NOTE_MAX = 200;

/**
 * Who did what to which job, the status in its Vietnamese label ('Lan đã chuyển việc «Áo» sang
 * Chờ duyệt'), with the comment (a rejection's reason) after a colon; and the text of several
 * such moves shown as one ('Lan đã chuyển 3 việc sang Chờ duyệt'), docs/decisions/wording.md.
 */
function moveNote(actor: string, task: TaskRow, to: TaskStatusName, comment: string | null): Omit<Note, 'userIds'> {
  const [base, group] =
    to === 'Cancel'
      ? [`${actor} đã hủy việc ${quoted(task)}`, `${actor} đã hủy {n} việc`]
      : to === 'Reject'
        ? [`${actor} đã từ chối việc ${quoted(task)}`, `${actor} đã từ chối {n} việc`]
        : [`${actor} đã chuyển việc ${quoted(task)} sang ${statusLabel(to)}`, `${actor} đã chuyển {n} việc sang ${statusLabel(to)}`];
  const warning = to === 'Reject';
  const event = warning ? 'rejected' : 'moved';
  if (!comment) return { event, content: base, group, warning };
  const short = comment.length > COMMENT_IN_NOTE_MAX ? `${comment.slice(0, COMMENT_IN_NOTE_MAX - 1)}…` : comment;
  // A note with its own reason is not folded into a count: the reason would be lost.
  return { event, content: `${base}: ${short}`, group: `${base}: ${short}`, warning };
}

export async function moveTask(ctx: GraphQLContext, args: MoveArgs): Promise<TaskRow> {
  const actor = requireStaff(ctx);
  const target = TASK_STATUS[args.status];
  const comment = parseInput(moveCommentSchema, args.comment) ?? null;
  // The same schema as update_task's: a carried field obeys every rule an edit does.
  const values = args.fields ? parseInput(updateTaskInputSchema, args.fields) : {};
  return inTransaction(ctx, async (tx, outbox) => {
    await lockColumns(tx, [target, ...editColumns(values)]);
    const locked = await lockForChange(tx, actor, args.id, args.version);
    refuse(checkTransition(actor.roleId, statusName(locked.status), args.status, relationTo(actor, locked)));
    // A delivered job stays Completed (its photos to redo go to a revision job). Checked under the
    // row lock delivery takes too, so a reject and a delivery at the same moment never both pass.
    // FORBIDDEN, as a workflow refusal: CONFLICT would make the board and the job page reload as
    // if someone else had changed the card.
    if (locked.status === TASK_STATUS.Completed && args.status !== 'Completed' && (await isDelivered(tx, locked.id))) {
      throw forbidden(TASK_MESSAGES.deliveredStaysCompleted);
    }
    // The fields are written first, in the status they were typed in (an editor's note before
    // 'Chờ duyệt', QA's comment before the job becomes read-only as 'Hoàn thành'); with the
    // same authorisation as an edit, and rolled back with the move if the move is refused.
    const edit = await applyFieldEdits(tx, actor, locked, values);
    const task = edit?.task ?? locked;
    const from = statusName(task.status);
    refuse(checkMovePreconditions(from, args.status, { editorId: task.editorId, comment }));

    const position = await positionInColumn(tx, {
      statusId: target,
      taskId: task.id,
      beforeId: args.beforeId,
      afterId: args.afterId,
      canSee: (row) => canSeeTask(actor, row),
    });
    const now = new Date();
    // Leaving Completed, or completing now, changes a month's pay: refused while it is closed.
    const leaving = from === 'Completed' && args.status !== 'Completed';
    const entering = from !== 'Completed' && args.status === 'Completed';
    if (leaving || entering) await assertMonthsOpen(tx, [leaving ? task.completedAt : now]);
    // A revision job with open request items of the customer's is not completed (docs/decisions/proofing-marks.md, "The gate").
    if (entering && task.parentTaskId !== null) {
      const open = await openRequestItems(tx, task.id);
      if (open > 0) throw forbidden(PROOFING_MESSAGES.openItems(open));
    }
    const completedAt = args.status === 'Completed' ? (from === 'Completed' ? task.completedAt : now) : null;
    const [moved] = await tx
      .update(tasks)
      .set({ status: target, position, completedAt, version: task.version + 1, updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning();

    const statusChanged = from !== args.status;
    if (statusChanged) {
      await recordHistory(tx, { taskId: task.id, actorId: actor.id, fromStatus: task.status, toStatus: target, comment });
    }
    // One notice per person: the move's says what happened; the fields' own 'đã cập nhật' only
    // when the card did not change column.
    const moveNotes: Note[] = statusChanged ? [{ userIds: [...peopleOn(moved!), locked.editorId, locked.qaId], ...moveNote(actorName(actor), moved!, args.status, comment) }] : [];
    await announce(tx, outbox, {
      task: moved!,
      actorId: actor.id,
      notes: [...(edit?.assignNotes ?? []), ...moveNotes, ...(edit && !statusChanged ? [edit.generalNote] : [])],
      formerEditorIds: [locked.editorId],
    });
    return moved!;
  });
}

/** Admin only: the card goes to the end of Cancel. */
export async function cancelTask(ctx: GraphQLContext, args: { id: number; version: number; comment?: string | null }): Promise<TaskRow> {
  requireAdmin(ctx);
  const current = await ctx.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, args.id)).limit(1);
  if (current[0]?.status === TASK_STATUS.Cancel) throw badInput('Việc đã bị hủy trước đó.');
  return moveTask(ctx, { id: args.id, version: args.version, status: 'Cancel', comment: args.comment });
}
