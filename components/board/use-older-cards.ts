'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { FINISHED_STATUSES, FINISHED_WINDOW, type TaskStatusName } from '@/domain/task-status';
import type { TaskFilter } from '@/graphql/generated/operations.generated';
import { fetchOlderCards, type TaskCard } from '@/lib/client/queries/tasks';

/**
 * 'Xem thêm' under the finished columns (docs/decisions/board-window.md): the board holds the
 * latest FINISHED_WINDOW cards of Completed and Cancel; each click adds the next older page
 * (above the first card shown) into the board's own cache, so moves and live changes treat
 * those cards like any other. A page shorter than the window means the column is complete.
 */
export function useOlderCards(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const [complete, setComplete] = useState<Partial<Record<TaskStatusName, boolean>>>({});
  const [loading, setLoading] = useState<TaskStatusName | null>(null);

  const canShowOlder = useCallback(
    (status: TaskStatusName, cards: readonly TaskCard[]) => FINISHED_STATUSES.includes(status) && cards.length >= FINISHED_WINDOW && !complete[status],
    [complete],
  );

  const showOlder = useCallback(
    async (status: TaskStatusName, first: TaskCard) => {
      setLoading(status);
      try {
        const filter = (listKey[2] ?? {}) as TaskFilter;
        const page = await fetchOlderCards(filter, { status, position: first.position, id: first.id });
        queryClient.setQueryData<TaskCard[]>(listKey, (cards) => {
          if (!cards) return cards;
          const shown = new Set(cards.map((card) => card.id));
          return [...page.filter((card) => !shown.has(card.id)), ...cards];
        });
        if (page.length < FINISHED_WINDOW) setComplete((done) => ({ ...done, [status]: true }));
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
