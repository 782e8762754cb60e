import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MemoryLocker, Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import { eq, sql } from 'drizzle-orm';
import { CLOUD_FILE_MESSAGES, isAllowedExtension, sanitizeFileName, sanitizeRelativePath } from '../../../../domain/validation/cloud-files';
import type { ProviderServices } from '../../context';
import type { CloudUserRow } from '../../db/rows';
import { cloudUsers } from '../../db/schema';
import { notifyAdmins } from '../notifications/notify-admins';
import { CheckedFileStore, type TusRefusal } from './checked-store';
import { fastPatch } from './fast-patch';
import { completeFile, deleteFileRow, findBatch, findFileByUpload, insertFile, markThumbnail, usageOf } from './data';
import { makeThumbnail } from './thumbnails';
import { fileDeletion, FILE_IN_WORK } from './deletion';

// The tus endpoint (resumable uploads, https://tus.io) at /uploads. The browser talks to it
// directly, as to the realtime websocket, with a short-lived ticket (docs/decisions/cloud-files.md:
// Next's route handlers read a request body without backpressure, so an upload passed through
// the app would pile up in the app's memory). Every request is a signed-in cloud user's (the
// caller checks the ticket or token and hands us the user); an upload belongs to whoever created
// it, and anyone else gets 404 for its URL. Type, per-file limit and quota are checked at
// creation, the contents by their first bytes as they arrive (checked-store.ts).

export const UPLOADS_PATH = '/uploads';

const refuse = (status_code: number, body: string): TusRefusal => ({ status_code, body });
const NOT_FOUND = refuse(404, 'Không tìm thấy tệp tải lên');

export function cloudUploadsDirectory(fileStorageDir: string) {
  return path.join(fileStorageDir, 'cloud');
}

