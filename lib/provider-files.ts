import 'server-only';
import { env } from './env';
import { ProviderError } from './provider-client';

// Byte traffic to the provider's non-GraphQL routes (tus uploads, downloads, ZIPs). Bodies are
// passed on as streams both ways: a multi-gigabyte upload or ZIP never sits in the app's memory.

/** The provider's origin, from its GraphQL URL. */
function providerUrl(pathname: string): string {
  return new URL(pathname, env().PROVIDER_GRAPHQL_URL).toString();
}

const PASSED_REQUEST_HEADERS = ['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata', 'upload-defer-length', 'upload-concat', 'content-type', 'content-length'];
const PASSED_RESPONSE_HEADERS = [
  'location',
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-metadata',
  'upload-expires',
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

/** Forwards a request to the provider with the session's bearer token; streams the answer back. */
export async function forwardToProviderRoute(request: Request, pathname: string, token: string): Promise<Response> {
  const headers = pick(request.headers, PASSED_REQUEST_HEADERS);
  headers.set('authorization', `Bearer ${token}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let answer: Response;
  try {
    answer = await fetch(providerUrl(pathname), {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Node's fetch needs this to send a streamed body.
      ...(hasBody ? { duplex: 'half' } : {}),
      signal: request.signal,
      cache: 'no-store',
      redirect: 'manual',
    } as RequestInit);
  } catch {
    throw new ProviderError('PROVIDER_UNAVAILABLE', 'Không kết nối được máy chủ. Vui lòng thử lại sau.');
  }
  return new Response(answer.body, { status: answer.status, headers: pick(answer.headers, PASSED_RESPONSE_HEADERS) });
}
