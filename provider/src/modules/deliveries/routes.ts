import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { BROWSER_PROVIDER_PATHS } from '../../../../domain/browser-provider-paths';
import type { ProviderServices, Viewer } from '../../context';
import type { TaskResultView } from '../../db/rows';
import { thumbnailPath } from '../cloud-files/thumbnails';
import { previewPath, screenPath } from '../cloud-files/previews';
import { sendNotFound, sendPreview, sendStoredFile, sendThumbnail, sendZip } from '../files/sending';
import { mayReadResult } from './access';
import { findCustomerDelivery, findResult, findTaskForResults, listDeliveredChainResults, listDeliveryResults, resultAudience } from './data';
import { deliveryZipName, latestVersions, roundEntryName } from './final-set';
import { resultsDirectory, type createResultUploads } from './uploads';
import { createFileRouter } from '../cloud-files/file-router';

// The results' non-GraphQL routes: tus uploads at /task-uploads (staff, upload ticket), and
// GET /task-results/:id (the file), /task-results/:id/thumbnail (the server's WebP thumbnail),
// /task-results/:id/preview (the viewer's large rendition, cloud-files/previews.ts) and
// /deliveries/:id/zip (every result of a delivery's round), /deliveries/:id/final-zip ('Bộ ảnh
// cuối' of its job: docs/decisions/final-set.md) — streamed; the browser fetches them itself with
// a download ticket for that path, so 2.7 GB do not pass through the app). Every request is
// authenticated and checked here (access.ts); whoever may not see a file gets the same 404 as
// for a missing one.

export const RESULT_ROUTE = /^\/task-results\/(\d{1,9})(\/thumbnail|\/preview|\/screen)?$/;
export const DELIVERY_ZIP_ROUTE = /^\/deliveries\/(\d{1,9})\/zip$/;
export const deliveryZipPath = (id: number) => BROWSER_PROVIDER_PATHS.deliveryZip(id);
export const FINAL_SET_ZIP_ROUTE = /^\/deliveries\/(\d{1,9})\/final-zip$/;
export const finalSetZipPath = (id: number) => BROWSER_PROVIDER_PATHS.finalSetZip(id);

export function createResultRoutes(services: ProviderServices, uploads: ReturnType<typeof createResultUploads>, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  const directory = resultsDirectory(services.fileStorageDir);

  async function sendResult(viewer: Viewer | null, id: number, rendition: string | undefined, res: ServerResponse) {
    const result = await findResult(services.db, id);
    if (!result?.completedAt) return sendNotFound(res);
    const task = viewer?.kind === 'staff' ? await findTaskForResults(services.db, result.taskId) : null;
    const audience = viewer?.kind === 'cloud' ? await resultAudience(services.db, result) : null;
    if (!(await mayReadResult(services.db, viewer, task, audience))) return sendNotFound(res);
    const stored = path.join(directory, result.uploadId);
    if (rendition === '/preview') return sendPreview(res, previewPath(stored), result.name);
    if (rendition === '/screen') return sendPreview(res, screenPath(stored), result.name);
    if (rendition === '/thumbnail') return result.thumbnailAt ? sendThumbnail(res, thumbnailPath(stored), result.name) : sendNotFound(res);
    await sendStoredFile(res, stored, result.name, result.size, result.type || undefined);
  }

  /** Streams results as one ZIP (files/sending.ts), each under `entryName` (made unique). */
  function sendResultsZip(res: ServerResponse, fileName: string, results: TaskResultView[], entryName: (result: TaskResultView) => string) {
    const entries = results.map((result) => ({ name: entryName(result), file: path.join(directory, result.uploadId), size: result.size, mtime: result.completedAt ?? result.createdAt }));
    return sendZip(res, fileName, entries);
  }

  /** The customer's own delivery only (findCustomerDelivery); staff reach results one by one from the job page. */
  async function customerDelivery(viewer: Viewer | null, id: number) {
    return viewer?.kind === 'cloud' ? findCustomerDelivery(services.db, viewer.cloudUser.id, id) : null;
  }

  async function sendDeliveryZip(viewer: Viewer | null, id: number, res: ServerResponse) {
    const delivery = await customerDelivery(viewer, id);
    if (!delivery) return sendNotFound(res);
    // What the delivery published, not the job's live list (docs/decisions/delivery.md).
    const results = await listDeliveryResults(services.db, delivery.id);
    await sendResultsZip(res, deliveryZipName(delivery, 'round'), results, (result) => roundEntryName(result.name, result.round));
  }

  async function sendFinalSetZip(viewer: Viewer | null, id: number, res: ServerResponse) {
    const delivery = await customerDelivery(viewer, id);
    if (!delivery?.rootTaskId) return sendNotFound(res);
    const results = latestVersions(await listDeliveredChainResults(services.db, delivery.rootTaskId));
    // One file per photo, under its own name: the final set replaces the rounds, it does not sit beside them.
    await sendResultsZip(res, deliveryZipName(delivery, 'final'), results, (result) => result.name);
  }

  return createFileRouter(services, viewerFromBearer, {
    name: 'result',
    uploads,
    downloads: [
      { route: RESULT_ROUTE, send: (viewer, [, id, rendition], res) => sendResult(viewer, Number(id), rendition, res) },
      { route: DELIVERY_ZIP_ROUTE, send: (viewer, [, id], res) => sendDeliveryZip(viewer, Number(id), res) },
      { route: FINAL_SET_ZIP_ROUTE, send: (viewer, [, id], res) => sendFinalSetZip(viewer, Number(id), res) },
    ],
  });
}
