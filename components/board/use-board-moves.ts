'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { applyDrop, groupByColumn, type Drop } from '@/lib/client/board-order';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { moveTask, storeCard, taskKeys, type TaskCard } from '@/lib/client/queries/tasks';
import type { TaskStatusName } from '@/domain/task-status';
import { checkMovePreconditions, checkTransition, commentRequired, TASK_MESSAGES, type TaskRelation } from '@/domain/task-workflow';

export type BoardViewer = { id: number; roleId: number | null };
export type MoveRequest = Drop<TaskCard>;

export function relationOf(viewer: BoardViewer, card: Pick<TaskCard, 'editorId' | 'qaId'>): TaskRelation {
  return { isOwnEditor: card.editorId === viewer.id, isOwnQa: card.qaId === viewer.id };
}

/** Why this viewer may not make this move (domain/task-workflow.ts), or null when they may. */
export function refusalOf(viewer: BoardViewer, card: TaskCard, to: TaskStatusName): string | null {
  const verdict = checkTransition(viewer.roleId, card.status, to, relationOf(viewer, card));
  if (!verdict.allowed) return verdict.message;
  // The comment a rejection needs is asked for before the move is sent.
  const preconditions = checkMovePreconditions(card.status, to, { editorId: card.editorId, comment: 'asked separately' });
  return preconditions.allowed ? null : preconditions.message;
}

export const MOVE_MESSAGES = {
  replaced: 'Bảng công việc vừa thay đổi; việc đã được đặt lại gần vị trí bạn chọn.',
} as const;

/** Every board move is a mutation under this key; `busy` counts them (queued ones included). */
const MOVE_KEY = ['tasks', 'move'] as const;

const codeOf = (error: unknown) => (error instanceof GraphQLRequestError ? error.code : 'INTERNAL_SERVER_ERROR');

/**
 * Moving cards on the board: refused early with the workflow's Vietnamese reason when the
 * viewer may not make the move, otherwise shown at once (optimistic) and sent with MoveTask.
 * Moves of one card are sent one after another (each with the version the previous returned):
 * each is a React Query mutation scoped to its card (`scope.id`), which the mutation cache runs
 * in order, so a second drag waits for the first's answer.
 * The provider's refusal puts the card back with its message; a CONFLICT refetches the board and,
 * when only the neighbours changed (the card itself is as the user saw it), places the card again
 * beside the neighbours that are still there, so neither person's move is lost.
 */
export function useBoardMoves({ listKey, viewer, onIdle }: { listKey: QueryKey; viewer: BoardViewer; onIdle: () => void }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<MoveRequest | null>(null);

  const cardsNow = useCallback(() => queryClient.getQueryData<TaskCard[]>(listKey) ?? [], [queryClient, listKey]);

  const show = useCallback(
    (move: Pick<MoveRequest, 'to' | 'beforeId' | 'afterId'> & { cardId: number }) =>
      queryClient.setQueryData<TaskCard[]>(listKey, (cards) => (cards ? applyDrop(cards, move) : cards)),
    [queryClient, listKey],
  );

  const putBack = useCallback(
    (card: TaskCard) =>
      queryClient.setQueryData<TaskCard[]>(listKey, (cards) =>
        cards?.map((existing) => (existing.id === card.id ? { ...existing, status: card.status, position: card.position } : existing)),
      ),
    [queryClient, listKey],
  );

  const send = useCallback(
    async function send(move: MoveRequest, comment: string | undefined, retried: boolean): Promise<boolean> {
      const version = cardsNow().find((card) => card.id === move.card.id)?.version ?? move.card.version;
      try {
        const saved = await moveTask({ id: move.card.id, version, status: move.to, beforeId: move.beforeId, afterId: move.afterId, comment });
        storeCard(queryClient, saved);
        return true;
      } catch (error) {
        if (codeOf(error) !== 'CONFLICT') {
          toast.error((error as Error).message);
          putBack(move.card);
          void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
          return false;
        }
      }
      // CONFLICT: the board changed under the user. Show the fresh board first.
      await queryClient.refetchQueries({ queryKey: listKey, exact: true });
      const fresh = cardsNow();
      const current = fresh.find((card) => card.id === move.card.id);
      if (retried || !current || current.version !== version) {
        toast.error(TASK_MESSAGES.conflict);
        return false;
      }
      // Only the neighbourhood changed: keep the user's move, beside whichever neighbour is still there.
      const column = groupByColumn(fresh)[move.to].filter((card) => card.id !== move.card.id);
      const stillThere = (id: number | null) => (id !== null && column.some((card) => card.id === id) ? id : null);
      const beforeId = stillThere(move.beforeId);
      const afterId = beforeId === null ? stillThere(move.afterId) : null;
      show({ cardId: move.card.id, to: move.to, beforeId, afterId });
      const placed = await send({ ...move, card: current, beforeId, afterId }, comment, true);
      if (placed) toast.info(MOVE_MESSAGES.replaced);
      return placed;
    },
    [cardsNow, listKey, putBack, queryClient, show],
  );

  /** Sends a move the viewer may make (shown at once), after any earlier move of the same card. */
  const commit = useCallback(
    async (move: MoveRequest, comment?: string) => {
      const id = move.card.id;
      show({ cardId: id, to: move.to, beforeId: move.beforeId, afterId: move.afterId });
      // The version is read when the mutation runs (send), after any earlier move of this card.
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationKey: MOVE_KEY,
        scope: { id: `move-task-${id}` },
        mutationFn: async () => {
          const sent = await send(move, comment, false);
          // A review is confirmed in words: the approved card lands at the end of its column, out of sight.
          if (sent && move.from !== move.to) {
            if (move.to === 'Completed') toast.success(`Đã duyệt việc «${move.card.taskName}».`);
            if (move.to === 'Reject') toast.success(`Đã từ chối việc «${move.card.taskName}».`);
          }
          return sent;
        },
      });
      try {
        await mutation.execute(undefined);
      } finally {
        if (queryClient.isMutating({ mutationKey: MOVE_KEY }) === 0) onIdle();
      }
    },
    [onIdle, queryClient, send, show],
  );

  /** A drop or a menu choice: refused with the reason, asked for a comment (Reject), or sent. */
  const request = useCallback(
    (move: MoveRequest) => {
      const refusal = refusalOf(viewer, move.card, move.to);
      if (refusal) {
        toast.error(refusal);
        return;
      }
      if (commentRequired(move.from, move.to)) {
        setRejecting(move);
        return;
      }
      void commit(move);
    },
    [commit, viewer],
  );

  /** Moves in flight: the board waits with refetches until they are answered. */
  const busy = useCallback(() => queryClient.isMutating({ mutationKey: MOVE_KEY }) > 0, [queryClient]);

  return {
    request,
    busy,
    rejecting,
    confirmReject: (comment: string) => {
      if (rejecting) void commit(rejecting, comment);
      setRejecting(null);
    },
    cancelReject: () => setRejecting(null),
  };
}
