import path from 'node:path';
import { browserImageType } from '../../../../domain/cloud-file-display';
import type { ProviderServices } from '../../context';
import type { TaskResultRow, UserRow } from '../../db/rows';
import { checkedNewFile, createTusEndpoint, refuse, UPLOAD_NOT_FOUND } from '../cloud-files/tus-endpoint';
import { DELIVERY_MESSAGES, staffMaySee } from './access';
import { completeResult, CURRENT_ROUND, deleteResultRow, findOriginal, findResultByUpload, findTaskForResults, insertResult, isDelivered, markResultThumbnail } from './data';

// The job results' tus endpoint at /task-uploads: the cloud area's endpoint
// (cloud-files/tus-endpoint.ts) for staff. The same type list, content check by first bytes and
// per-file limit; no quota (the studio's own files). Every request is a staff user's who may see the job (the caller checks the
// upload ticket, audience tm-upload, and hands us the user); an upload belongs to whoever created
// it, and anyone else gets 404 for its URL. Nothing changes once the job was delivered.

export const TASK_UPLOADS_PATH = '/task-uploads';
const PATCH_PATH = /^\/task-uploads\/([A-Za-z0-9_-]{1,128})$/;

export function resultsDirectory(fileStorageDir: string) {
  return path.join(fileStorageDir, 'results');
}

export function createResultUploads(services: ProviderServices) {
  const { db } = services;

  /** The caller's own upload, on a job they still see and that is not delivered. */
  async function checkOwner(caller: UserRow, uploadId: string) {
    const result = await findResultByUpload(db, uploadId);
    if (!result || result.uploadedBy !== caller.id) throw UPLOAD_NOT_FOUND;
    const task = await findTaskForResults(db, result.taskId);
    if (!task || !staffMaySee(caller, task)) throw UPLOAD_NOT_FOUND;
    if (await isDelivered(db, task.id)) throw refuse(409, DELIVERY_MESSAGES.delivered);
    return result;
  }

  return createTusEndpoint<UserRow, TaskResultRow>(services, {
    path: TASK_UPLOADS_PATH,
    patchPath: PATCH_PATH,
    directory: resultsDirectory(services.fileStorageDir),
    checkOwner,

    findByUpload: (uploadId) => findResultByUpload(db, uploadId),
    deleteRow: (id) => deleteResultRow(db, id),

    finish: (result) => completeResult(db, result.id),
    markThumbnail: (id) => markResultThumbnail(db, id),

    async create(caller, upload) {
      const taskId = Number(upload.metadata?.taskId);
      const task = Number.isInteger(taskId) ? await findTaskForResults(db, taskId) : null;
      if (!task || !staffMaySee(caller, task)) throw refuse(404, DELIVERY_MESSAGES.taskNotFound);
      const { name, size } = checkedNewFile(upload, services.uploadMaxFileBytes);
      if (await isDelivered(db, task.id)) throw refuse(409, DELIVERY_MESSAGES.delivered);
      await insertResult(db, {
        taskId: task.id,
        round: CURRENT_ROUND,
        uploadId: upload.id,
        name,
        size,
        type: browserImageType(name) ?? '',
        uploadedBy: caller.id,
        originalFileId: await findOriginal(db, task.batchId, name),
      });
      return { ...upload.metadata, filename: name };
    },
  });
}
