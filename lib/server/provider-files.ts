import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { BrowserProviderPath } from '@/domain/browser-provider-paths';
import { providerHttpUrl, realtimeUrl } from './content-security';
import { env } from './env';
import { errorResponse } from './route-handler';
import { getCloudSession, getStaffSession } from './session';
import { ProviderError } from './provider-client';

// Downloads from the provider's non-GraphQL routes. A file is passed on as a stream, so a large
// one never sits in the app's memory (providerFile); a ZIP of a delivery or a batch, gigabytes,
// does not pass through the app at all: the browser is sent to the provider with a download
// ticket (providerZip). Uploads do not come through the app either: docs/decisions/cloud-files.md.

/** The provider's origin, from its GraphQL URL. */
function providerUrl(pathname: string): string {
  return new URL(pathname, env().PROVIDER_GRAPHQL_URL).toString();
}

/** Where this request's browser opens the realtime websocket: configured, or its host on the provider's port. */
export function realtimeUrlForBrowser(request: NextRequest): string {
  const forwardedProto = request.headers.get('x-forwarded-proto');
  const secure = (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  return realtimeUrl({ configured: env().NEXT_PUBLIC_REALTIME_URL, hostname: request.nextUrl.hostname, secure, providerPort: env().PROVIDER_PORT });
}

/**
 * A provider path as this request's browser reaches it, beside the realtime websocket. Only
 * paths of domain/browser-provider-paths.ts: the company proxy routes exactly those to the providers.
 */
export function providerUrlForBrowser(request: NextRequest, path: BrowserProviderPath): string {
  return providerHttpUrl(realtimeUrlForBrowser(request), path);
}

const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
];

function pick(headers: Headers, names: string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

/** GETs a provider download with the session's bearer token; streams the answer back. */
async function forwardToProviderRoute(request: Request, pathname: string, token: string): Promise<Response> {
  let answer: Response;
  try {
    answer = await fetch(providerUrl(pathname), {
      headers: { authorization: `Bearer ${token}` },
      signal: request.signal,
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    throw new ProviderError('PROVIDER_UNAVAILABLE', 'Không kết nối được máy chủ. Vui lòng thử lại sau.');
  }
  return new Response(answer.body, { status: answer.status, headers: pick(answer.headers, PASSED_RESPONSE_HEADERS) });
}

type FileSession = 'staff' | 'cloud';

/** The browser opening a file link as a page (a click, a pasted address), not an <img> or a fetch. */
function isPageVisit(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return mode ? mode === 'navigate' : (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * A refused file link (missing, deleted, someone else's: the provider answers 404 or 403 alike
 * for these) opened as a page gets the app's 'Không tìm thấy tệp' page instead of the JSON error
 * (docs/decisions/notification-settings.md); images and scripts keep the JSON answer and its code.
 */
function refusedPage(request: Request, session: FileSession, status: number): Response | null {
  if (!isPageVisit(request) || (status !== 404 && status !== 403)) return null;
  const response = NextResponse.redirect(new URL(`/404?tep=${session}`, request.url), 303);
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** A file route's numeric id and the session's token, or the answer that refuses the request. */
async function idAndToken(session: FileSession, params: Promise<{ id: string }>): Promise<{ id: string; token: string } | Response> {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return errorResponse('NOT_FOUND', 'Không tìm thấy tệp.');
  const { token } = session === 'staff' ? await getStaffSession() : await getCloudSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  return { id, token };
}

/**
 * The body of a GET route that passes one provider file route on with the staff or the cloud
 * session's token (each route wraps it in routeHandler; the provider checks who may read it on
 * every request: docs/decisions/delivery.md).
 */
export function providerFile(session: FileSession, providerPath: (id: string) => string) {
  return async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const asked = await idAndToken(session, params);
    if (asked instanceof Response) return refusedPage(request, session, asked.status) ?? asked;
    const answer = await forwardToProviderRoute(request, providerPath(asked.id), asked.token);
    const page = refusedPage(request, session, answer.status);
    if (!page) return answer;
    await answer.body?.cancel();
    return page;
  };
}

/**
 * The body of a GET route for a ZIP the browser fetches from the provider itself (gigabytes: a
 * delivery's results, a customer's batch). With the session's token the app asks the provider for
 * a download ticket for that one path (`issueTicket`; the provider checks who may have it), then
 * answers 303 to the provider's URL with the ticket, so the bytes do not pass through the app
 * (docs/decisions/delivery.md: the app grew ≈ 117 MB relaying a 2.7 GB ZIP, 1 MB with the ticket).
 */
export function providerZip(session: FileSession, zipPath: (id: string) => BrowserProviderPath, issueTicket: (id: number, token: string) => Promise<string>) {
  return async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
    const asked = await idAndToken(session, params);
    if (asked instanceof Response) return refusedPage(request, session, asked.status) ?? asked;
    const target = new URL(providerUrlForBrowser(request, zipPath(asked.id)));
    let ticket: string;
    try {
      ticket = await issueTicket(Number(asked.id), asked.token);
    } catch (error) {
      const refused = error instanceof ProviderError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
      const page = refused ? refusedPage(request, session, error.code === 'NOT_FOUND' ? 404 : 403) : null;
      if (page) return page;
      throw error;
    }
    target.searchParams.set('ticket', ticket);
    const response = NextResponse.redirect(target, 303);
    response.headers.set('cache-control', 'no-store');
    return response;
  };
}
