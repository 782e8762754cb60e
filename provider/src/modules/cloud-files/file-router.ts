import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TICKET_SECONDS } from '../../auth/tokens';
import type { ProviderServices, Viewer } from '../../context';
import { loadViewer } from '../auth/data';
import { sendJson } from '../files/sending';
import type { createTusEndpoint } from './tus-endpoint';

type ViewerFromBearer = (header: string | null) => Promise<Viewer | null>;

/** What a browser shows for a ZIP link whose ticket has run out (60 s) or names another path. */
const LINK_EXPIRED = 'Liên kết tải xuống đã hết hạn. Hãy quay lại trang TM và bấm tải xuống lần nữa.';

/**
 * Who asks for a file on the provider's download routes (cloud files, results, ZIPs): the bearer
 * token (the app, for a signed-in user), or a download ticket in the link (`?ticket=`: the
 * browser the app sent to a ZIP; docs/decisions/delivery.md) issued for this very path. Answers
 * 401 itself and gives null when neither opens it: a JSON error for the app, a line of text for
 * a person whose link is spent.
 */
function createDownloader(services: ProviderServices, viewerFromBearer: ViewerFromBearer) {
  return async function downloader(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<Viewer | null> {
    const ticket = new URL(req.url ?? '/', 'http://provider').searchParams.get('ticket');
    if (ticket === null) {
      const viewer = await viewerFromBearer(req.headers.authorization ?? null);
      if (!viewer) sendJson(res, 401, 'UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
      return viewer;
    }
    const claims = await services.tokens.readDownloadTicket(ticket, pathname);
    // A ticket opens its link once (remembered a little longer than it lives): the link copied
    // from the browser's history or a proxy's log cannot be replayed (docs/decisions/delivery.md).
    const firstUse = claims ? await services.rateLimits.claimOnce('download', createHash('sha256').update(ticket).digest('base64url'), TICKET_SECONDS + 5) : false;
    const viewer = claims && firstUse ? await loadViewer(services.db, claims) : null;
    if (!viewer) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(LINK_EXPIRED);
    }
    return viewer;
  };
}

/** A GET route of a file router: its path, and what it sends to a viewer it has authenticated. */
export type DownloadRoute = { route: RegExp; send: (viewer: Viewer, match: RegExpExecArray, res: ServerResponse) => Promise<unknown> };

/**
 * One of the provider's non-GraphQL routers (the cloud area's /uploads and files, a job's
 * /task-uploads and results): its tus endpoint, then GET/HEAD downloads, each request
 * authenticated (createDownloader) before its route runs; an unexpected failure is a 500, or a
 * cut connection once bytes were sent.
 */
export function createFileRouter(
  services: ProviderServices,
  viewerFromBearer: ViewerFromBearer,
  { name, uploads, downloads }: { name: string; uploads: ReturnType<typeof createTusEndpoint<never>>; downloads: DownloadRoute[] },
) {
  const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;
  const downloader = createDownloader(services, viewerFromBearer);
  return {
    matches(req: IncomingMessage) {
      const pathname = pathOf(req);
      return uploads.matches(pathname) || downloads.some(({ route }) => route.test(pathname));
    },

    async handle(req: IncomingMessage, res: ServerResponse) {
      const pathname = pathOf(req);
      try {
        if (uploads.matches(pathname)) return await uploads.serve(req, res, viewerFromBearer);
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.');
        const viewer = await downloader(req, res, pathname);
        if (!viewer) return;
        for (const { route, send } of downloads) {
          const match = route.exec(pathname);
          if (match) return await send(viewer, match, res);
        }
      } catch (error) {
        console.error(`[provider] ${name} route failed:`, error);
        if (!res.headersSent) sendJson(res, 500, 'INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
        else res.destroy();
      }
    },
  };
}
