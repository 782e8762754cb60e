import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MakeNotificationBecomeReadDocument,
  MarkReadAllNotificationByUserIdDocument,
  MyNotificationSettingsDocument,
  SaveNotificationSettingsDocument,
  UnreadNotificationCountDocument,
  type NotificationEvent,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { loadNotificationPage, notificationKeys, type NotificationItem, type NotificationPage } from '@/lib/notifications/query-keys';

// Notifications (docs/decisions/code-habits.md, habit 3): one key factory, the query options the bell and
// /thong-bao share, and mutations that update exactly these keys.

export { NOTIFICATION_POPOVER_SIZE, NOTIFICATIONS_PAGE_SIZE, notificationKeys, type NotificationItem, type NotificationPage } from '@/lib/notifications/query-keys';

/** Where a notification takes its reader: its own link (a batch, the approvals page), else its job's page. */
export function notificationTarget(notification: Pick<NotificationItem, 'link' | 'from_task'>): string | null {
  if (notification.link) return notification.link;
  return notification.from_task ? `/${notification.from_task.id}/sua-task` : null;
}

/** The signed-in person's notification settings (docs/decisions/notification-settings.md). */
export const notificationSettingsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: async () => (await gqlRequest(MyNotificationSettingsDocument, {})).my_notification_settings,
  });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (events: NotificationEvent[]) => (await gqlRequest(SaveNotificationSettingsDocument, { events })).save_notification_settings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}

/** A page of the user's notifications, newest first; one extra row tells whether more exist. */
export function notificationPageOptions(userId: number, limit: number, offset: number) {
  return queryOptions({
    queryKey: notificationKeys.page(userId, limit, offset),
    queryFn: () => loadNotificationPage(gqlRequest, userId, limit, offset),
  });
}

export function unreadCountOptions(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async () => (await gqlRequest(UnreadNotificationCountDocument, { userId })).unread_notification_count,
  });
}

function updatePages(queryClient: QueryClient, userId: number, change: (item: NotificationItem) => NotificationItem) {
  queryClient.setQueriesData<NotificationPage>({ queryKey: [...notificationKeys.user(userId), 'page'] }, (page) =>
    page ? { ...page, items: page.items.map(change) } : page,
  );
}

/**
 * The server mutation first; only when it succeeded is the item marked read
 * here (and the badge lowered), then the lists are refetched in the background.
 */
export function useMarkNotificationRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: NotificationItem) => {
      await gqlRequest(MakeNotificationBecomeReadDocument, { id: notification.id });
      return notification;
    },
    onSuccess: (notification) => {
      updatePages(queryClient, userId, (item) => (item.id === notification.id ? { ...item, is_read: true } : item));
      if (!notification.is_read) {
        queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), (count) => Math.max(0, (count ?? 1) - 1));
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    },
  });
}

export function useMarkAllNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => gqlRequest(MarkReadAllNotificationByUserIdDocument, { userId }),
    onSuccess: () => {
      updatePages(queryClient, userId, (item) => ({ ...item, is_read: true }));
      queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), 0);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    },
  });
}
