import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { ProviderServices, Viewer } from '../../context';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import { browserImageType } from '../../../../domain/cloud-file-display';
import { sendNotFound, sendPreview, sendStoredFile, sendThumbnail, sendZip } from '../files/sending';
import { canReadOriginals } from './access';
import { findBatch, findFile, listFilesOfBatches } from './data';
import { previewPath, screenPath } from './previews';
import { thumbnailPath } from './thumbnails';
import { cloudUploadsDirectory } from './uploads';

// Plain HTTP downloads next to GraphQL: GET /cloud-files/:id (one file) and
// GET /cloud-batches/:id/zip (a whole batch as one ZIP, streamed as it is built), sent the one way
// both file areas send them (files/sending.ts). Who may: access.ts
// canReadOriginals (the owner, admins, the staff who work the job made from the batch); anyone
// else gets the same 404 as for a file that does not exist.

export const DOWNLOAD_ROUTE = /^\/cloud-files\/(\d{1,9})$/;
export const ZIP_ROUTE = /^\/cloud-batches\/(\d{1,9})\/zip$/;
export const batchZipPath = (id: number) => BROWSER_PROVIDER_PATHS.batchZip(id);
/** The server's WebP thumbnail of a file (thumbnails.ts): the same rule as the file itself. */
export const THUMBNAIL_ROUTE = /^\/cloud-files\/(\d{1,9})\/thumbnail$/;
/** The viewer's large rendition of a file (previews.ts): the same rule as its thumbnail. */
export const PREVIEW_ROUTE = /^\/cloud-files\/(\d{1,9})\/(preview|screen)$/;

export async function sendCloudFile(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const file = await findFile(services.db, id);
  const batch = file?.completedAt ? await findBatch(services.db, file.batchId) : null;
  if (!file || !batch || !(await canReadOriginals(services.db, viewer, batch))) return sendNotFound(res);
  // Images a browser shows carry their type, so the file list's <img> thumbnail can use this route
  // (still an attachment, nosniff, sandboxed); anything else stays application/octet-stream.
  await sendStoredFile(res, path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId), file.name, file.size, browserImageType(file.name) ?? undefined);
}

export async function sendCloudThumbnail(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const file = await findFile(services.db, id);
  const batch = file?.thumbnailAt ? await findBatch(services.db, file.batchId) : null;
  if (!file || !batch || !(await canReadOriginals(services.db, viewer, batch))) return sendNotFound(res);
  await sendThumbnail(res, thumbnailPath(path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId)), file.name);
}

/** The large rendition, or (`screen`) the screen rendition made from it. */
export async function sendCloudPreview(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse, rendition: 'preview' | 'screen' = 'preview') {
  const file = await findFile(services.db, id);
  const batch = file?.thumbnailAt ? await findBatch(services.db, file.batchId) : null;
  if (!file || !batch || !(await canReadOriginals(services.db, viewer, batch))) return sendNotFound(res);
  const stored = path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId);
  await sendPreview(res, rendition === 'screen' ? screenPath(stored) : previewPath(stored), file.name);
}

export async function sendBatchZip(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const batch = await findBatch(services.db, id);
  if (!batch || !(await canReadOriginals(services.db, viewer, batch))) return sendNotFound(res);
  const files = (await listFilesOfBatches(services.db, [batch.id])).filter((file) => file.completedAt);
  const directory = cloudUploadsDirectory(services.fileStorageDir);
  const entries = files.map((file) => ({
    name: file.relativePath ? `${file.relativePath}/${file.name}` : file.name,
    file: path.join(directory, file.uploadId),
    size: file.size,
    mtime: file.completedAt ?? file.createdAt,
  }));
  await sendZip(res, `${batch.name || `lo-${batch.id}`}.zip`, entries);
}
