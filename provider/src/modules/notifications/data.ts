import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { enabledNotificationEvents, type NotificationEvent } from '../../../../domain/notification-events';
import type { Executor } from '../../db/client';
import { notifications, notificationSettings, users } from '../../db/schema';
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

/** A person's events: their saved choice, or their role's defaults (domain/notification-events.ts). */
export async function getNotificationEvents(db: Executor, userId: number): Promise<NotificationEvent[]> {
  const [row] = await db
    .select({ roleId: users.roleId, events: notificationSettings.events })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return enabledNotificationEvents(row?.roleId ?? null, row?.events);
}

export async function saveNotificationEvents(db: Executor, userId: number, events: NotificationEvent[]) {
  await db
    .insert(notificationSettings)
    .values({ userId, events })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { events, updatedAt: new Date() } });
}

/** Of `userIds`, those who receive `event` (one query for all of them). */
async function recipientsOf(db: Executor, userIds: number[], event: NotificationEvent): Promise<number[]> {
  const rows = await db
    .select({ id: users.id, roleId: users.roleId, events: notificationSettings.events })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, userIds));
  return rows.filter((row) => enabledNotificationEvents(row.roleId, row.events).includes(event)).map((row) => row.id);
}

export type NotificationDraft = {
  userIds: number[];
  /** What it is about: only those who chose this event receive it (docs/decisions/notification-settings.md). */
  event: NotificationEvent;
  taskId: number | null;
  /** The app path it opens when it is not about a job (a job opens its page). */
  link?: string | null;
  content: string;
  groupText?: string | null;
  warning?: boolean;
};

/**
 * Stores a notification for each recipient who wants its event and pushes the live
 * `task_updated` event to each. Call with the transaction's executor; publish happens after the
 * rows are written.
 */
export async function notifyUsers(db: Executor, pubSub: PubSub, note: NotificationDraft) {
  const asked = [...new Set(note.userIds)];
  if (asked.length === 0) return;
  const recipients = await recipientsOf(db, asked, note.event);
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((userId) => ({ userId, taskId: note.taskId, event: note.event, link: note.link ?? null, content: note.content, groupText: note.groupText ?? null })),
  );
  for (const userId of recipients) pubSub.publish('task_updated', userId, { from_task_id: note.taskId, body: note.content, warning: note.warning ?? false });
}
