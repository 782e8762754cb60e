import type { GetNotificationByUserIdQuery } from '@/graphql/generated/operations.generated';

// The notification query keys, page sizes and page shape, apart from the hooks of
// lib/client/queries/notifications.ts so that the server's prefetch of /thong-bao
// (lib/server/prefetch.ts) fills exactly the keys the browser reads.

export type NotificationItem = GetNotificationByUserIdQuery['get_notification_by_user_id'][number];
export type NotificationPage = { items: NotificationItem[]; hasMore: boolean };

/** The popover lists at most 9 (docs/decisions/notifications-and-presence.md). */
export const NOTIFICATION_POPOVER_SIZE = 9;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: number) => ['notifications', userId] as const,
  unreadCount: (userId: number) => ['notifications', userId, 'unread-count'] as const,
  page: (userId: number, limit: number, offset: number) => ['notifications', userId, 'page', { limit, offset }] as const,
  settings: ['notification-settings'] as const,
};

/** A page from the rows of a read asking one more than `limit`: the extra row tells whether more exist. */
export function notificationPage(rows: NotificationItem[], limit: number): NotificationPage {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
