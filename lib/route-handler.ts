import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { log } from './log';
import { appMetrics } from './metrics';
import { ProviderError, type ProviderErrorCode } from './provider-client';
import { currentRequestId, requestIdFrom, runWithRequestId } from './request-context';

// The one wrapper every route handler goes through (CONVENTIONS.md 2): it refuses cross-site
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

/** The browser's address, forwarded to the provider for per-client login limits. */
export function clientIp(request: NextRequest): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || '127.0.0.1';
}

/** Reads a JSON body; a body that is not JSON is a 400 with a Vietnamese message. */
export async function readJson(request: NextRequest): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ProviderError('BAD_USER_INPUT', 'Dữ liệu gửi lên không hợp lệ.');
  }
}
