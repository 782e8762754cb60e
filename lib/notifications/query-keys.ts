import { GetNotificationByUserIdDocument, type GetNotificationByUserIdQuery } from '@/graphql/generated/operations.generated';
import type { Requester } from '@/lib/reports/definition';

// The notification query keys, page sizes, page shape and page loader, apart from the hooks of
// lib/client/queries/notifications.ts so that the server's prefetch of /thong-bao
// (lib/server/prefetch.ts) fills exactly the keys the browser reads, with the same data.

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

/**
 * A page of the user's notifications, newest first, read with the caller's requester (the
 * browser's /api/graphql, or the provider with the session's token on the server). It asks one
 * row more than `limit`: that extra row tells whether more exist.
 */
export async function loadNotificationPage(request: Requester, userId: number, limit: number, offset: number): Promise<NotificationPage> {
  const rows = (await request(GetNotificationByUserIdDocument, { id: userId, limit: limit + 1, offset })).get_notification_by_user_id;
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
