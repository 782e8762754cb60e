import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { PubSub } from '../../events';

export const NOTIFICATION_PAGE_MAX = 100;

export async function listNotifications(db: Executor, userId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUnreadNotifications(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.unread ?? 0);
}

/** Marks one of the user's own notifications read; null when it is not theirs. */
export async function markNotificationRead(db: Executor, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllNotificationsRead(db: Executor, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Stores a notification for each recipient and pushes the live `task_updated` event to each.
 * Call with the transaction's executor; publish happens after the rows are written.
 */
export async function notifyUsers(db: Executor, pubSub: PubSub, note: { userIds: number[]; taskId: number | null; content: string; groupText?: string | null; warning?: boolean }) {
  const recipients = [...new Set(note.userIds)];
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((userId) => ({ userId, taskId: note.taskId, content: note.content, groupText: note.groupText ?? null })));
  for (const userId of recipients) pubSub.publish('task_updated', userId, { from_task_id: note.taskId, body: note.content, warning: note.warning ?? false });
}
