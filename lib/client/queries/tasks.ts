import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  BoardOlderDocument,
  BoardPreferencesDocument,
  MoveTaskDocument,
  SaveBoardPreferencesDocument,
  BoardDocument,
  UsersDocument,
  type BoardCursor,
  type BoardPreferencesQuery,
  type MoveTaskMutationVariables,
  type TaskFilter,
  type TaskQuery,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { boardCards, boardPreferencesKey, customerOptionsKey, pickerKey, pickerPeople, productGroupsKey, taskKeys, type PickerPerson, type TaskCard } from '@/lib/tasks/query-keys';
import type { ColumnLayout } from '@/lib/client/board-order';
import { boardStreamOf } from '@/lib/client/board-stream';
import { replay } from '@/lib/tasks/board-patch';

// Tasks (docs/decisions/code-habits.md, habit 3): one key factory, the query options the board, the task
// screens and the pickers share, and mutations that update exactly their keys (the task screens'
// own reads and changes are in task-screens.ts, so the board's page does not carry them). Every task key
// starts with 'tasks', so a task event (the shell's task_updated, the board's board_changed)
// makes them all stale at once.

export type TaskDetail = TaskQuery['task'];
export type TaskHistoryEntry = TaskDetail['history'][number];
export type BoardPreferences = BoardPreferencesQuery['board_preferences'];

export { boardPreferencesKey, customerOptionsKey, pickerKey, productGroupsKey, taskKeys, type PickerPerson, type TaskCard };

/** The board: cards the viewer may see, narrowed by the filter bar. */
export function taskListOptions(filter: TaskFilter) {
  return queryOptions({
    queryKey: taskKeys.list(filter),
    // Events that arrived after the board was read are applied on top (lib/tasks/board-patch.ts).
    queryFn: async ({ client }) => {
      const board = (await gqlRequest(BoardDocument, { filter })).task_board;
      return replay(boardCards(board), boardStreamOf(client).read(board.seq), filter);
    },
  });
}

/** 'Xem thêm' under a finished column: the page of older cards above `before` (docs/decisions/board-window.md). */
export async function fetchOlderCards(filter: TaskFilter, before: BoardCursor): Promise<TaskCard[]> {
  return boardCards((await gqlRequest(BoardOlderDocument, { filter, before })).board_older);
}

/** Active staff holding one role (the Editor and QA pickers of the filter bar), by name. */
export function pickerOptions(roleId: number) {
  return queryOptions({
    queryKey: pickerKey(roleId),
    queryFn: async (): Promise<PickerPerson[]> => pickerPeople((await gqlRequest(UsersDocument, { input: { active: true, roleId } })).users, roleId),
    staleTime: 60_000,
  });
}

export function boardPreferencesOptions() {
  return queryOptions({
    queryKey: boardPreferencesKey,
    queryFn: async () => (await gqlRequest(BoardPreferencesDocument, {})).board_preferences,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Puts a card the provider returned into every cached board and its detail (keeping the history). */
export function storeCard(queryClient: QueryClient, card: TaskCard) {
  queryClient.setQueriesData<TaskCard[]>({ queryKey: taskKeys.lists() }, (cards) =>
    cards?.map((existing) => (existing.id === card.id && existing.version <= card.version ? { ...existing, ...card } : existing)),
  );
  queryClient.setQueryData<TaskDetail>(taskKeys.detail(card.id), (detail) => (detail && detail.version <= card.version ? { ...detail, ...card } : detail));
}

export async function moveTask(variables: MoveTaskMutationVariables): Promise<TaskCard> {
  return (await gqlRequest(MoveTaskDocument, variables)).move_task;
}

/**
 * Saves the column layout. The board shows the new layout at once (set here, synchronously, so
 * quick successive clicks each start from the previous one); saves are sent one after another
 * so the last layout chosen is the one stored; a failed save reloads the stored layout.
 */
export function useSaveBoardPreferences(onError: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (layout: ColumnLayout) =>
      (await gqlRequest(SaveBoardPreferencesDocument, { input: { columnOrder: layout.order, hiddenColumns: layout.hidden } })).save_board_preferences,
    scope: { id: 'board-preferences' },
    onError: () => {
      onError();
      void queryClient.invalidateQueries({ queryKey: boardPreferencesKey });
    },
  });
  const { mutate } = mutation;
  return useCallback(
    (layout: ColumnLayout) => {
      const previous = queryClient.getQueryData<BoardPreferences>(boardPreferencesKey);
      queryClient.setQueryData<BoardPreferences>(boardPreferencesKey, { columnOrder: layout.order, hiddenColumns: layout.hidden, updatedAt: previous?.updatedAt ?? null });
      mutate(layout);
    },
    [mutate, queryClient],
  );
}
