import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderServices, Viewer } from '../../context';
import { createDownloader } from './downloader';
import { DOWNLOAD_ROUTE, sendBatchZip, sendCloudFile, sendCloudThumbnail, THUMBNAIL_ROUTE, ZIP_ROUTE } from './downloads';
import { sendJson } from './tus-endpoint';
import type { createCloudUploads } from './uploads';

// The provider's non-GraphQL routes: tus uploads (cloud users only; the browser calls them
// directly with a short-lived ticket) and downloads (owner or admin): a file through the app with
// the session's token, a batch's ZIP by the browser itself with a download ticket for its path
// (issue_batch_zip_ticket). Each request is authenticated here before anything else happens.

export function createFileRoutes(
  services: ProviderServices,
  uploads: ReturnType<typeof createCloudUploads>,
  viewerFromBearer: (header: string | null) => Promise<Viewer | null>,
) {
  const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;
  const downloader = createDownloader(services, viewerFromBearer);

  return {
    matches(req: IncomingMessage) {
      const pathname = pathOf(req);
      return uploads.matches(pathname) || DOWNLOAD_ROUTE.test(pathname) || THUMBNAIL_ROUTE.test(pathname) || ZIP_ROUTE.test(pathname);
    },

    async handle(req: IncomingMessage, res: ServerResponse) {
      const pathname = pathOf(req);
      try {
        if (uploads.matches(pathname)) return await uploads.serve(req, res, viewerFromBearer);
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.');
        const viewer = await downloader(req, res, pathname);
        if (!viewer) return;
        const file = DOWNLOAD_ROUTE.exec(pathname);
        if (file) return await sendCloudFile(services, viewer, Number(file[1]), res);
        const thumbnail = THUMBNAIL_ROUTE.exec(pathname);
        if (thumbnail) return await sendCloudThumbnail(services, viewer, Number(thumbnail[1]), res);
        const zip = ZIP_ROUTE.exec(pathname);
        if (zip) return await sendBatchZip(services, viewer, Number(zip[1]), res);
      } catch (error) {
        console.error('[provider] file route failed:', error);
        if (!res.headersSent) sendJson(res, 500, 'INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
        else res.destroy();
      }
    },
  };
}
