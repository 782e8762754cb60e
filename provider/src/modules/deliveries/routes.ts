import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ProviderServices, Viewer } from '../../context';
import { attachmentHeaders, uniqueEntryName } from '../cloud-files/downloads';
import { thumbnailPath } from '../cloud-files/thumbnails';
import { mayReadResult } from './access';
import { findCustomerDelivery, findResult, findTaskForResults, listResults, resultAudience } from './data';
import { sendJson } from '../cloud-files/tus-endpoint';
import { resultsDirectory, type createResultUploads } from './uploads';
import { createDownloader } from '../cloud-files/downloader';

// The results' non-GraphQL routes: tus uploads at /task-uploads (staff, upload ticket), and
// GET /task-results/:id (the file), /task-results/:id/thumbnail (the server's WebP thumbnail) and
// /deliveries/:id/zip (every result of a delivery, streamed; the browser fetches it itself with
// a download ticket for that path, so 2.7 GB do not pass through the app). Every request is
// authenticated and checked here (access.ts); whoever may not see a file gets the same 404 as
// for a missing one.

export const RESULT_ROUTE = /^\/task-results\/(\d{1,9})(\/thumbnail)?$/;
export const DELIVERY_ZIP_ROUTE = /^\/deliveries\/(\d{1,9})\/zip$/;
export const deliveryZipPath = (id: number) => `/deliveries/${id}/zip`;

const notFound = (res: ServerResponse) => sendJson(res, 404, 'NOT_FOUND', 'Không tìm thấy tệp.');

export function createResultRoutes(services: ProviderServices, uploads: ReturnType<typeof createResultUploads>, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  const directory = resultsDirectory(services.fileStorageDir);

  const downloader = createDownloader(services, viewerFromBearer);

  const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;

  async function sendResult(viewer: Viewer | null, id: number, thumbnail: boolean, res: ServerResponse) {
    const result = await findResult(services.db, id);
    if (!result?.completedAt) return notFound(res);
    const task = viewer?.kind === 'staff' ? await findTaskForResults(services.db, result.taskId) : null;
    const audience = viewer?.kind === 'cloud' ? await resultAudience(services.db, result.taskId) : null;
    if (!mayReadResult(viewer, task, audience)) return notFound(res);
    const stored = path.join(directory, result.uploadId);
    if (thumbnail) {
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

  return {
    matches(req: IncomingMessage) {
      const pathname = pathOf(req);
      return uploads.matches(pathname) || RESULT_ROUTE.test(pathname) || DELIVERY_ZIP_ROUTE.test(pathname);
    },

    async handle(req: IncomingMessage, res: ServerResponse) {
      const pathname = pathOf(req);
      try {
        if (uploads.matches(pathname)) return await uploads.serve(req, res, viewerFromBearer);
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.');
        const viewer = await downloader(req, res, pathname);
        if (!viewer) return;
        const result = RESULT_ROUTE.exec(pathname);
        if (result) return await sendResult(viewer, Number(result[1]), result[2] !== undefined, res);
        const zip = DELIVERY_ZIP_ROUTE.exec(pathname);
        if (zip) return await sendDeliveryZip(viewer, Number(zip[1]), res);
      } catch (error) {
        console.error('[provider] result route failed:', error);
        if (!res.headersSent) sendJson(res, 500, 'INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
        else res.destroy();
      }
    },
  };
}
