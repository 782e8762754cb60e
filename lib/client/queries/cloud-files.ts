import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AbandonCloudUploadDocument,
  CloudBatchDocument,
  CloudMyBatchDocument,
  CloudBatchFilesDocument,
  CloudMyBatchesDocument,
  CloudMyUsageDocument,
  CloudUserBatchesDocument,
  CreateCloudBatchDocument,
  DeleteCloudFileDocument,
  type CloudBatchFieldsFragment,
  type CloudFileFieldsFragment,
  type CloudPlannedFileInput,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { useRefreshingMutation } from './refreshing-mutation';

// The cloud area (docs/decisions/code-habits.md, habit 3): one key factory, query options, and mutations that
// invalidate exactly their keys.

export type CloudBatch = CloudBatchFieldsFragment;
export type CloudFile = CloudFileFieldsFragment;

export const CLOUD_BATCH_PAGE_SIZE = 10;
/** Files a batch card shows at first and adds per 'Xem thêm' (the batch fragment's files(limit: 20)). */
export const CLOUD_FILE_PAGE_SIZE = 20;

export const cloudFileKeys = {
  all: ['cloud-files'] as const,
  mine: (search: string, page: number) => ['cloud-files', 'mine', { search, page }] as const,
  usage: ['cloud-files', 'usage'] as const,
  ofUser: (cloudUserId: number, page: number) => ['cloud-files', 'user', cloudUserId, { page }] as const,
  batch: (id: number) => ['cloud-files', 'batch', id] as const,
  myBatch: (id: number) => ['cloud-files', 'my-batch', id] as const,
  batchFiles: (batchId: number, offset: number) => ['cloud-files', 'batch-files', batchId, { offset }] as const,
};

export function myBatchesOptions(search: string, page: number) {
  return queryOptions({
    queryKey: cloudFileKeys.mine(search, page),
    queryFn: async () =>
      (await gqlRequest(CloudMyBatchesDocument, { search: search || null, limit: CLOUD_BATCH_PAGE_SIZE, offset: page * CLOUD_BATCH_PAGE_SIZE })).cloud_my_batches,
    placeholderData: keepPreviousData,
  });
}

export function myUsageOptions() {
  return queryOptions({ queryKey: cloudFileKeys.usage, queryFn: async () => (await gqlRequest(CloudMyUsageDocument, {})).cloud_my_usage });
}

export function userBatchesOptions(cloudUserId: number, page: number) {
  return queryOptions({
    queryKey: cloudFileKeys.ofUser(cloudUserId, page),
    queryFn: () => gqlRequest(CloudUserBatchesDocument, { cloudUserId, limit: CLOUD_BATCH_PAGE_SIZE, offset: page * CLOUD_BATCH_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function batchOptions(id: number) {
  return queryOptions({ queryKey: cloudFileKeys.batch(id), queryFn: async () => (await gqlRequest(CloudBatchDocument, { id })).cloud_batch });
}

/** One of the customer's own batches with the files still to choose again ('Tiếp tục tải lên'). */
export function myBatchOptions(id: number) {
  return queryOptions({ queryKey: cloudFileKeys.myBatch(id), queryFn: async () => (await gqlRequest(CloudMyBatchDocument, { id })).cloud_my_batch });
}

export type PlannedFile = CloudPlannedFileInput;

/** One more page of a batch's files ('Xem thêm'), after the first page the batch list carries. */
export function batchFilesOptions(batchId: number, offset: number) {
  return queryOptions({
    queryKey: cloudFileKeys.batchFiles(batchId, offset),
    queryFn: async () => (await gqlRequest(CloudBatchFilesDocument, { batchId, limit: CLOUD_FILE_PAGE_SIZE, offset })).cloud_batch_files,
  });
}

/** A new batch with every file chosen for it (its plan: docs/decisions/unfinished-uploads.md). */
export async function createCloudBatch(name: string, request: string, files: PlannedFile[]) {
  return (await gqlRequest(CreateCloudBatchDocument, { input: { name, request, files } })).create_cloud_batch;
}

/** Gives up chosen files that have not arrived (all of them without `files`). */
export async function abandonCloudUpload(batchId: number, files: PlannedFile[] | null) {
  return (await gqlRequest(AbandonCloudUploadDocument, { batchId, files })).abandon_cloud_upload;
}

export const useAbandonCloudUpload = () =>
  useRefreshingMutation(({ batchId, files }: { batchId: number; files: PlannedFile[] | null }) => abandonCloudUpload(batchId, files), cloudFileKeys.all);

export const useDeleteCloudFile = () => useRefreshingMutation((id: number) => gqlRequest(DeleteCloudFileDocument, { id }), cloudFileKeys.all);

/** Where the browser downloads a file: the customer's own route, or the studio's. */
export const cloudFileUrl = (fileId: number, audience: 'cloud' | 'studio') =>
  audience === 'cloud' ? `/api/cloud/files/${fileId}` : `/api/nguoi-dung-cloud/files/${fileId}`;
/** The server-made thumbnail of a file (only when the file list says it has one). */
export const cloudThumbnailUrl = (fileId: number, audience: 'cloud' | 'studio') => `${cloudFileUrl(fileId, audience)}/thumbnail`;
/** The viewer's large rendition of a file (made with the thumbnail; the same rule as the thumbnail). */
export const cloudPreviewUrl = (fileId: number, audience: 'cloud' | 'studio') => `${cloudFileUrl(fileId, audience)}/preview`;
export const cloudScreenUrl = (fileId: number, audience: 'cloud' | 'studio') => `${cloudFileUrl(fileId, audience)}/screen`;
export const cloudBatchZipUrl = (batchId: number) => `/api/nguoi-dung-cloud/batches/${batchId}/zip`;
