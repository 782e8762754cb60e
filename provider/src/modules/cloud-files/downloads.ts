import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ProviderServices, Viewer } from '../../context';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import { browserImageType } from '../../../../domain/cloud-file-display';
import { canReadOriginals } from './access';
import { findBatch, findFile, listFilesOfBatches } from './data';
import { previewPath } from './previews';
import { thumbnailPath } from './thumbnails';
import { cloudUploadsDirectory } from './uploads';

// Plain HTTP downloads next to GraphQL: GET /cloud-files/:id (one file) and
// GET /cloud-batches/:id/zip (a whole batch as one ZIP, streamed as it is built, files stored
// uncompressed: photos and archives do not shrink, and the CPU stays free). Who may: access.ts
// canReadOriginals (the owner, admins, the staff who work the job made from the batch); anyone
// else gets the same 404 as for a file that does not exist.

export const DOWNLOAD_ROUTE = /^\/cloud-files\/(\d{1,9})$/;
export const ZIP_ROUTE = /^\/cloud-batches\/(\d{1,9})\/zip$/;
export const batchZipPath = (id: number) => BROWSER_PROVIDER_PATHS.batchZip(id);
/** The server's WebP thumbnail of a file (thumbnails.ts): the same rule as the file itself. */
export const THUMBNAIL_ROUTE = /^\/cloud-files\/(\d{1,9})\/thumbnail$/;
/** The viewer's large rendition of a file (previews.ts): the same rule as its thumbnail. */
export const PREVIEW_ROUTE = /^\/cloud-files\/(\d{1,9})\/preview$/;

/** Attachment headers: never rendered by the browser, never sniffed, sandboxed if opened. */
export function attachmentHeaders(fileName: string, type = 'application/octet-stream'): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': type,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Không tìm thấy tệp.' } }));
}

export async function sendCloudFile(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const file = await findFile(services.db, id);
  const batch = file?.completedAt ? await findBatch(services.db, file.batchId) : null;
  if (!file || !batch || !(await canReadOriginals(services.db, viewer, batch))) return notFound(res);
  // Images a browser shows carry their type, so the file list's <img> thumbnail can use this route
  // (still an attachment, nosniff, sandboxed); anything else stays application/octet-stream.
  res.writeHead(200, { ...attachmentHeaders(file.name, browserImageType(file.name) ?? undefined), 'content-length': String(file.size) });
  await pipeline(createReadStream(path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId)), res).catch(() => res.destroy());
}

export async function sendCloudThumbnail(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const file = await findFile(services.db, id);
  const batch = file?.thumbnailAt ? await findBatch(services.db, file.batchId) : null;
  if (!file || !batch || !(await canReadOriginals(services.db, viewer, batch))) return notFound(res);
  const thumbnail = thumbnailPath(path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId));
  const { size } = await stat(thumbnail);
  res.writeHead(200, { ...attachmentHeaders(`${file.name}.webp`, 'image/webp'), 'content-length': String(size) });
  await pipeline(createReadStream(thumbnail), res).catch(() => res.destroy());
}

export async function sendCloudPreview(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const file = await findFile(services.db, id);
  const batch = file?.thumbnailAt ? await findBatch(services.db, file.batchId) : null;
  if (!file || !batch || !(await canReadOriginals(services.db, viewer, batch))) return notFound(res);
  await sendPreview(res, previewPath(path.join(cloudUploadsDirectory(services.fileStorageDir), file.uploadId)), file.name);
}

/**
 * Sends a stored large rendition (previews.ts) to a viewer already allowed to see it; 404 when
 * there is none (a file older than renditions, or one sharp could not read): the viewer then
 * shows the thumbnail and, at 100 %, the file.
 */
export async function sendPreview(res: ServerResponse, file: string, name: string) {
  const size = await stat(file).then(
    (found) => found.size,
    () => null,
  );
  if (size === null) return notFound(res);
  res.writeHead(200, { ...attachmentHeaders(`${name}.jpg`, 'image/jpeg'), 'content-length': String(size) });
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}

export async function sendBatchZip(services: ProviderServices, viewer: Viewer | null, id: number, res: ServerResponse) {
  const batch = await findBatch(services.db, id);
  if (!batch || !(await canReadOriginals(services.db, viewer, batch))) return notFound(res);
  const files = (await listFilesOfBatches(services.db, [batch.id])).filter((file) => file.completedAt);
  const directory = cloudUploadsDirectory(services.fileStorageDir);

  const zip = new ZipFile();
  const used = new Set<string>();
  for (const file of files) {
    const entry = uniqueEntryName(file.relativePath ? `${file.relativePath}/${file.name}` : file.name, used);
    const options = { size: file.size, compress: false, mtime: file.completedAt ?? file.createdAt };
    // Lazy: a batch of hundreds of files opens one at a time.
    zip.addReadStreamLazy(entry, options, (done) => done(null, createReadStream(path.join(directory, file.uploadId))));
  }
  zip.end();
  // No Content-Length: the archive is sent as it is built (chunked).
  res.writeHead(200, attachmentHeaders(`${batch.name || `lo-${batch.id}`}.zip`, 'application/zip'));
  await pipeline(zip.outputStream, res).catch(() => res.destroy());
}

/** Two files with the same name in one ZIP (a batch's, a delivery's) get ' (2)', ' (3)' … before the extension. */
export function uniqueEntryName(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}
