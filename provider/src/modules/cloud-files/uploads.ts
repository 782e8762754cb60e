import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { CLOUD_FILE_MESSAGES, sanitizeRelativePath } from '../../../../domain/validation/cloud-files';
import type { ProviderServices } from '../../context';
import type { CloudFileRow, CloudUserRow } from '../../db/rows';
import { cloudUsers } from '../../db/schema';
import { notifyAdmins } from '../notifications/notify-admins';
import { checkedNewFile, createTusEndpoint, refuse, UPLOAD_NOT_FOUND } from './tus-endpoint';
import { completeFile, deleteFileRow, findBatch, findFileByUpload, insertFile, markThumbnail, usageOf } from './data';
import { fileDeletion, FILE_IN_WORK } from './deletion';

// The cloud users' tus endpoint (resumable uploads, https://tus.io; tus-endpoint.ts) at /uploads.
// The browser talks to it directly, as to the realtime websocket, with a short-lived ticket (docs/decisions/cloud-files.md:
// Next's route handlers read a request body without backpressure, so an upload passed through
// the app would pile up in the app's memory). Every request is a signed-in cloud user's (the
// caller checks the ticket or token and hands us the user); an upload belongs to whoever created
// it, and anyone else gets 404 for its URL. Type, per-file limit and quota are checked at
// creation, the contents by their first bytes as they arrive (checked-store.ts).

export const UPLOADS_PATH = '/uploads';

export function cloudUploadsDirectory(fileStorageDir: string) {
  return path.join(fileStorageDir, 'cloud');
}

export function createCloudUploads(services: ProviderServices) {
  const { db } = services;

  async function checkOwner(caller: CloudUserRow, uploadId: string) {
    const file = await findFileByUpload(db, uploadId);
    if (!file || file.cloudUserId !== caller.id) throw UPLOAD_NOT_FOUND;
    return file;
  }

  return createTusEndpoint<CloudUserRow, CloudFileRow>(services, {
    path: UPLOADS_PATH,
    directory: cloudUploadsDirectory(services.fileStorageDir),
    checkOwner,

    findByUpload: (uploadId) => findFileByUpload(db, uploadId),
    deleteRow: (id) => deleteFileRow(db, id),
    markThumbnail: (id) => markThumbnail(db, id),

    async finish(file) {
      const firstOfBatch = await completeFile(db, file);
      if (firstOfBatch) await notifyAdminsOfBatch(services, file.batchId, file.cloudUserId);
    },

    // Cancelling an upload deletes its file: the same rule as delete_cloud_file (deletion.ts).
    async checkDeletion(caller, uploadId) {
      const decision = await fileDeletion(db, caller.id, await findFileByUpload(db, uploadId));
      if (decision === 'not-found') throw UPLOAD_NOT_FOUND;
      if (decision === 'in-work') throw refuse(409, FILE_IN_WORK);
    },

    async create(caller, upload) {
      const { name, size } = checkedNewFile(upload, services.uploadMaxFileBytes);
      const relativePath = sanitizeRelativePath(upload.metadata?.relativePath ?? '');
      const batchId = Number(upload.metadata?.batchId);
      const batch = Number.isInteger(batchId) ? await findBatch(db, batchId) : null;
      if (!batch || batch.cloudUserId !== caller.id) throw refuse(404, CLOUD_FILE_MESSAGES.batch);

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
      return { ...upload.metadata, filename: name, relativePath };
    },
  });
}

async function notifyAdminsOfBatch(services: ProviderServices, batchId: number, cloudUserId: number) {
  const [owner] = await services.db
    .select({ account: cloudUsers.account, name: sql<string>`trim(coalesce(${cloudUsers.lastName}, '') || ' ' || coalesce(${cloudUsers.firstName}, ''))` })
    .from(cloudUsers)
    .where(eq(cloudUsers.id, cloudUserId));
  const batch = await findBatch(services.db, batchId);
  await notifyAdmins(services.db, services.pubSub, `Khách hàng ${owner?.name || owner?.account || ''} đã tải lên lô mới: ${batch?.name ?? ''}`);
}
