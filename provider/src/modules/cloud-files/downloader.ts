import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderServices, Viewer } from '../../context';
import { loadViewer } from '../auth/data';
import { sendJson } from './tus-endpoint';

/** What a browser shows for a ZIP link whose ticket has run out (60 s) or names another path. */
export const LINK_EXPIRED = 'Liên kết tải xuống đã hết hạn. Hãy quay lại trang TM và bấm tải xuống lần nữa.';

/**
 * Who asks for a file on the provider's download routes (cloud files, results, ZIPs): the bearer
 * token (the app, for a signed-in user), or a download ticket in the link (`?ticket=`: the
 * browser the app sent to a ZIP; docs/decisions/delivery.md) issued for this very path. Answers
 * 401 itself and gives null when neither opens it: a JSON error for the app, a line of text for
 * a person whose link is spent.
 */
export function createDownloader(services: ProviderServices, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  return async function downloader(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<Viewer | null> {
    const ticket = new URL(req.url ?? '/', 'http://provider').searchParams.get('ticket');
    if (ticket === null) {
      const viewer = await viewerFromBearer(req.headers.authorization ?? null);
      if (!viewer) sendJson(res, 401, 'UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
      return viewer;
    }
    const claims = await services.tokens.readDownloadTicket(ticket, pathname);
    const viewer = claims ? await loadViewer(services.db, claims) : null;
    if (!viewer) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(LINK_EXPIRED);
    }
    return viewer;
  };
}
