import { and, asc, eq, getTableColumns, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import { DEFAULT_COLUMN_ORDER, TASK_STATUS, type TaskStatusName } from '../../../../domain/task-status';
import type { Executor } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { taskHistory, tasks, users } from '../../db/schema';
import { visibleTasksCondition, type Actor } from './access';
import { studioDayRange } from './dates';

export type TaskListFilter = {
  startDate?: string | null;
  endDate?: string | null;
  editorId?: number | null;
  qaId?: number | null;
  searchString?: string | null;
  status?: TaskStatusName | null;
};

type TaskColumns = ReturnType<typeof getTableColumns<typeof tasks>>;

/** A column's place in the default order (domain/task-status.ts), for sorting the board. */
const COLUMN_ORDER_IDS = sql.raw(`ARRAY[${DEFAULT_COLUMN_ORDER.map((name) => TASK_STATUS[name]).join(',')}]::smallint[]`);
const COLUMN_RANK = sql`array_position(${COLUMN_ORDER_IDS}, ${tasks.status})`;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The board in one query: tasks the actor may see, narrowed by the filter bar, by column (default
 * order, domain/task-status.ts) then position. Editors get their own cards whatever editorId they send.
 */
export async function listTasks(db: Executor, actor: Actor, filter: TaskListFilter, columns: Partial<TaskColumns> | null = null) {
  const conditions: (SQL | undefined)[] = [visibleTasksCondition(actor)];
  const { from, to } = studioDayRange(filter.startDate, filter.endDate);
  if (from) conditions.push(gte(tasks.createdAt, from));
  if (to) conditions.push(lt(tasks.createdAt, to));
  if (typeof filter.editorId === 'number' && actor.roleId !== ROLE.editor) conditions.push(eq(tasks.editorId, filter.editorId));
  if (typeof filter.qaId === 'number') conditions.push(eq(tasks.qaId, filter.qaId));
  if (filter.status) conditions.push(eq(tasks.status, TASK_STATUS[filter.status]));
  const search = filter.searchString?.trim().slice(0, 200);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(tasks.taskName, pattern), ilike(tasks.productName, pattern), ilike(tasks.productCode, pattern)));
  }
  // With `columns`, rows carry only those (the caller asked only for fields they feed).
  const query = columns ? db.select(columns as TaskColumns) : db.select();
  return query
    .from(tasks)
    .where(and(...conditions))
    .orderBy(COLUMN_RANK, asc(tasks.position), asc(tasks.id)) as Promise<TaskRow[]>;
}

export async function findTask(db: Executor, id: number) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  return row ?? null;
}

/** Many tasks by id in one query (the notification list's tasks: loaders.ts). */
export async function tasksByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select().from(tasks).where(inArray(tasks.id, [...ids]));
}

/** The row, locked until the transaction ends (every change reads its task this way). */
export async function lockTask(db: Executor, id: number) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row ?? null;
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

/** Everyone who sees the whole board: active admins and QA. */
export async function wholeBoardViewerIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.roleId, [ROLE.admin, ROLE.qa])));
  return rows.map((r) => r.id);
}
