import { perEvent } from '../../per-request';
import { requireSelf, requireStaff } from '../../auth/guards';
import { notFound } from '../../errors';
import type { Resolvers, TaskUpdatedEvent } from '../../generated/graphql.generated';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead, NOTIFICATION_PAGE_MAX } from './data';

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
    created_at: (row) => row.createdAt.toISOString(),
    // from_task is the tasks module's (tasks/resolvers.ts): it decides who sees a task.
  },
};
