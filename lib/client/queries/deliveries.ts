import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CloudApproveAllDocument,
  CloudDeliveryDocument,
  CloudReviewResultDocument,
  CloudSubmitReviewDocument,
  CloudMyDeliveriesDocument,
  DeleteTaskResultDocument,
  DeliverTaskDocument,
  MarkDeliverySeenDocument,
  TaskDeliveryRoundsDocument,
  TaskResultsDocument,
  TaskRevisionRequestsDocument,
  type DeliveryFieldsFragment,
  type TaskResultFieldsFragment,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';

// Results on a job and their delivery (docs/decisions/delivery.md): one key factory, query
// options, and mutations that invalidate exactly their keys.

export type TaskResult = TaskResultFieldsFragment;
export type Delivery = DeliveryFieldsFragment;

export const deliveryKeys = {
  all: ['deliveries'] as const,
  task: (taskId: number) => ['deliveries', 'task', taskId] as const,
  mine: ['deliveries', 'mine'] as const,
  one: (id: number) => ['deliveries', 'one', id] as const,
};

export function taskResultsOptions(taskId: number) {
  return queryOptions({ queryKey: deliveryKeys.task(taskId), queryFn: async () => (await gqlRequest(TaskResultsDocument, { taskId })).task_results });
}

/**
 * 'Các lần giao cho khách' (docs/decisions/proofing.md): every round of the job's chain. Under the
 * job's key, so whatever refreshes the job's results (a delivery, a move) refreshes it too.
 */
export function deliveryRoundsOptions(taskId: number) {
  return queryOptions({ queryKey: [...deliveryKeys.task(taskId), 'rounds'] as const, queryFn: async () => (await gqlRequest(TaskDeliveryRoundsDocument, { taskId })).task_delivery_rounds });
}

/** A revision job's photos to redo with the customer's notes ([] for an ordinary job; docs/decisions/proofing.md). */
export function revisionRequestsOptions(taskId: number) {
  return queryOptions({ queryKey: ['deliveries', 'requests', taskId] as const, queryFn: async () => (await gqlRequest(TaskRevisionRequestsDocument, { taskId })).task_revision_requests });
}

export function myDeliveriesOptions() {
  return queryOptions({ queryKey: deliveryKeys.mine, queryFn: async () => (await gqlRequest(CloudMyDeliveriesDocument, {})).cloud_my_deliveries });
}

export function deliveryOptions(id: number) {
  return queryOptions({ queryKey: deliveryKeys.one(id), queryFn: () => gqlRequest(CloudDeliveryDocument, { id }) });
}

export function useDeleteTaskResult(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gqlRequest(DeleteTaskResultDocument, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.task(taskId) }),
  });
}

export function useDeliverTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => gqlRequest(DeliverTaskDocument, { taskId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.task(taskId) }),
  });
}

export function useMarkDeliverySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gqlRequest(MarkDeliverySeenDocument, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.mine }),
  });
}

/** Proofing (docs/decisions/proofing.md): each decision, 'Đồng ý tất cả' and 'Gửi phản hồi' refresh the gallery. */
export function useReviewResult(deliveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { resultId: number; decision: 'APPROVED' | 'CHANGES'; note?: string }) => gqlRequest(CloudReviewResultDocument, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.one(deliveryId) }),
  });
}

export function useApproveAll(deliveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => gqlRequest(CloudApproveAllDocument, { deliveryId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.one(deliveryId) }),
  });
}

export function useSubmitReview(deliveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => gqlRequest(CloudSubmitReviewDocument, { deliveryId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

/** Where the browser reads a result: the staff's route, or the customer's (delivered only). */
export const resultUrl = (id: number, audience: 'staff' | 'cloud') => (audience === 'staff' ? `/api/task-results/${id}` : `/api/cloud/results/${id}`);
export const resultThumbnailUrl = (id: number, audience: 'staff' | 'cloud') => `${resultUrl(id, audience)}/thumbnail`;
export const deliveryZipUrl = (id: number) => `/api/cloud/deliveries/${id}/zip`;
