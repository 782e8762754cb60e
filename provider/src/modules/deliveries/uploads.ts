import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import { browserImageType } from '../../../../domain/cloud-file-display';
import type { ProviderServices } from '../../context';
import type { UserRow } from '../../db/rows';
import type { TaskResultsChange } from '../../generated/graphql.generated';
import type { SweepArea } from '../cloud-files/thumbnail-sweep';
import { queueThumbnail, renditionPaths } from '../cloud-files/thumbnails';
import { taskResults } from '../../db/schema';
import { createTusEndpoint, refuse, UPLOAD_NOT_FOUND } from '../cloud-files/tus-endpoint';
import { DELIVERY_MESSAGES, staffMaySee } from './access';
import { isDelivered, lockTask } from '../tasks/data';
import { completeResult, deleteResultRow, findOriginal, findResultByUpload, findTaskForResults, insertResult, markResultThumbnail, unfinishedResultsBefore } from './data';

// The job results' tus endpoint at /task-uploads: the cloud area's machinery (cloud-files/tus-endpoint.ts)
// for staff. The same type list, content check by first bytes and per-file limit; no quota (the
// studio's own files). Every request is a staff user's who may see the job (the caller checks the
// upload ticket, audience tm-upload, and hands us the user); an upload belongs to whoever created
// it, and anyone else gets 404 for its URL. Nothing changes once the job was delivered.

export const TASK_UPLOADS_PATH = BROWSER_PROVIDER_PATHS.taskUploads();

export function resultsDirectory(fileStorageDir: string) {
  return path.join(fileStorageDir, 'results');
}

/** A result's bytes, its tus metadata and its renditions, gone from storage (missing ones are fine). */
export async function removeResultFiles(fileStorageDir: string, uploadId: string) {
  const stored = path.join(resultsDirectory(fileStorageDir), uploadId);
  await Promise.all([stored, `${stored}.json`, ...renditionPaths(stored)].map((file) => unlink(file).catch(() => {})));
}

export function createResultUploads(services: ProviderServices) {
  const { db } = services;
  const directory = resultsDirectory(services.fileStorageDir);

  return createTusEndpoint<UserRow>(services, {
    path: TASK_UPLOADS_PATH,
    directory,
    // Staff only; which jobs, checkOwner and create say.
    callerOf: (viewer) => (viewer.kind === 'staff' ? viewer.user : null),
    unfinishedBefore: (before, limit) => unfinishedResultsBefore(db, before, limit),
    async removeRow(uploadId) {
      const result = await findResultByUpload(db, uploadId);
      if (result) await deleteResultRow(db, result.id);
    },
    /** The caller's own upload, on a job they still see and that is not delivered. */
    async checkOwner(caller, uploadId) {
      const result = await findResultByUpload(db, uploadId);
      if (!result || result.uploadedBy !== caller.id) throw UPLOAD_NOT_FOUND;
      const task = await findTaskForResults(db, result.taskId);
      if (!task || !staffMaySee(caller, task)) throw UPLOAD_NOT_FOUND;
      if (await isDelivered(db, task.id)) {
        // An upload still unfinished can never finish now: its row and bytes go (a finished result
        // is the delivery's and stays).
        if (result.completedAt === null) {
          await deleteResultRow(db, result.id);
          await removeResultFiles(services.fileStorageDir, result.uploadId);
        }
        throw refuse(409, DELIVERY_MESSAGES.delivered);
      }
      return result;
    },
    async create(caller, upload, name) {
      const taskId = Number(upload.metadata?.taskId);
      const task = Number.isInteger(taskId) ? await findTaskForResults(db, taskId) : null;
      if (!task || !staffMaySee(caller, task)) throw refuse(404, DELIVERY_MESSAGES.taskNotFound);
      if (await isDelivered(db, task.id)) throw refuse(409, DELIVERY_MESSAGES.delivered);
      await insertResult(db, {
        taskId: task.id,
        // The job's own round: 1, or N for a revision job (docs/decisions/proofing.md).
        round: task.round,
        uploadId: upload.id,
        name,
        size: upload.size,
        type: browserImageType(name) ?? '',
        uploadedBy: caller.id,
        originalFileId: await findOriginal(db, task.batchId, name),
      });
    },
    async finish(upload) {
      const result = await findResultByUpload(db, upload.id);
      if (!result) throw UPLOAD_NOT_FOUND;
      // Finished only if the job is still not delivered, checked under the job's row lock that
      // delivery takes too (docs/decisions/delivery.md): an upload that passed its checks before
      // 'Giao cho khách' but ends after it is refused, and its row and bytes are removed.
      const delivered = await db.transaction(async (tx) => {
        await lockTask(tx, result.taskId);
        if (await isDelivered(tx, result.taskId)) {
          await deleteResultRow(tx, result.id);
          return true;
        }
        await completeResult(tx, result.id);
        return false;
      });
      if (delivered) {
        await removeResultFiles(services.fileStorageDir, result.uploadId);
        throw refuse(409, DELIVERY_MESSAGES.delivered);
      }
      tellResultsChanged(services, result.taskId, result.id, 'FINISHED');
      // Made after the answer, never holding up the upload (cloud-files/thumbnails.ts).
      queueThumbnail(path.join(directory, result.uploadId), result.name, () => markThumbnailAndTell(services, result.id));
    },
  });
}

/** The job results' area for the thumbnail sweep (cloud-files/thumbnail-sweep.ts). */
export function resultsSweepArea(services: ProviderServices): SweepArea {
  return { table: taskResults, dir: resultsDirectory(services.fileStorageDir), mark: (id) => markThumbnailAndTell(services, id) };
}

/**
 * Everyone with the job page open hears that its results changed (task_results_changed), so a
 * result and its thumbnail show without a reload (docs/decisions/delivery.md).
 */
export function tellResultsChanged(services: Pick<ProviderServices, 'pubSub'>, taskId: number, resultId: number, change: TaskResultsChange) {
  services.pubSub.publish('task_results', taskId, { task_id: taskId, result_id: resultId, change });
}

async function markThumbnailAndTell(services: ProviderServices, resultId: number) {
  const taskId = await markResultThumbnail(services.db, resultId);
  if (taskId !== null) tellResultsChanged(services, taskId, resultId, 'THUMBNAIL');
}
