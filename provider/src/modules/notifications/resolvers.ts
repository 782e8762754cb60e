import { isNotificationEvent, NOTIFICATION_EVENT_LABEL, NOTIFICATION_EVENTS_FOR_ROLE, type NotificationEvent } from '../../../../domain/notification-events';
import { perEvent } from '../../per-request';
import { requireSelf, requireStaff } from '../../auth/guards';
import { badInput, notFound } from '../../errors';
import type { Resolvers, TaskUpdatedEvent } from '../../generated/graphql.generated';
import { countUnreadNotifications, getNotificationEvents, listNotifications, markAllNotificationsRead, markNotificationRead, NOTIFICATION_PAGE_MAX, saveNotificationEvents } from './data';

/** Every event of the person's role in the screen's order, each with its label and whether it is on. */
function settingsOf(roleId: number | null, enabled: readonly NotificationEvent[]) {
  return (NOTIFICATION_EVENTS_FOR_ROLE[roleId ?? 0] ?? []).map((event) => ({ event, label: NOTIFICATION_EVENT_LABEL[event], enabled: enabled.includes(event) }));
}

export const notificationsResolvers: Resolvers = {
  Query: {
    async get_notification_by_user_id(_parent, { id, limit, offset }, ctx) {
      requireSelf(ctx, id);
      return listNotifications(ctx.db, id, {
        limit: Math.min(Math.max(limit ?? 50, 1), NOTIFICATION_PAGE_MAX),
        offset: Math.max(offset ?? 0, 0),
      });
    },
    async unread_notification_count(_parent, { userId }, ctx) {
      requireSelf(ctx, userId);
      return countUnreadNotifications(ctx.db, userId);
    },
    async my_notification_settings(_parent, _args, ctx) {
      const user = requireStaff(ctx);
      return settingsOf(user.roleId, await getNotificationEvents(ctx.db, user.id));
    },
  },
  Mutation: {
    async update_read_notification_status(_parent, { id }, ctx) {
      const user = requireStaff(ctx);
      const row = await markNotificationRead(ctx.db, user.id, id);
      // Someone else's notification looks exactly like a missing one.
      if (!row) throw notFound('Không tìm thấy thông báo.');
      return row;
    },
    async mark_read_all_notification_by_user_id(_parent, { userId }, ctx) {
      requireSelf(ctx, userId);
      return markAllNotificationsRead(ctx.db, userId);
    },
    async save_notification_settings(_parent, { events }, ctx) {
      // Only the caller's own settings: there is no user id to name someone else's.
      const user = requireStaff(ctx);
      const allowed = NOTIFICATION_EVENTS_FOR_ROLE[user.roleId ?? 0] ?? [];
      const chosen = [...new Set(events)];
      if (chosen.some((event) => !isNotificationEvent(event) || !allowed.includes(event))) {
        throw badInput('Có loại thông báo không dành cho vai trò của bạn.', 'events');
      }
      await saveNotificationEvents(ctx.db, user.id, chosen);
      return settingsOf(user.roleId, await getNotificationEvents(ctx.db, user.id));
    },
  },
  Subscription: {
    task_updated: {
      subscribe: (_parent, { userId }, ctx) => {
        requireSelf(ctx, userId);
        return ctx.pubSub.subscribe('task_updated', userId);
      },
      resolve: perEvent((event: TaskUpdatedEvent) => event),
    },
  },
  Notification: {
    is_read: (row) => row.isRead,
    group_text: (row) => row.groupText,
    event: (row) => (row.event !== null && isNotificationEvent(row.event) ? row.event : null),
    created_at: (row) => row.createdAt.toISOString(),
    // from_task is the tasks module's (tasks/resolvers.ts): it decides who sees a task.
  },
};
