import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { plannedPath } from '../../../../domain/validation/cloud-files';
import type { Executor } from '../../db/client';
import type { CloudFileRow } from '../../db/rows';
import { batchState, deleteFileRow, findBatch, setPlannedFiles } from './data';
import { renditionPaths } from './thumbnails';

// The one rule for deleting an uploaded file, used by GraphQL (delete_cloud_file) and by tus
// (DELETE /uploads/<id>, the browser cancelling an upload): only the customer who uploaded it,
// and only while the studio is not working on its batch — no job linked, or the linked job
// cancelled (batchState 'RECEIVED'). Anyone else is told the file does not exist.

export type FileDeletion = 'allowed' | 'not-found' | 'in-work';

export const FILE_IN_WORK = 'Studio đã bắt đầu xử lý lô này, không thể xóa tệp.';

export async function fileDeletion(db: Executor, cloudUserId: number, file: CloudFileRow | null): Promise<FileDeletion> {
  if (!file || file.cloudUserId !== cloudUserId) return 'not-found';
  const batch = await findBatch(db, file.batchId);
  return batch && batchState(batch) !== 'RECEIVED' ? 'in-work' : 'allowed';
}

/** A file's row and every stored byte of it (the upload, tus's info file, its renditions). */
export async function removeStoredFile(db: Executor, directory: string, file: CloudFileRow) {
  await deleteFileRow(db, file.id);
  const stored = path.join(directory, file.uploadId);
  await Promise.all([stored, `${stored}.json`, ...renditionPaths(stored)].map((name) => unlink(name).catch(() => {})));
}

/**
 * The customer deleted a file on purpose: it leaves the batch's plan too, so the batch does not
 * say it is missing (docs/decisions/unfinished-uploads.md).
 */
export async function forgetPlannedFile(db: Executor, file: CloudFileRow) {
  const batch = await findBatch(db, file.batchId);
  const plan = batch?.plannedFiles;
  if (!plan) return;
  const filePath = plannedPath(file.relativePath, file.name);
  const index = plan.findIndex((entry) => entry.path === filePath && entry.size === file.size);
  if (index >= 0) await setPlannedFiles(db, file.batchId, plan.toSpliced(index, 1));
}
