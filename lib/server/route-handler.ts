import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { log } from './log';
import { appMetrics } from './metrics';
import { env } from './env';
import { ProviderError, type ProviderErrorCode } from './provider-client';
import { currentRequestId, requestIdFrom, runWithRequestId } from './request-context';
import { readBoundedText } from './bounded-body';

// The one wrapper every route handler goes through (docs/decisions/code-habits.md, habit 2): it refuses cross-site
// requests, and turns errors into `{ error: { code, message } }` with a fitting HTTP status.
// tests/unit/route-handlers.test.ts checks that every app/**/route.ts uses it.

export type ApiError = { error: { code: string; message: string } };

const STATUS: Record<ProviderErrorCode | 'CROSS_SITE' | 'BAD_REQUEST', number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  CONFLICT: 409,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  CROSS_SITE: 403,
  PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export function errorResponse(code: keyof typeof STATUS, message: string) {
  return NextResponse.json<ApiError>({ error: { code, message } }, { status: STATUS[code], headers: { 'cache-control': 'no-store' } });
}

/** Same-origin check: Sec-Fetch-Site where the browser sends it, else Origin against Host. */
export function isCrossSite(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (!origin) return request.method !== 'GET' && request.method !== 'HEAD';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

export function routeHandler<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return (request, context) =>
    runWithRequestId(requestIdFrom(request.headers), async () => {
      if (isCrossSite(request)) return errorResponse('CROSS_SITE', 'Yêu cầu không hợp lệ (khác nguồn).');
      try {
        return await handler(request, context);
      } catch (error) {
        if (error instanceof ProviderError) {
          appMetrics().routeErrors.inc({ code: error.code });
          return errorResponse(error.code, error.message);
        }
        appMetrics().routeErrors.inc({ code: 'INTERNAL_SERVER_ERROR' });
        log.error({ reqId: currentRequestId(), path: request.nextUrl.pathname, err: error }, 'route handler failed');
        return errorResponse('INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
      }
    });
}

/**
 * The browser's address, forwarded (signed) to the provider for per-client limits: the TCP
 * peer (scripts/app-server.ts sets x-tm-peer-address), or, behind TRUSTED_PROXY_HOPS proxies,
 * the X-Forwarded-For entry that many hops from the right. Entries further left are whatever
 * the client wrote, so they are never believed.
 */
export function clientIp(request: NextRequest): string {
  const peer = request.headers.get('x-tm-peer-address') || 'unknown';
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const chain = [peer, ...forwarded.reverse()];
  const address = chain[Math.min(env().TRUSTED_PROXY_HOPS, chain.length - 1)]!;
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

export const BODY_TOO_LARGE = 'Dữ liệu gửi lên quá lớn.';

/** Reads a JSON body of at most MAX_BODY_BYTES (413 beyond); a body that is not JSON is a 400. */
export async function readJson(request: NextRequest): Promise<unknown> {
  const limit = env().MAX_BODY_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new ProviderError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
  let text: string | null;
  try {
    // Counted as it is read: a body sent without Content-Length stops at the limit.
    text = await readBoundedText(request.body, limit);
  } catch {
    throw new ProviderError('BAD_USER_INPUT', 'Dữ liệu gửi lên không hợp lệ.');
  }
  if (text === null) throw new ProviderError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError('BAD_USER_INPUT', 'Dữ liệu gửi lên không hợp lệ.');
  }
}
