import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CreateTaskDocument,
  CustomerOptionsDocument,
  ProductGroupsDocument,
  SetTaskStudioFaultDocument,
  TaskDocument,
  UpdateTaskDocument,
  type CreateTaskInput,
  type MoveTaskMutationVariables,
  type UpdateTaskInput,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { customerOptionsKey, productGroupsKey, taskKeys, type TaskCard } from '@/lib/tasks/query-keys';
import { moveTask, storeCard } from './tasks';

// The task screens' reads and changes (the job page, 'Tạo việc mới'): the task with its history,
// the form's pick lists, create, edit, a status change from the job page, 'Lỗi của studio'.
// Keys and the board's queries are in tasks.ts (docs/decisions/code-habits.md, habit 3).

export function taskDetailOptions(id: number) {
  return queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: async () => (await gqlRequest(TaskDocument, { id })).task,
  });
}

export function productGroupsOptions() {
  return queryOptions({
    queryKey: productGroupsKey,
    queryFn: async () => (await gqlRequest(ProductGroupsDocument, {})).product_groups,
    staleTime: 5 * 60_000,
  });
}

/** Admin only: active customers for the 'Khách hàng' picker, by name. */
export function customerOptionsOptions() {
  return queryOptions({
    queryKey: customerOptionsKey,
    queryFn: async () => (await gqlRequest(CustomerOptionsDocument, {})).customer_options,
    staleTime: 60_000,
  });
}

/**
 * After a change made from the task screen (edit, move, 'Lỗi của studio'): the card in place on
 * every board and the screen; the screen's history gained a row, so it is read again; cached
 * boards are marked stale without a refetch (their card is already right).
 */
function afterTaskChange(queryClient: QueryClient, card: TaskCard) {
  storeCard(queryClient, card);
  void queryClient.invalidateQueries({ queryKey: taskKeys.detail(card.id) });
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists(), refetchType: 'none' });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTaskInput) => (await gqlRequest(CreateTaskDocument, { input })).create_task,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export function useUpdateTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, input }: { version: number; input: UpdateTaskInput }) => (await gqlRequest(UpdateTaskDocument, { id, version, input })).update_task,
    onSuccess: (card) => afterTaskChange(queryClient, card),
  });
}

/** 'Lỗi của studio' on a revision job (admin; docs/decisions/proofing.md): the card and its history change. */
export function useSetStudioFault(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, fault }: { version: number; fault: boolean }) => (await gqlRequest(SetTaskStudioFaultDocument, { id, version, fault })).set_task_studio_fault,
    onSuccess: (card) => afterTaskChange(queryClient, card),
  });
}

/** A status change from the task screen (approve, reject, move): the card goes to the end of its new column. */
export function useMoveTaskFromDetail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Omit<MoveTaskMutationVariables, 'id'>) => moveTask({ ...variables, id }),
    onSuccess: (card) => afterTaskChange(queryClient, card),
  });
}
