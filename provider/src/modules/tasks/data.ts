import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import { DEFAULT_COLUMN_ORDER, FINISHED_STATUSES, FINISHED_WINDOW, TASK_STATUS, type TaskStatusName } from '../../../../domain/task-status';
import { studioTodayRange, type DueFilter } from '../../../../domain/due-time';
import { badInput } from '../../errors';
import type { Executor } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { boardStreams, deliveries, resultReviews, reviewMarks, taskHistory, taskResults, tasks, users } from '../../db/schema';
import { visibleTasksCondition, type Actor } from './access';
import { studioDayRange } from './dates';

export type TaskListFilter = {
  startDate?: string | null;
  endDate?: string | null;
  editorId?: number | null;
  qaId?: number | null;
  searchString?: string | null;
  status?: TaskStatusName | null;
  due?: DueFilter | null;
};

type TaskColumns = ReturnType<typeof getTableColumns<typeof tasks>>;

/** A column's place in the default column order, for sorting the board. */
const COLUMN_ORDER_IDS = sql.raw(`ARRAY[${DEFAULT_COLUMN_ORDER.map((name) => TASK_STATUS[name]).join(',')}]::smallint[]`);
const COLUMN_RANK = sql`array_position(${COLUMN_ORDER_IDS}, ${tasks.status})`;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const BOARD_MESSAGES = { notFinished: 'Chỉ cột Completed và Cancel có trang cũ hơn.' } as const;

/** What the actor may see, narrowed by the filter bar (everything but the status). */
function filterConditions(actor: Actor, filter: TaskListFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [visibleTasksCondition(actor)];
  const { from, to } = studioDayRange(filter.startDate, filter.endDate);
  if (from) conditions.push(gte(tasks.createdAt, from));
  if (to) conditions.push(lt(tasks.createdAt, to));
  if (typeof filter.editorId === 'number' && actor.roleId !== ROLE.editor) conditions.push(eq(tasks.editorId, filter.editorId));
  if (typeof filter.qaId === 'number') conditions.push(eq(tasks.qaId, filter.qaId));
  if (filter.due) {
    // Open jobs only: a finished job is never late nor due (domain/due-time.ts, the same rule the board patches with).
    conditions.push(notInArray(tasks.status, [TASK_STATUS.Completed, TASK_STATUS.Cancel]));
    if (filter.due === 'Late') conditions.push(lt(tasks.dueAt, new Date()));
    else {
      const today = studioTodayRange();
      conditions.push(gte(tasks.dueAt, today.from), lt(tasks.dueAt, today.to));
    }
  }
  const search = filter.searchString?.trim().slice(0, 200);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(tasks.taskName, pattern), ilike(tasks.productName, pattern), ilike(tasks.productCode, pattern)));
  }
  return conditions;
}

function selectTasks(db: Executor, columns: Partial<TaskColumns> | null) {
  // With `columns`, rows carry only those (the caller asked only for fields they feed).
  return (columns ? db.select(columns as TaskColumns) : db.select()).from(tasks);
}

/**
 * The board: tasks the actor may see, narrowed by the filter bar, by column (the default column
 * order) then position. Editors get their own cards whatever editorId they send. Open columns
 * carry every card; Completed and Cancel only their last FINISHED_WINDOW cards (the bottom of the
 * column, where finished jobs arrive), each read backwards on tasks_status_position_idx, so the
 * board stays the same size however many jobs the studio has finished.
 */
export async function listTasks(db: Executor, actor: Actor, filter: TaskListFilter, columns: Partial<TaskColumns> | null = null) {
  const conditions = filterConditions(actor, filter);
  const wanted = filter.status ? [filter.status] : DEFAULT_COLUMN_ORDER;
  const open = wanted.filter((name) => !FINISHED_STATUSES.includes(name)).map((name) => TASK_STATUS[name]);
  const parts: Promise<TaskRow[]>[] = [];
  if (open.length > 0) {
    parts.push(
      selectTasks(db, columns)
        .where(and(...conditions, inArray(tasks.status, open)))
        .orderBy(COLUMN_RANK, asc(tasks.position), asc(tasks.id)) as Promise<TaskRow[]>,
    );
  }
  // Finished columns come last in the default order (Cancel, then Completed).
  for (const name of DEFAULT_COLUMN_ORDER.filter((status) => FINISHED_STATUSES.includes(status) && wanted.includes(status))) {
    parts.push(finishedPage(db, conditions, TASK_STATUS[name], null, columns));
  }
  return (await Promise.all(parts)).flat();
}

