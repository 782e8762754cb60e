import type { ProviderServices, Viewer } from '../../context';
import { createFileRouter } from './file-router';
import { DOWNLOAD_ROUTE, PREVIEW_ROUTE, sendBatchZip, sendCloudFile, sendCloudPreview, sendCloudThumbnail, THUMBNAIL_ROUTE, ZIP_ROUTE } from './downloads';
import type { createCloudUploads } from './uploads';

// The provider's non-GraphQL routes: tus uploads (cloud users only; the browser calls them
// directly with a short-lived ticket) and downloads (owner or admin): a file through the app with
// the session's token, a batch's ZIP by the browser itself with a download ticket for its path
// (issue_batch_zip_ticket). Each request is authenticated here before anything else happens.

export function createFileRoutes(services: ProviderServices, uploads: ReturnType<typeof createCloudUploads>, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  return createFileRouter(services, viewerFromBearer, {
    name: 'file',
    uploads,
    downloads: [
      { route: DOWNLOAD_ROUTE, send: (viewer, [, id], res) => sendCloudFile(services, viewer, Number(id), res) },
      { route: THUMBNAIL_ROUTE, send: (viewer, [, id], res) => sendCloudThumbnail(services, viewer, Number(id), res) },
      { route: PREVIEW_ROUTE, send: (viewer, [, id, rendition], res) => sendCloudPreview(services, viewer, Number(id), res, rendition === 'screen' ? 'screen' : 'preview') },
      { route: ZIP_ROUTE, send: (viewer, [, id], res) => sendBatchZip(services, viewer, Number(id), res) },
    ],
  });
}
