import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MemoryLocker, Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import { browserImageType } from '../../../../domain/cloud-file-display';
import { CLOUD_FILE_MESSAGES, isAllowedExtension, sanitizeFileName } from '../../../../domain/validation/cloud-files';
import type { ProviderServices } from '../../context';
import type { UserRow } from '../../db/rows';
import { CheckedFileStore, type TusRefusal } from '../cloud-files/checked-store';
import { fastPatch } from '../cloud-files/fast-patch';
import { makeThumbnail } from '../cloud-files/thumbnails';
import { DELIVERY_MESSAGES, staffMaySee } from './access';
import { completeResult, deleteResultRow, findOriginal, findResultByUpload, findTaskForResults, insertResult, isDelivered, markResultThumbnail } from './data';

// The job results' tus endpoint at /task-uploads: the cloud area's machinery (cloud-files/uploads.ts)
// for staff. The same type list, content check by first bytes and per-file limit; no quota (the
// studio's own files). Every request is a staff user's who may see the job (the caller checks the
// upload ticket, audience tm-upload, and hands us the user); an upload belongs to whoever created
// it, and anyone else gets 404 for its URL. Nothing changes once the job was delivered.

export const TASK_UPLOADS_PATH = '/task-uploads';
const PATCH_PATH = /^\/task-uploads\/([A-Za-z0-9_-]{1,128})$/;

const refuse = (status_code: number, body: string): TusRefusal => ({ status_code, body });
const NOT_FOUND = refuse(404, 'Không tìm thấy tệp tải lên');

export function resultsDirectory(fileStorageDir: string) {
  return path.join(fileStorageDir, 'results');
}

export function createResultUploads(services: ProviderServices) {
  const { db } = services;
  const callers = new WeakMap<object, UserRow>();
  const callerOf = (req: { runtime?: { node?: { req: object } } }) => {
    const node = req.runtime?.node?.req;
    const caller = node && callers.get(node);
    if (!caller) throw refuse(401, 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
    return caller;
  };

  const store = new CheckedFileStore(resultsDirectory(services.fileStorageDir), async (uploadId) => {
    const result = await findResultByUpload(db, uploadId);
    if (result) await deleteResultRow(db, result.id);
  });
  const locker = new MemoryLocker();

  async function finishUpload(upload: Upload) {
    const result = await findResultByUpload(db, upload.id);
    if (!result) throw NOT_FOUND;
    await completeResult(db, result.id);
    // Made after the answer, never holding up the upload (cloud-files/thumbnails.ts).
    void makeThumbnail(path.join(resultsDirectory(services.fileStorageDir), result.uploadId), result.name)
      .then((made) => (made ? markResultThumbnail(db, result.id) : undefined))
      .catch(() => {});
  }

  /** The caller's own upload, on a job they still see and that is not delivered. */
  async function checkOwner(caller: UserRow, uploadId: string) {
    const result = await findResultByUpload(db, uploadId);
    if (!result || result.uploadedBy !== caller.id) throw NOT_FOUND;
    const task = await findTaskForResults(db, result.taskId);
    if (!task || !staffMaySee(caller, task)) throw NOT_FOUND;
    if (await isDelivered(db, task.id)) throw refuse(409, DELIVERY_MESSAGES.delivered);
    return result;
  }

  const tus = new TusServer({
    path: TASK_UPLOADS_PATH,
    datastore: store,
    locker,
    maxSize: () => services.uploadMaxFileBytes,
    respectForwardedHeaders: false,
    generateUrl: (_req, { id }) => `${TASK_UPLOADS_PATH}/${id}`,
    allowedCredentials: false,

    onResponseError(_req, error) {
      const refusal = error as Partial<TusRefusal>;
      if (refusal.status_code === 413 && refusal.body?.startsWith('Maximum size')) return refuse(413, CLOUD_FILE_MESSAGES.size(services.uploadMaxFileBytes));
      return undefined;
    },

    async onIncomingRequest(req, uploadId) {
      const caller = callerOf(req);
      if (req.method === 'POST') return;
      await checkOwner(caller, uploadId);
    },

    async onUploadCreate(req, upload: Upload) {
      const caller = callerOf(req);
      const name = sanitizeFileName(upload.metadata?.filename ?? '');
      const taskId = Number(upload.metadata?.taskId);
      const task = Number.isInteger(taskId) ? await findTaskForResults(db, taskId) : null;
      if (!task || !staffMaySee(caller, task)) throw refuse(404, DELIVERY_MESSAGES.taskNotFound);
      if (!name || !isAllowedExtension(name)) throw refuse(415, CLOUD_FILE_MESSAGES.type);
      if (upload.size === undefined) throw refuse(400, 'Thiếu kích thước tệp');
      if (upload.size === 0) throw refuse(400, CLOUD_FILE_MESSAGES.empty);
      if (upload.size > services.uploadMaxFileBytes) throw refuse(413, CLOUD_FILE_MESSAGES.size(services.uploadMaxFileBytes));
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
      return { metadata: { ...upload.metadata, filename: name } };
    },

    async onUploadFinish(_req, upload: Upload) {
      await finishUpload(upload);
      return {};
    },
  });

  return {
    store,
    async handle(req: IncomingMessage, res: ServerResponse, caller: UserRow) {
      const handled = await fastPatch(req, res, { store, locker, path: PATCH_PATH, checkOwner: (id) => checkOwner(caller, id), finishUpload });
      if (handled) return;
      callers.set(req, caller);
      return tus.handle(req, res);
    },
    preflight(req: IncomingMessage, res: ServerResponse) {
      return tus.handle(req, res);
    },
  };
}