export type BoardCursor = { status: TaskStatusName; position: number; id: number };

/** 'Xem thêm': the FINISHED_WINDOW cards of a finished column just above `before`, in board order. */
export async function listOlderTasks(db: Executor, actor: Actor, filter: TaskListFilter, before: BoardCursor, columns: Partial<TaskColumns> | null = null) {
  if (!FINISHED_STATUSES.includes(before.status)) throw badInput(BOARD_MESSAGES.notFinished, 'before');
  if (filter.status && filter.status !== before.status) return [];
  return finishedPage(db, filterConditions(actor, filter), TASK_STATUS[before.status], before, columns);
}

async function finishedPage(db: Executor, conditions: (SQL | undefined)[], status: number, before: { position: number; id: number } | null, columns: Partial<TaskColumns> | null) {
  const page = (await selectTasks(db, columns)
    .where(and(...conditions, eq(tasks.status, status), before ? sql`(${tasks.position}, ${tasks.id}) < (${before.position}, ${before.id})` : undefined))
    .orderBy(desc(tasks.position), desc(tasks.id))
    .limit(FINISHED_WINDOW)) as TaskRow[];
  return page.reverse();
}

/** The actor's board sequence now (0 before their first board event); see board-events.ts. */
export async function boardSeq(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ seq: boardStreams.seq }).from(boardStreams).where(eq(boardStreams.userId, userId));
  return row?.seq ?? 0;
}

export async function findTask(db: Executor, id: number) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  return row ?? null;
}

/** The job an admin's earlier creation with this client id stored (docs/decisions/idempotent-writes.md). */
export async function findTaskByClientId(db: Executor, adminId: number, clientTaskId: string) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.adminId, adminId), eq(tasks.clientTaskId, clientTaskId)))
    .limit(1);
  return row;
}

/** Many tasks by id in one query (the notification list's tasks: loaders.ts). */
export async function tasksByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select().from(tasks).where(inArray(tasks.id, [...ids]));
}

/**
 * The row, locked until the transaction ends (every change reads its task this way). Delivering
 * a job, finishing a result's upload and deleting a result take this same lock
 * (deliveries/resolvers.ts, deliveries/uploads.ts; docs/decisions/delivery.md).
 */
export async function lockTask(db: Executor, id: number) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row ?? null;
}

/** Whether the job was delivered to its customer ('Giao cho khách', docs/decisions/delivery.md). */
export async function isDelivered(db: Executor, taskId: number): Promise<boolean> {
  const [row] = await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.taskId, taskId)).limit(1);
  return row !== undefined;
}

/**
 * The customer's request items a revision job has still open (docs/decisions/proofing-marks.md,
 * "The gate"): the marks on its parent job's results of the round before, on photos asked to change.
 * 0 for an ordinary job. Read here, beside isDelivered, so moves.ts asks it inside its own transaction.
 */
export async function openRequestItems(db: Executor, revisionTaskId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(taskResults, and(eq(taskResults.taskId, tasks.parentTaskId), sql`${taskResults.round} = ${tasks.revisionRound} - 1`, isNotNull(taskResults.completedAt)))
    .innerJoin(resultReviews, and(eq(resultReviews.resultId, taskResults.id), eq(resultReviews.decision, 'changes')))
    .innerJoin(reviewMarks, eq(reviewMarks.resultId, taskResults.id))
    .where(and(eq(tasks.id, revisionTaskId), eq(reviewMarks.state, 'open')));
  return row?.n ?? 0;
}

export async function historyByTaskIds(db: Executor, taskIds: readonly number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskHistory)
    .where(inArray(taskHistory.taskId, [...taskIds]))
    .orderBy(asc(taskHistory.createdAt), asc(taskHistory.id));
}

/** Whether `id` is an active user holding `roleId` (the editor and QA pickers' rule). */
export async function isActiveWithRole(db: Executor, id: number, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), eq(users.roleId, roleId)))
    .limit(1);
  return Boolean(row);
}
