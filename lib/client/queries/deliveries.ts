import { queryOptions } from '@tanstack/react-query';
import {
  CloudApproveAllDocument,
  CloudDeliveryDocument,
  CloudReviewResultDocument,
  CloudSubmitReviewDocument,
  CloudMyDeliveriesDocument,
  DeleteTaskResultDocument,
  DeliverTaskDocument,
  MarkDeliverySeenDocument,
  ResultVersionsDocument,
  TaskDeliveryRoundsDocument,
  TaskOriginalsDocument,
  TaskResultsDocument,
  TaskRevisionRequestsDocument,
  AnswerRequestItemDocument,
  RejectRequestItemDocument,
  type TaskRevisionRequestsQuery,
  type DeliveryFieldsFragment,
  type ReviewMarkFieldsFragment,
  type TaskResultFieldsFragment,
} from '@/graphql/generated/operations.generated';
import type { MarkInput } from '@/domain/review-marks';
import { gqlRequest } from '@/lib/client/graphql-client';
import { useRefreshingMutation } from './refreshing-mutation';

// Results on a job and their delivery (docs/decisions/delivery.md): one key factory, query
// options, and mutations that invalidate exactly their keys.

export type TaskResult = TaskResultFieldsFragment;
export type Delivery = DeliveryFieldsFragment;
export type ReviewMark = ReviewMarkFieldsFragment;
/** One of the customer's marks on a photo to redo: a request item of the revision job (docs/decisions/proofing-marks.md). */
/** A mark as a revision job's request item (the same fields). */
export type RequestItem = ReviewMarkFieldsFragment;
export type RevisionRequest = TaskRevisionRequestsQuery['task_revision_requests'][number];

export const deliveryKeys = {
  all: ['deliveries'] as const,
  task: (taskId: number) => ['deliveries', 'task', taskId] as const,
  mine: ['deliveries', 'mine'] as const,
  one: (id: number) => ['deliveries', 'one', id] as const,
  requests: (taskId: number) => ['deliveries', 'requests', taskId] as const,
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

/** The customer's originals of a job (its chain's batch; null when made from none): docs/decisions/originals-on-the-job.md. */
export function taskOriginalsOptions(taskId: number) {
  return queryOptions({ queryKey: ['deliveries', 'originals', taskId] as const, queryFn: async () => (await gqlRequest(TaskOriginalsDocument, { taskId })).task_originals });
}

/** A revision job's photos to redo with the customer's notes ([] for an ordinary job; docs/decisions/proofing.md). */
export function revisionRequestsOptions(taskId: number) {
  return queryOptions({ queryKey: deliveryKeys.requests(taskId), queryFn: async () => (await gqlRequest(TaskRevisionRequestsDocument, { taskId })).task_revision_requests });
}

export function myDeliveriesOptions() {
  return queryOptions({ queryKey: deliveryKeys.mine, queryFn: async () => (await gqlRequest(CloudMyDeliveriesDocument, {})).cloud_my_deliveries });
}

export function deliveryOptions(id: number) {
  return queryOptions({ queryKey: deliveryKeys.one(id), queryFn: () => gqlRequest(CloudDeliveryDocument, { id }) });
}

/** 'So sánh' (docs/decisions/rounds-compare.md): one photo's original and rounds, as this person may see them. */
export function resultVersionsOptions(resultId: number) {
  return queryOptions({ queryKey: ['deliveries', 'versions', resultId] as const, queryFn: async () => (await gqlRequest(ResultVersionsDocument, { resultId })).result_versions });
}

export const useDeleteTaskResult = (taskId: number) => useRefreshingMutation((id: number) => gqlRequest(DeleteTaskResultDocument, { id }), deliveryKeys.task(taskId));

export const useDeliverTask = (taskId: number) => useRefreshingMutation(() => gqlRequest(DeliverTaskDocument, { taskId }), deliveryKeys.task(taskId));

export const useMarkDeliverySeen = () => useRefreshingMutation((id: number) => gqlRequest(MarkDeliverySeenDocument, { id }), deliveryKeys.mine);

// Proofing (docs/decisions/proofing.md): each decision and 'Đồng ý tất cả' refresh the gallery;
// 'Gửi phản hồi' every delivery query (the list's state changes too).
export const useReviewResult = (deliveryId: number) =>
  useRefreshingMutation(
    (input: { resultId: number; decision: 'APPROVED' | 'CHANGES'; note?: string; marks?: MarkInput[] }) => gqlRequest(CloudReviewResultDocument, input),
    deliveryKeys.one(deliveryId),
  );

export const useApproveAll = (deliveryId: number) => useRefreshingMutation(() => gqlRequest(CloudApproveAllDocument, { deliveryId }), deliveryKeys.one(deliveryId));

export const useSubmitReview = (deliveryId: number) => useRefreshingMutation(() => gqlRequest(CloudSubmitReviewDocument, { deliveryId }), deliveryKeys.all);

// A revision job's request items (docs/decisions/proofing-marks.md): the editor answers one, QA
// sends a done one back; either reads the section again, and the job (its history line).
export const useAnswerRequestItem = (taskId: number) =>
  useRefreshingMutation((input: { id: number; done: boolean; reply?: string }) => gqlRequest(AnswerRequestItemDocument, input), deliveryKeys.requests(taskId));

export const useRejectRequestItem = (taskId: number) =>
  useRefreshingMutation((input: { id: number; note: string }) => gqlRequest(RejectRequestItemDocument, input), deliveryKeys.requests(taskId));

/** Where the browser reads a result: the staff's route, or the customer's (delivered only). */
export const resultUrl = (id: number, audience: 'staff' | 'cloud') => (audience === 'staff' ? `/api/task-results/${id}` : `/api/cloud/results/${id}`);
export const resultThumbnailUrl = (id: number, audience: 'staff' | 'cloud') => `${resultUrl(id, audience)}/thumbnail`;
/** The viewer's large rendition (made with the thumbnail: has_thumbnail says both are there). */
export const resultPreviewUrl = (id: number, audience: 'staff' | 'cloud') => `${resultUrl(id, audience)}/preview`;
export const resultScreenUrl = (id: number, audience: 'staff' | 'cloud') => `${resultUrl(id, audience)}/screen`;
export const deliveryZipUrl = (id: number) => `/api/cloud/deliveries/${id}/zip`;
/** 'Bộ ảnh cuối' of the delivery's job as one ZIP (docs/decisions/final-set.md). */
export const finalSetZipUrl = (id: number) => `/api/cloud/deliveries/${id}/final-zip`;
