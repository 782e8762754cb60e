'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { OnBoardChangedDocument, type TaskFilter } from '@/graphql/generated/operations.generated';
import { boardStreamOf } from '@/lib/client/board-stream';
import { taskKeys, type TaskCard } from '@/lib/client/queries/tasks';
import { onRealtimeConnected, onRealtimeReconnected, subscribeRealtime } from '@/lib/client/realtime';
import { patchBoard, type BoardChange } from '@/lib/tasks/board-patch';

/** Refetches asked for together (a reconnection and a gap) run once. */
const COALESCE_MS = 150;

/**
 * Other people's board changes without a reload (docs/decisions/board-events.md): each
 * OnBoardChanged event carries the changed card, which is patched into every cached board in
 * place; the open task screen of that card refetches. The board itself is refetched only when
 * events were missed: a gap in the sequence, a reconnection, or a first connection after cards
 * that came from the server before it. Such a refetch waits while the viewer is dragging or a
 * move is unanswered (`isBusy`), and `flush` runs it after.
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
    void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
  }, [queryClient]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, COALESCE_MS);
    };
    const stream = boardStreamOf(queryClient);
    const apply = (change: BoardChange) => {
      for (const query of queryClient.getQueryCache().findAll({ queryKey: taskKeys.lists() })) {
        const filter = (query.queryKey[2] ?? {}) as TaskFilter;
        const cards = query.state.data as TaskCard[] | undefined;
        if (!cards) continue;
        const next = patchBoard(cards, change, filter);
        if (next === 'unknown') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        else if (next !== cards) queryClient.setQueryData(query.queryKey, next);
      }
      // The task screen shows more than a card (history, links): it reads the task again.
      void queryClient.invalidateQueries({ queryKey: taskKeys.detail(change.taskId), exact: true });
    };
    const stop = subscribeRealtime(OnBoardChangedDocument, {}, ({ board_changed: change }) => {
      const order = stream.receive(change);
      apply(change);
      if (order === 'gap') schedule();
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
