import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

// Sending stored files on the provider's plain HTTP routes, one way for both file areas: the
// customers' cloud files (cloud-files/downloads.ts) and a job's results (deliveries/routes.ts);
// chat images use its JSON answers (docs/decisions/duplicates.md). Callers decide who may read
// what; whoever may not gets the same 404 as for a missing file.

/** A JSON error answer of the provider's file routes; `cors` on the tus endpoints, whose page (on the app's origin) must read why it was refused. */
export function sendJson(res: ServerResponse, status: number, code: string, message: string, cors = false) {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(cors ? { 'access-control-allow-origin': '*', 'tus-resumable': '1.0.0' } : {}),
    })
    .end(JSON.stringify({ error: { code, message } }));
}

/** The one answer for a file that does not exist or that the caller may not read. */
export function sendNotFound(res: ServerResponse) {
  sendJson(res, 404, 'NOT_FOUND', 'Không tìm thấy tệp.');
}

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

/** Streams a stored upload of known size as an attachment named `name`; a cut connection once bytes are sent. */
export async function sendStoredFile(res: ServerResponse, file: string, name: string, size: number, type?: string) {
  res.writeHead(200, { ...attachmentHeaders(name, type), 'content-length': String(size) });
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}

/** Streams a rendition the server made (a thumbnail, a large preview); 404 when there is none. */
async function sendRendition(res: ServerResponse, file: string, name: string, type: string) {
  const size = await stat(file).then(
    (found) => found.size,
    () => null,
  );
  if (size === null) return sendNotFound(res);
  await sendStoredFile(res, file, name, size, type);
}

/** A file's WebP thumbnail (cloud-files/thumbnails.ts `thumbnailPath`), named after the file. */
export const sendThumbnail = (res: ServerResponse, thumbnailFile: string, name: string) => sendRendition(res, thumbnailFile, `${name}.webp`, 'image/webp');

/**
 * A file's large rendition for the viewer (cloud-files/previews.ts `previewPath`); 404 when there
 * is none (a file older than renditions, or one sharp could not read): the viewer then shows the
 * thumbnail and, at 100 %, the file.
 */
export const sendPreview = (res: ServerResponse, previewFile: string, name: string) => sendRendition(res, previewFile, `${name}.jpg`, 'image/jpeg');

/** One file of a ZIP: its name in the archive (made unique), where it is stored, its size and time. */
export type ZipEntry = { name: string; file: string; size: number; mtime: Date };

/**
 * Streams files as one ZIP named `fileName`, sent as it is built (chunked, no Content-Length).
 * Files are stored, not compressed (photos and archives do not shrink, and the CPU stays free),
 * and opened one at a time (lazily), however many there are.
 */
export async function sendZip(res: ServerResponse, fileName: string, entries: Iterable<ZipEntry>) {
  const zip = new ZipFile();
  const used = new Set<string>();
  for (const entry of entries) {
    zip.addReadStreamLazy(uniqueEntryName(entry.name, used), { size: entry.size, compress: false, mtime: entry.mtime }, (done) => done(null, createReadStream(entry.file)));
  }
  zip.end();
  res.writeHead(200, attachmentHeaders(fileName, 'application/zip'));
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
