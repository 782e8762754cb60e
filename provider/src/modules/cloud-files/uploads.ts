import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import { CLOUD_FILE_MESSAGES, sanitizeRelativePath } from '../../../../domain/validation/cloud-files';
import type { ProviderServices } from '../../context';
import type { CloudUserRow } from '../../db/rows';
import { cloudUsers } from '../../db/schema';
import { notifyAdmins } from '../notifications/notify-admins';
import { completeFile, deleteFileRow, findBatch, findFileByUpload, insertFile, markThumbnail, setUploadExpired, unfinishedFilesOf, unfinishedUploadsBefore, usageOf } from './data';
import { queueThumbnail } from './thumbnails';
import { fileDeletion, FILE_IN_WORK, removeStoredFile } from './deletion';
import { createTusEndpoint, refuse, UPLOAD_NOT_FOUND } from './tus-endpoint';

// The cloud area's tus endpoint at /uploads (the shared machinery: tus-endpoint.ts). Every
// request is a signed-in cloud user's; an upload belongs to whoever created it. Besides the
// shared name, type and size checks: the batch must be the caller's, and the file must fit the
// account's quota.

export const UPLOADS_PATH = BROWSER_PROVIDER_PATHS.cloudUploads();

export function cloudUploadsDirectory(fileStorageDir: string) {
  return path.join(fileStorageDir, 'cloud');
}

export function createCloudUploads(services: ProviderServices) {
  const { db } = services;
  const directory = cloudUploadsDirectory(services.fileStorageDir);

  return createTusEndpoint<CloudUserRow>(services, {
    path: UPLOADS_PATH,
    directory,
    // Only the cloud area uploads here.
    callerOf: (viewer) => (viewer.kind === 'cloud' ? viewer.cloudUser : null),
    // A refused or cancelled upload's row goes with its bytes, freeing its quota.
    async removeRow(uploadId) {
      const file = await findFileByUpload(db, uploadId);
      if (file) await deleteFileRow(db, file.id);
    },
    unfinishedBefore: (before, limit) => unfinishedUploadsBefore(db, before, limit),
    // The batch says its unfinished part expired (docs/decisions/upload-expiry.md).
    async onExpire(uploadId) {
      const file = await findFileByUpload(db, uploadId);
      if (file) await setUploadExpired(db, file.batchId, new Date());
    },
    async checkOwner(caller, uploadId) {
      const file = await findFileByUpload(db, uploadId);
      if (!file || file.cloudUserId !== caller.id) throw UPLOAD_NOT_FOUND;
      return file;
    },
    // Cancelling an upload deletes its file: the same rule as delete_cloud_file (deletion.ts).
    async checkDeletion(caller, uploadId) {
      const decision = await fileDeletion(db, caller.id, await findFileByUpload(db, uploadId));
      if (decision === 'not-found') throw UPLOAD_NOT_FOUND;
      if (decision === 'in-work') throw refuse(409, FILE_IN_WORK);
    },
    async create(caller, upload, name) {
      const relativePath = sanitizeRelativePath(upload.metadata?.relativePath ?? '');
      const batchId = Number(upload.metadata?.batchId);
      const batch = Number.isInteger(batchId) ? await findBatch(db, batchId) : null;
      if (!batch || batch.cloudUserId !== caller.id) throw refuse(404, CLOUD_FILE_MESSAGES.batch);
      // The account row is locked while the quota is checked, so parallel uploads cannot all
      // squeeze into the same free space.
      await db.transaction(async (tx) => {
        await tx.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.id, caller.id)).for('update');
        // The same file chosen again where this browser has no upload of it to resume (another
        // device, cleared storage): it starts anew, and the stale partial one goes with its bytes
        // and its reserved space (docs/decisions/unfinished-uploads.md).
        for (const stale of await unfinishedFilesOf(tx, [batch.id])) {
          if (stale.relativePath === relativePath && stale.name === name && stale.size === upload.size) await removeStoredFile(tx, directory, stale);
        }
        const usage = await usageOf(tx, caller.id);
        const free = Math.max(usage.quotaBytes - usage.usedBytes - usage.reservedBytes, 0);
        if (upload.size > free) throw refuse(413, CLOUD_FILE_MESSAGES.quota(free));
        // Continuing the batch: it no longer reads as expired.
        if (batch.uploadExpiredAt) await setUploadExpired(tx, batch.id, null);
        await insertFile(tx, { batchId: batch.id, cloudUserId: caller.id, uploadId: upload.id, name, relativePath, size: upload.size });
      });
      return { relativePath };
    },
    async finish(upload) {
      const file = await findFileByUpload(db, upload.id);
      if (!file) throw UPLOAD_NOT_FOUND;
      const firstOfBatch = await completeFile(db, file);
      // The thumbnail is made after the answer, never holding up the upload (thumbnails.ts).
      queueThumbnail(path.join(directory, file.uploadId), file.name, () => markThumbnail(db, file.id));
      if (firstOfBatch) await notifyAdminsOfBatch(services, file.batchId, file.cloudUserId);
    },
  });
}

async function notifyAdminsOfBatch(services: ProviderServices, batchId: number, cloudUserId: number) {
  const [owner] = await services.db
    .select({ account: cloudUsers.account, name: sql<string>`trim(coalesce(${cloudUsers.lastName}, '') || ' ' || coalesce(${cloudUsers.firstName}, ''))` })
    .from(cloudUsers)
    .where(eq(cloudUsers.id, cloudUserId));
  const batch = await findBatch(services.db, batchId);
  // It opens the customer's files at this batch (docs/decisions/notification-settings.md).
  await notifyAdmins(services.db, services.pubSub, {
    event: 'batch',
    taskId: null,
    link: `/nguoi-dung-cloud/${cloudUserId}#lo-${batchId}`,
    content: `Khách hàng ${owner?.name || owner?.account || ''} đã tải lên lô mới: ${batch?.name ?? ''}`,
  });
}
