'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { FINISHED_STATUSES, FINISHED_WINDOW, type TaskStatusName } from '@/domain/task-status';
import type { TaskFilter } from '@/graphql/generated/operations.generated';
import { fetchOlderCards, type TaskCard } from '@/lib/client/queries/tasks';

/**
 * 'Xem thêm' under the finished columns (docs/decisions/board-window.md): the board holds the
 * latest FINISHED_WINDOW cards of Completed and Cancel; each click adds the next older page
 * (above the first card shown) into the board's own cache, so moves and live changes treat
 * those cards like any other. A page shorter than the window means the column is complete
 * (remembered with the column's length then: a refetch of the board, after a reconnection or a
 * missed event, brings back the window alone, and the button with it).
 */
export function useOlderCards(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const [complete, setComplete] = useState<Partial<Record<TaskStatusName, number>>>({});
  const [loading, setLoading] = useState<TaskStatusName | null>(null);

  const canShowOlder = useCallback(
    (status: TaskStatusName, cards: readonly TaskCard[]) => FINISHED_STATUSES.includes(status) && cards.length >= FINISHED_WINDOW && complete[status] !== cards.length,
    [complete],
  );

  const showOlder = useCallback(
    async (status: TaskStatusName, first: TaskCard) => {
      setLoading(status);
      try {
        const filter = (listKey[2] ?? {}) as TaskFilter;
        const page = await fetchOlderCards(filter, { status, position: first.position, id: first.id });
        const cards = queryClient.setQueryData<TaskCard[]>(listKey, (current) => {
          if (!current) return current;
          const shown = new Set(current.map((card) => card.id));
          return [...page.filter((card) => !shown.has(card.id)), ...current];
        });
        const length = (cards ?? []).filter((card) => card.status === status).length;
        if (page.length < FINISHED_WINDOW) setComplete((done) => ({ ...done, [status]: length }));
      } catch (error) {
        toast.error((error as Error).message);
      } finally {
        setLoading(null);
      }
    },
    [listKey, queryClient],
  );

  return { canShowOlder, showOlder, loading };
}
