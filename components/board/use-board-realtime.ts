'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { OnBoardChangedDocument, type TaskFilter } from '@/graphql/generated/operations.generated';
import { boardStreamOf } from '@/lib/client/board-stream';
import { taskKeys, type TaskCard } from '@/lib/client/queries/tasks';
import { subscribeRealtime } from '@/lib/client/realtime';
import { patchBoard, type BoardChange } from '@/lib/tasks/board-patch';

/** Refetches asked for together (an opening event and a gap) run once. */
const COALESCE_MS = 150;

/**
 * Other people's board changes without a reload (docs/decisions/board-events.md): each
 * OnBoardChanged event carries the changed card, which is patched into every cached board in
 * place; the open task screen of that card refetches. The board itself is refetched only when
 * events were missed: a gap in the sequence, or a subscription whose opening event (sent on
 * every connection, the first included) shows a change the boards have not had — cards that came
 * with the server's HTML, or changes while the connection was down. Such a refetch waits while
 * the viewer is dragging or a move is unanswered (`isBusy`), and `flush` runs it after.
 */
export function useBoardRealtime(isBusy: () => boolean) {
  const queryClient = useQueryClient();
  const pending = useRef(false);
  const busyRef = useRef(isBusy);
  useEffect(() => {
    busyRef.current = isBusy;
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
    const stop = subscribeRealtime(OnBoardChangedDocument, {}, ({ board_changed: event }) => {
      const { taskId, version } = event;
      // The opening event (on every connection, the first included): the subscription listens
      // from here on; boards read before a change it did not get refetch once.
      if (taskId === null || version === null) {
        if (stream.opened(event.seq) === 'behind') schedule();
        return;
      }
      const change: BoardChange = { ...event, taskId, version };
      const order = stream.receive(change);
      apply(change);
      if (order === 'gap') schedule();
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [queryClient, refresh]);

  /** Runs a refetch that waited for a drag or a move to finish. */
  const flush = useCallback(() => {
    if (pending.current) refresh();
  }, [refresh]);

  return flush;
}
