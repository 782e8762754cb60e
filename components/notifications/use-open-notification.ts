'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useMarkNotificationRead, type NotificationItem } from '@/lib/client/queries/notifications';

export const MARK_READ_ERROR = 'Không thể cập nhật thông báo. Vui lòng thử lại.';

/**
 * Opening a notification: an unread one is marked read on the server
 * first, then locally; one tied to a task then opens that task.
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
      const taskId = notification.from_task?.id;
      if (taskId) {
        onNavigate?.();
        router.push(`/${taskId}/sua-task`);
      }
    },
    [markRead, onNavigate, router],
  );

  return { open, pendingId: markRead.isPending ? markRead.variables?.id : undefined };
}
