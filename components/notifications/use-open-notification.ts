'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from '@/lib/client/toast';
import { notificationTarget, useMarkNotificationRead, type NotificationItem } from '@/lib/client/queries/notifications';

export const MARK_READ_ERROR = 'Không thể cập nhật thông báo. Vui lòng thử lại.';

/**
 * Opening a notification: an unread one is marked read on the server first, then locally; then
 * it opens what it is about (its link: a customer's batch, the approvals page; else its job).
 * A link with only a new #fragment on the current page does not reload it, so the page is told
 * with a hashchange event to show that part (components/cloud/cloud-user-files.tsx).
 */
export function useOpenNotification(userId: number, onNavigate?: () => void) {
  const router = useRouter();
  const markRead = useMarkNotificationRead(userId);

  const open = useCallback(
    async (notification: NotificationItem) => {
      if (!notification.is_read) {
        try {
          await markRead.mutateAsync(notification);
        } catch {
          toast.error(MARK_READ_ERROR);
          return;
        }
      }
      const target = notificationTarget(notification);
      if (target) {
        onNavigate?.();
        router.push(target);
        if (target.includes('#')) window.setTimeout(() => window.dispatchEvent(new HashChangeEvent('hashchange')), 0);
      }
    },
    [markRead, onNavigate, router],
  );

  return { open, pendingId: markRead.isPending ? markRead.variables?.id : undefined };
}
