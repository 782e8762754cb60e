import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import { CLOUD_FILE_MESSAGES, sanitizeRelativePath } from '../../../../domain/validation/cloud-files';
import type { ProviderServices } from '../../context';
import type { CloudUserRow } from '../../db/rows';
import { cloudUsers } from '../../db/schema';
import { notifyAdmins } from '../notifications/notify-admins';
import { completeFile, deleteFileRow, findBatch, findFileByUpload, insertFile, markThumbnail, usageOf } from './data';
import { queueThumbnail } from './thumbnails';
import { fileDeletion, FILE_IN_WORK } from './deletion';
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
        const usage = await usageOf(tx, caller.id);
        const free = Math.max(usage.quotaBytes - usage.usedBytes, 0);
        if (upload.size > free) throw refuse(413, CLOUD_FILE_MESSAGES.quota(free));
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
  await notifyAdmins(services.db, services.pubSub, `Khách hàng ${owner?.name || owner?.account || ''} đã tải lên lô mới: ${batch?.name ?? ''}`);
}
