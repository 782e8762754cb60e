import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import type { ProviderServices, Viewer } from '../../context';
import { attachmentHeaders, uniqueEntryName } from '../cloud-files/downloads';
import { thumbnailPath } from '../cloud-files/thumbnails';
import { previewPath } from '../cloud-files/previews';
import { sendPreview } from '../cloud-files/downloads';
import { mayReadResult } from './access';
import { findCustomerDelivery, findResult, findTaskForResults, listResults, resultAudience } from './data';
import { sendJson } from '../cloud-files/tus-endpoint';
import { resultsDirectory, type createResultUploads } from './uploads';
import { createFileRouter } from '../cloud-files/file-router';

// The results' non-GraphQL routes: tus uploads at /task-uploads (staff, upload ticket), and
// GET /task-results/:id (the file), /task-results/:id/thumbnail (the server's WebP thumbnail),
// /task-results/:id/preview (the viewer's large rendition, cloud-files/previews.ts) and
// /deliveries/:id/zip (every result of a delivery, streamed; the browser fetches it itself with
// a download ticket for that path, so 2.7 GB do not pass through the app). Every request is
// authenticated and checked here (access.ts); whoever may not see a file gets the same 404 as
// for a missing one.

export const RESULT_ROUTE = /^\/task-results\/(\d{1,9})(\/thumbnail|\/preview)?$/;
export const DELIVERY_ZIP_ROUTE = /^\/deliveries\/(\d{1,9})\/zip$/;
export const deliveryZipPath = (id: number) => BROWSER_PROVIDER_PATHS.deliveryZip(id);

const notFound = (res: ServerResponse) => sendJson(res, 404, 'NOT_FOUND', 'Không tìm thấy tệp.');

export function createResultRoutes(services: ProviderServices, uploads: ReturnType<typeof createResultUploads>, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  const directory = resultsDirectory(services.fileStorageDir);

  async function sendResult(viewer: Viewer | null, id: number, rendition: string | undefined, res: ServerResponse) {
    const result = await findResult(services.db, id);
    if (!result?.completedAt) return notFound(res);
    const task = viewer?.kind === 'staff' ? await findTaskForResults(services.db, result.taskId) : null;
    const audience = viewer?.kind === 'cloud' ? await resultAudience(services.db, result.taskId) : null;
    if (!mayReadResult(viewer, task, audience)) return notFound(res);
    const stored = path.join(directory, result.uploadId);
    if (rendition === '/preview') return sendPreview(res, previewPath(stored), result.name);
    if (rendition === '/thumbnail') {
      if (!result.thumbnailAt) return notFound(res);
      const file = thumbnailPath(stored);
      const { size } = await stat(file);
      res.writeHead(200, { ...attachmentHeaders(`${result.name}.webp`, 'image/webp'), 'content-length': String(size) });
      return pipeline(createReadStream(file), res).catch(() => res.destroy());
    }
    res.writeHead(200, { ...attachmentHeaders(result.name, result.type || undefined), 'content-length': String(result.size) });
    await pipeline(createReadStream(stored), res).catch(() => res.destroy());
  }

  async function sendDeliveryZip(viewer: Viewer | null, id: number, res: ServerResponse) {
    // The customer's own delivery only; staff reach results one by one from the job page.
    if (viewer?.kind !== 'cloud') return notFound(res);
    const delivery = await findCustomerDelivery(services.db, viewer.cloudUser.id, id);
    if (!delivery) return notFound(res);
    const results = await listResults(services.db, delivery.taskId, { completedOnly: true });
    const zip = new ZipFile();
    const used = new Set<string>();
    for (const result of results.filter((row) => row.round === delivery.round)) {
      const entry = uniqueEntryName(result.name, used);
      // Lazy: 500 photos open one at a time; stored, not compressed (photos do not shrink).
      zip.addReadStreamLazy(entry, { size: result.size, compress: false, mtime: result.completedAt ?? result.createdAt }, (done) => done(null, createReadStream(path.join(directory, result.uploadId))));
    }
    zip.end();
    res.writeHead(200, attachmentHeaders(`${delivery.batchName || `ket-qua-${delivery.id}`} - kết quả.zip`, 'application/zip'));
    await pipeline(zip.outputStream, res).catch(() => res.destroy());
  }

  return createFileRouter(services, viewerFromBearer, {
    name: 'result',
    uploads,
    downloads: [
      { route: RESULT_ROUTE, send: (viewer, [, id, rendition], res) => sendResult(viewer, Number(id), rendition, res) },
      { route: DELIVERY_ZIP_ROUTE, send: (viewer, [, id], res) => sendDeliveryZip(viewer, Number(id), res) },
    ],
  });
}
