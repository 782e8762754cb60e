import 'server-only';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createHmac } from 'node:crypto';
import { print } from 'graphql';
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

async function requestProvider(body: { query: string; variables?: unknown; operationName?: string }, options: CallOptions): Promise<Response> {
  try {
    return await fetch(env().PROVIDER_GRAPHQL_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...clientAddressHeaders(options.clientIp),
        'x-request-id': currentRequestId(),
      },
      body: JSON.stringify(body),
      signal: options.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    throw new ProviderError('PROVIDER_UNAVAILABLE', 'Không kết nối được máy chủ. Vui lòng thử lại sau.');
  }
}

const INVALID_ANSWER = 'Máy chủ trả lời không hợp lệ. Vui lòng thử lại sau.';

/** Posts a raw GraphQL request; returns the provider's JSON as it is. */
export async function postToProvider(body: { query: string; variables?: unknown; operationName?: string }, options: CallOptions = {}): Promise<GraphQLResponse> {
  const response = await requestProvider(body, options);
  const text = await response.text();
  try {
    return JSON.parse(text) as GraphQLResponse;
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
export async function forwardToProvider(body: { query: string; variables?: unknown; operationName?: string }, options: CallOptions = {}): Promise<{ body: ArrayBuffer; status: number }> {
  const response = await requestProvider(body, options);
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !/\bjson\b/.test(type)) {
    await response.body?.cancel();
    throw new ProviderError('PROVIDER_UNAVAILABLE', INVALID_ANSWER);
  }
  try {
    return { body: await response.arrayBuffer(), status: response.status };
  } catch {
    throw new ProviderError('PROVIDER_UNAVAILABLE', INVALID_ANSWER);
  }
}

/** Runs one typed operation; throws ProviderError with the provider's code and message. */
export async function callProvider<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: CallOptions = {},
): Promise<TResult> {
  const result = await postToProvider({ query: print(document), variables }, options);
  const first = result.errors?.[0];
  if (first) {
    const code = (first.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as ProviderErrorCode;
    throw new ProviderError(code, first.message);
  }
  return result.data as TResult;
}
