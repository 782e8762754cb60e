'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/client/toast';
import { ReceiveMessageDocument } from '@/graphql/generated/operations.generated';
import { adminKeys } from '@/lib/client/queries/admin';
import { notificationKeys } from '@/lib/client/queries/notifications';
import { onRealtimeReconnected, subscribeRealtime } from '@/lib/client/realtime';

/** Task screens (not the boards: those patch themselves from board events, use-board-realtime.ts). */
const TASK_DETAILS_KEY = ['tasks', 'detail'] as const;
/** Long enough to read a reason of a few lines. */
const REJECTION_TOAST_MS = 15_000;

/**
 * The signed-in user's live task updates (ReceiveMessage → task_updated): a toast with the
 * event's body (a warning for a rejection, a success otherwise), and fresh notifications without
 * a reload: one invalidation per event. The task itself reaches the board through its own event
 * (docs/decisions/board-events.md), so a notification never refetches a board. After a reconnect
 * the notifications (and open task screens) are refetched, so events missed while offline still show up.
 */
export function RealtimeNotifications({ userId }: { userId: number }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const stop = subscribeRealtime(ReceiveMessageDocument, { userId }, ({ task_updated }) => {
      // A rejection is a warning, kept on screen longer, with the QA's reason in its text.
      if (task_updated.warning) toast.warning(task_updated.body, { duration: REJECTION_TOAST_MS });
      else toast.success(task_updated.body);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      // A notice without a task is an administrative one (a new registration): the approval
      // list, if open, shows it at once. Only mounted queries refetch.
      if (task_updated.from_task_id == null) void queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    });
    const stopReconnect = onRealtimeReconnected(() => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: TASK_DETAILS_KEY });
      void queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    });
    return () => {
      stop();
      stopReconnect();
    };
  }, [queryClient, userId]);

  return null;
}
