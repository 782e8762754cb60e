'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ReceiveMessageDocument } from '@/graphql/generated/operations.generated';
import { adminKeys } from '@/lib/client/queries/admin';
import { notificationKeys } from '@/lib/client/queries/notifications';
import { onRealtimeReconnected, subscribeRealtime } from '@/lib/client/realtime';

/** React Query prefix of every task query (board, reports): a task event makes them stale. */
const TASKS_KEY = ['tasks'] as const;
/** Long enough to read a reason of a few lines. */
const REJECTION_TOAST_MS = 15_000;

/**
 * The signed-in user's live task updates (ReceiveMessage → task_updated): a toast with the
 * event's body (a warning for a rejection, a success otherwise), and fresh notifications and tasks without a reload. After a reconnect the
 * notifications are refetched, so events missed while offline still show up in the bell.
 */
export function RealtimeNotifications({ userId }: { userId: number }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const stop = subscribeRealtime(ReceiveMessageDocument, { userId }, ({ task_updated }) => {
      // A rejection is a warning, kept on screen longer, with the QA's reason in its text.
      if (task_updated.warning) toast.warning(task_updated.body, { duration: REJECTION_TOAST_MS });
      else toast.success(task_updated.body);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
      // A notice without a task is an administrative one (a new registration): the approval
      // list, if open, shows it at once. Only mounted queries refetch.
      if (task_updated.from_task_id == null) void queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    });
    const stopReconnect = onRealtimeReconnected(() => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
      void queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    });
    return () => {
      stop();
      stopReconnect();
    };
  }, [queryClient, userId]);

  return null;
}