export function createCloudUploads(services: ProviderServices) {
  const { db } = services;
  // The Node request of each tus request → the cloud user it was authorised as.
  const callers = new WeakMap<object, CloudUserRow>();
  const callerOf = (req: { runtime?: { node?: { req: object } } }) => {
    const node = req.runtime?.node?.req;
    const caller = node && callers.get(node);
    if (!caller) throw refuse(401, 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
    return caller;
  };

  // A refused or cancelled (tus termination) upload's row goes with its bytes, freeing its quota;
  // tus answers a DELETE only after the store's remove (checked-store.ts).
  const store = new CheckedFileStore(cloudUploadsDirectory(services.fileStorageDir), async (uploadId) => {
    const file = await findFileByUpload(db, uploadId);
    if (file) await deleteFileRow(db, file.id);
  });

  // One locker for tus's own handlers and the fast path: one writer per upload at a time.
  const locker = new MemoryLocker();

  async function finishUpload(upload: Upload) {
    const file = await findFileByUpload(db, upload.id);
    if (!file) throw NOT_FOUND;
    const firstOfBatch = await completeFile(db, file);
    // The thumbnail is made after the answer, never holding up the upload (thumbnails.ts).
    void makeThumbnail(path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId), file.name).then((made) => (made ? markThumbnail(db, file.id) : undefined)).catch(() => {});
    if (firstOfBatch) await notifyAdminsOfBatch(services, file.batchId, file.cloudUserId);
  }

  async function checkOwner(caller: CloudUserRow, uploadId: string) {
    const file = await findFileByUpload(db, uploadId);
    if (!file || file.cloudUserId !== caller.id) throw NOT_FOUND;
    return file;
  }

  // Cancelling an upload deletes its file: the same rule as delete_cloud_file (deletion.ts).
  async function checkDeletion(caller: CloudUserRow, uploadId: string) {
    const decision = await fileDeletion(db, caller.id, await findFileByUpload(db, uploadId));
    if (decision === 'not-found') throw NOT_FOUND;
    if (decision === 'in-work') throw refuse(409, FILE_IN_WORK);
  }

  const tus = new TusServer({
    path: UPLOADS_PATH,
    datastore: store,
    locker,
    maxSize: () => services.uploadMaxFileBytes,
    respectForwardedHeaders: false,
    // A relative Location: the browser resolves it against the endpoint it used.
    generateUrl: (_req, { id }) => `${UPLOADS_PATH}/${id}`,
    // Any origin may call (the app and the provider are on different ports): authority comes
    // only from the ticket in the Authorization header, never from cookies.
    allowedCredentials: false,

    // tus's own size check (at creation and while bytes arrive) answers in English.
    onResponseError(_req, error) {
      const refusal = error as Partial<TusRefusal>;
      if (refusal.status_code === 413 && refusal.body?.startsWith('Maximum size')) return refuse(413, CLOUD_FILE_MESSAGES.size(services.uploadMaxFileBytes));
      return undefined;
    },

    async onIncomingRequest(req, uploadId) {
      const caller = callerOf(req);
      if (req.method === 'POST') return;
      if (req.method === 'DELETE') return checkDeletion(caller, uploadId);
      await checkOwner(caller, uploadId);
    },

    async onUploadCreate(req, upload: Upload) {
      const caller = callerOf(req);
      const name = sanitizeFileName(upload.metadata?.filename ?? '');
      const relativePath = sanitizeRelativePath(upload.metadata?.relativePath ?? '');
      const batchId = Number(upload.metadata?.batchId);
      if (!name || !isAllowedExtension(name)) throw refuse(415, CLOUD_FILE_MESSAGES.type);
      if (upload.size === undefined) throw refuse(400, 'Thiếu kích thước tệp');
      if (upload.size === 0) throw refuse(400, CLOUD_FILE_MESSAGES.empty);
      if (upload.size > services.uploadMaxFileBytes) throw refuse(413, CLOUD_FILE_MESSAGES.size(services.uploadMaxFileBytes));
      const batch = Number.isInteger(batchId) ? await findBatch(db, batchId) : null;
      if (!batch || batch.cloudUserId !== caller.id) throw refuse(404, CLOUD_FILE_MESSAGES.batch);
      const size = upload.size;

      // The account row is locked while the quota is checked, so parallel uploads cannot all
      // squeeze into the same free space.
      await db.transaction(async (tx) => {
        await tx.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.id, caller.id)).for('update');
        const usage = await usageOf(tx, caller.id);
        const free = Math.max(usage.quotaBytes - usage.usedBytes, 0);
        if (size > free) throw refuse(413, CLOUD_FILE_MESSAGES.quota(free));
        await insertFile(tx, { batchId: batch.id, cloudUserId: caller.id, uploadId: upload.id, name, relativePath, size });
      });
      // What the store keeps is the cleaned name (the content check reads its extension).
      return { metadata: { ...upload.metadata, filename: name, relativePath } };
    },

    async onUploadFinish(_req, upload: Upload) {
      await finishUpload(upload);
      return {};
    },
  });

  return {
    store,
    /** Handles a request under /uploads for an already authenticated cloud user. */
    async handle(req: IncomingMessage, res: ServerResponse, caller: CloudUserRow) {
      // The bulk of an upload (every PATCH past the checked first bytes) is written straight
      // from the socket to the file (fast-patch.ts); everything else goes through tus.
      const handled = await fastPatch(req, res, { store, locker, checkOwner: (id) => checkOwner(caller, id), finishUpload });
      if (handled) return;
      callers.set(req, caller);
      return tus.handle(req, res);
    },
    /** OPTIONS (CORS preflight and tus discovery): no caller needed. */
    preflight(req: IncomingMessage, res: ServerResponse) {
      return tus.handle(req, res);
    },
  };
}

async function notifyAdminsOfBatch(services: ProviderServices, batchId: number, cloudUserId: number) {
  const [owner] = await services.db
    .select({ account: cloudUsers.account, name: sql<string>`trim(coalesce(${cloudUsers.lastName}, '') || ' ' || coalesce(${cloudUsers.firstName}, ''))` })
    .from(cloudUsers)
    .where(eq(cloudUsers.id, cloudUserId));
  const batch = await findBatch(services.db, batchId);
  await notifyAdmins(services.db, services.pubSub, `Khách hàng ${owner?.name || owner?.account || ''} đã tải lên lô mới: ${batch?.name ?? ''}`);
}
