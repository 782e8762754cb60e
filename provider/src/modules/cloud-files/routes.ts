import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderServices, Viewer } from '../../context';
import { DOWNLOAD_ROUTE, sendBatchZip, sendCloudFile, sendCloudThumbnail, THUMBNAIL_ROUTE, ZIP_ROUTE } from './downloads';
import { loadViewer } from '../auth/data';
import { UPLOADS_PATH, type createCloudUploads } from './uploads';

// The provider's non-GraphQL routes: tus uploads (cloud users only; the browser calls them
// directly with a short-lived ticket) and downloads (owner or admin; through the app with the
// session's token). Each request is authenticated here before anything else happens.

function sendJson(res: ServerResponse, status: number, code: string, message: string, cors = false) {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      // The upload page is on the app's origin: it must be able to read why it was refused.
      ...(cors ? { 'access-control-allow-origin': '*', 'tus-resumable': '1.0.0' } : {}),
    })
    .end(JSON.stringify({ error: { code, message } }));
}

export function createFileRoutes(
  services: ProviderServices,
  uploads: ReturnType<typeof createCloudUploads>,
  viewerFromBearer: (header: string | null) => Promise<Viewer | null>,
) {
  /**
   * The uploader: an upload ticket (the browser) or an access token (tests, tools). A realtime
   * ticket is not an upload ticket (its audience differs) and is refused here.
   */
  async function uploader(header: string | null): Promise<Viewer | null> {
    const raw = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const claims = raw ? await services.tokens.readUploadTicket(raw) : null;
    return claims ? loadViewer(services.db, claims) : viewerFromBearer(header);
  }

  const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;
  const isUpload = (pathname: string) => pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`);

  return {
    matches(req: IncomingMessage) {
      const pathname = pathOf(req);
      return isUpload(pathname) || DOWNLOAD_ROUTE.test(pathname) || THUMBNAIL_ROUTE.test(pathname) || ZIP_ROUTE.test(pathname);
    },

    async handle(req: IncomingMessage, res: ServerResponse) {
      const pathname = pathOf(req);
      try {
        if (isUpload(pathname)) {
          // A CORS preflight carries no credentials and touches nothing.
          if (req.method === 'OPTIONS') return await uploads.preflight(req, res);
          // Bytes come back only through the download route, with its safe headers.
          if (req.method === 'GET') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.', true);
          const viewer = await uploader(req.headers.authorization ?? null);
          if (viewer?.kind !== 'cloud') {
            req.resume();
            return sendJson(res, 401, 'UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.', true);
          }
          return await uploads.handle(req, res, viewer.cloudUser);
        }
        const viewer = await viewerFromBearer(req.headers.authorization ?? null);
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.');
        if (!viewer) return sendJson(res, 401, 'UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
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
