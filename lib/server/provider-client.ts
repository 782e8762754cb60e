import 'server-only';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { TypedOperation } from '@/graphql/operation';
import { providerText } from '@/graphql/provider-text';
import { env } from './env';
import { currentRequestId } from './request-context';

// The only code that talks to the provider over HTTP. Server-only: the bearer token never
// reaches the browser.

export type ProviderErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'PROVIDER_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export type GraphQLResponse = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

type CallOptions = { token?: string; clientIp?: string; signal?: AbortSignal };

/** A slow or dead provider is a 502 within the app's own budget (≤ 10 s), never a hanging page. */
const PROVIDER_TIMEOUT_MS = 9_000;

/**
 * The browser's address, signed with FORWARDING_SECRET so the provider believes it (the same
 * HMAC as provider/src/security/client-address.ts); without the secret it is not sent at all.
 */
function clientAddressHeaders(clientIp: string | undefined): Record<string, string> {
  const secret = env().FORWARDING_SECRET;
  if (!clientIp || !secret) return {};
  return { 'x-tm-client-ip': clientIp, 'x-tm-client-ip-signature': createHmac('sha256', secret).update(clientIp).digest('base64url') };
}

/** Kept-alive sockets to the provider, one pool per scheme. */
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

type ProviderAnswer = { status: number; contentType: string; body: Buffer<ArrayBuffer> };

/**
 * One POST to the provider over node:http with a keep-alive agent, not the global fetch: inside
 * Next.js, fetch is Next's patched one (cache bookkeeping per call), and under bench:load the apps'
 * memory grew where the providers' did not (docs/operations/production.md). The answer is read
 * whole: a 2,000-card board is about a megabyte.
 */
function requestProvider(body: { query: string; variables?: unknown; operationName?: string }, options: CallOptions): Promise<ProviderAnswer> {
  const url = new URL(env().PROVIDER_GRAPHQL_URL);
  const secure = url.protocol === 'https:';
  const payload = Buffer.from(JSON.stringify(body));
  const headers = {
    'content-type': 'application/json',
    'content-length': payload.length,
    accept: 'application/graphql-response+json, application/json',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...clientAddressHeaders(options.clientIp),
    'x-request-id': currentRequestId(),
  };
  const unavailable = () => new ProviderError('PROVIDER_UNAVAILABLE', 'Không kết nối được máy chủ. Vui lòng thử lại sau.');
  // The whole call, answer included, within the budget (not only while the socket is idle).
  const deadline = Date.now() + PROVIDER_TIMEOUT_MS;

  const attempt = (firstTry: boolean) =>
    new Promise<ProviderAnswer>((resolve, reject) => {
      const request = (secure ? https : http).request(url, { method: 'POST', agent: secure ? agents.https : agents.http, headers, signal: options.signal });
      const timer = setTimeout(() => request.destroy(new Error('provider timeout')), Math.max(0, deadline - Date.now()));
      let answered = false;
      request.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        // A kept-alive socket the provider closed just as this request went out (Node's documented
        // race): nothing reached the provider, so the request is sent once more on a new socket.
        if (firstTry && !answered && request.reusedSocket && error.code === 'ECONNRESET') resolve(attempt(false));
        else reject(unavailable());
      });
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => {
          clearTimeout(timer);
          reject(unavailable());
        });
        response.on('end', () => {
          clearTimeout(timer);
          if (!response.complete) return reject(unavailable());
          resolve({ status: response.statusCode ?? 502, contentType: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
        });
      });
      request.end(payload);
    });
  return attempt(true);
}

const INVALID_ANSWER = 'Máy chủ trả lời không hợp lệ. Vui lòng thử lại sau.';

/** Posts a raw GraphQL request; returns the provider's JSON as it is. */
export async function postToProvider(body: { query: string; variables?: unknown; operationName?: string }, options: CallOptions = {}): Promise<GraphQLResponse> {
  const answer = await requestProvider(body, options);
  try {
    return JSON.parse(answer.body.toString('utf8')) as GraphQLResponse;
  } catch {
    throw new ProviderError('PROVIDER_UNAVAILABLE', INVALID_ANSWER);
  }
}

/**
 * Posts a raw GraphQL request and hands back the provider's JSON body as bytes, untouched (used
 * by /api/graphql): a 2,000-card board is about a megabyte, not worth parsing and printing again
 * only to pass it on. One buffer rather than a stream: Next writes a streamed body chunk by chunk,
 * which measured slower than one write. Anything but a JSON answer is PROVIDER_UNAVAILABLE.
 */
export async function forwardToProvider(body: { query: string; variables?: unknown; operationName?: string }, options: CallOptions = {}): Promise<{ body: Uint8Array<ArrayBuffer>; status: number }> {
  const answer = await requestProvider(body, options);
  if (!/\bjson\b/.test(answer.contentType)) throw new ProviderError('PROVIDER_UNAVAILABLE', INVALID_ANSWER);
  return { body: answer.body, status: answer.status };
}

/** Runs one typed operation; throws ProviderError with the provider's code and message. */
export async function callProvider<TResult, TVariables>(
  operation: TypedOperation<TResult, TVariables>,
  variables: TVariables,
  options: CallOptions = {},
): Promise<TResult> {
  const result = await postToProvider({ query: providerText(operation), variables }, options);
  const first = result.errors?.[0];
  if (first) {
    const code = (first.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as ProviderErrorCode;
    throw new ProviderError(code, first.message);
  }
  return result.data as TResult;
}
