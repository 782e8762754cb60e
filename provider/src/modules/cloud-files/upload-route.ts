import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderServices, Viewer } from '../../context';
import { loadViewer } from '../auth/data';

// What the cloud files' routes (routes.ts) and the job results' routes (deliveries/routes.ts)
// share: the JSON refusal, the uploader of a tus request (upload ticket or access token), the
// tus request itself and the answer to a route that failed.

export function sendJson(res: ServerResponse, status: number, code: string, message: string, cors = false) {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      // The upload page is on the app's origin: it must be able to read why it was refused.
      ...(cors ? { 'access-control-allow-origin': '*', 'tus-resumable': '1.0.0' } : {}),
    })
    .end(JSON.stringify({ error: { code, message } }));
}

export const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;

/**
 * The uploader: an upload ticket (the browser) or an access token (tests, tools). A realtime
 * ticket is not an upload ticket (its audience differs) and is refused here.
 */
export function uploaderReader(services: ProviderServices, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  return async (header: string | null): Promise<Viewer | null> => {
    const raw = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const claims = raw ? await services.tokens.readUploadTicket(raw) : null;
    return claims ? loadViewer(services.db, claims) : viewerFromBearer(header);
  };
}

type Endpoint<Caller> = {
  preflight(req: IncomingMessage, res: ServerResponse): Promise<void>;
  handle(req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void>;
};

/** A request to a tus endpoint: `callerOf` answers the viewer's caller, or nothing if the viewer may not upload here. */
export async function serveUpload<Caller>(
  req: IncomingMessage,
  res: ServerResponse,
  endpoint: Endpoint<Caller>,
  uploader: (header: string | null) => Promise<Viewer | null>,
  callerOf: (viewer: Viewer | null) => Caller | undefined,
) {
  // A CORS preflight carries no credentials and touches nothing.
  if (req.method === 'OPTIONS') return await endpoint.preflight(req, res);
  // Bytes come back only through the download routes, with their safe headers.
  if (req.method === 'GET') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.', true);
  const caller = callerOf(await uploader(req.headers.authorization ?? null));
  if (caller === undefined) {
    req.resume();
    return sendJson(res, 401, 'UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.', true);
  }
  return await endpoint.handle(req, res, caller);
}

/** A route threw: 500 if nothing was sent yet, else the connection is cut. */
export function routeFailed(what: string, error: unknown, res: ServerResponse) {
  console.error(`[provider] ${what} route failed:`, error);
  if (!res.headersSent) sendJson(res, 500, 'INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
  else res.destroy();
}
