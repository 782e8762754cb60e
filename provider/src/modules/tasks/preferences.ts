import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_COLUMN_ORDER, type TaskStatusName } from '../../../../domain/task-status';
import { ALL_STATUSES } from '../../../../domain/task-workflow';
import type { Executor } from '../../db/client';
import { userBoardPreferences } from '../../db/schema';

// Each staff member's own board layout. Until they save one: the default column order (domain/task-status.ts), nothing hidden.

/** save_board_preferences' input: every status once in the order, at least one column shown. */
export const boardPreferencesSchema = z
  .object({
    columnOrder: z.array(z.enum(ALL_STATUSES)),
    hiddenColumns: z.array(z.enum(ALL_STATUSES)),
  })
  .refine(
    ({ columnOrder }) => columnOrder.length === ALL_STATUSES.length && new Set(columnOrder).size === ALL_STATUSES.length,
    { message: 'Thứ tự cột phải gồm đủ tám trạng thái, mỗi trạng thái đúng một lần.', path: ['columnOrder'] },
  )
  .refine(({ hiddenColumns }) => new Set(hiddenColumns).size === hiddenColumns.length, {
    message: 'Danh sách cột ẩn có trạng thái bị lặp lại.',
    path: ['hiddenColumns'],
  })
  .refine(({ hiddenColumns }) => hiddenColumns.length < ALL_STATUSES.length, {
    message: 'Cần hiển thị ít nhất một cột.',
    path: ['hiddenColumns'],
  });

export type BoardLayout = { columnOrder: TaskStatusName[]; hiddenColumns: TaskStatusName[]; updatedAt: string | null };

const isStatus = (value: string): value is TaskStatusName => (ALL_STATUSES as string[]).includes(value);

export async function getBoardPreferences(db: Executor, userId: number): Promise<BoardLayout> {
  const [row] = await db.select().from(userBoardPreferences).where(eq(userBoardPreferences.userId, userId)).limit(1);
  const order = row?.columnOrder.filter(isStatus) ?? [];
  // A stored order that is no longer a full permutation (statuses renamed one day) falls back.
  if (!row || order.length !== ALL_STATUSES.length || new Set(order).size !== ALL_STATUSES.length) {
    return { columnOrder: [...DEFAULT_COLUMN_ORDER], hiddenColumns: [], updatedAt: null };
  }
  return { columnOrder: order, hiddenColumns: row.hiddenColumns.filter(isStatus), updatedAt: row.updatedAt.toISOString() };
}

export async function saveBoardPreferences(db: Executor, userId: number, layout: { columnOrder: TaskStatusName[]; hiddenColumns: TaskStatusName[] }) {
  const values = { columnOrder: layout.columnOrder, hiddenColumns: layout.hiddenColumns, updatedAt: new Date() };
  await db
    .insert(userBoardPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userBoardPreferences.userId, set: values });
  return getBoardPreferences(db, userId);
}
