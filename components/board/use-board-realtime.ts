'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { OnBoardChangedDocument } from '@/graphql/generated/operations.generated';
import { taskKeys, type TaskCard } from '@/lib/client/queries/tasks';
import { onRealtimeConnected, onRealtimeReconnected, subscribeRealtime } from '@/lib/client/realtime';

/** Events arriving together (a bulk change) cause one refetch. */
const COALESCE_MS = 150;

/**
 * Other people's board changes without a reload: OnBoardChanged marks the task queries stale
 * and refetches the board, as does every reconnection (events missed while offline) and the first
 * connection when the cards came from the server before it. An event
 * for a card already shown at that version (the viewer's own move) is skipped. While the viewer
 * is dragging or a move is unanswered the refetch waits (`isBusy`), and `flush` runs it after.
 */
export function useBoardRealtime(listKey: QueryKey, isBusy: () => boolean) {
  const queryClient = useQueryClient();
  const pending = useRef(false);
  const busyRef = useRef(isBusy);
  const keyRef = useRef(listKey);
  useEffect(() => {
    busyRef.current = isBusy;
    keyRef.current = listKey;
  });

  const refresh = useCallback(() => {
    if (busyRef.current()) {
      pending.current = true;
      return;
    }
    pending.current = false;
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  }, [queryClient]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, COALESCE_MS);
    };
    const stop = subscribeRealtime(OnBoardChangedDocument, {}, ({ board_changed: event }) => {
      const shown = queryClient.getQueryData<TaskCard[]>(keyRef.current)?.find((card) => card.id === event.taskId);
      if (shown && shown.version >= event.version && shown.status === event.status) return;
      schedule();
    });
    const stopReconnect = onRealtimeReconnected(schedule);
    // Cards fetched before the subscription was live (the server's prefetch, in the first HTML)
    // may have missed a change in between: one refetch in the background once it is.
    const subscribedAt = Date.now();
    const stopConnected = onRealtimeConnected(() => {
      const state = queryClient.getQueryState(keyRef.current);
      if (state && state.dataUpdatedAt < subscribedAt) schedule();
    });
    return () => {
      clearTimeout(timer);
      stop();
      stopReconnect();
      stopConnected();
    };
  }, [queryClient, refresh]);

  /** Runs a refetch that waited for a drag or a move to finish. */
  const flush = useCallback(() => {
    if (pending.current) refresh();
  }, [refresh]);

  return flush;
}
