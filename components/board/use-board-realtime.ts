'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { OnBoardChangedDocument } from '@/graphql/generated/operations.generated';
import { taskKeys, type TaskCard } from '@/lib/queries/tasks';
import { onRealtimeReconnected, subscribeRealtime } from '@/lib/realtime';

/** Events arriving together (a bulk change) cause one refetch. */
const COALESCE_MS = 150;

/**
 * Other people's board changes without a reload: OnBoardChanged marks the task queries stale
 * and refetches the board, as does every reconnection (events missed while offline). An event
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
    return () => {
      clearTimeout(timer);
      stop();
      stopReconnect();
    };
  }, [queryClient, refresh]);

  /** Runs a refetch that waited for a drag or a move to finish. */
  const flush = useCallback(() => {
    if (pending.current) refresh();
  }, [refresh]);

  return flush;
}
