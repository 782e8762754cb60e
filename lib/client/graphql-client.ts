import type { TypedOperation } from '@/graphql/operation';

// The browser's way to the provider: POST /api/graphql with the operation's *name* only (the
// route forwards its trusted text with the session's token). Used by React Query hooks.

export class GraphQLRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

type Envelope<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[]; error?: { code: string; message: string } };

/** Which session /api/graphql should use: the cloud area's pages say so (lib/server/session.ts). */
export const AREA_HEADER = 'x-tm-area';
const inCloudArea = () => typeof window !== 'undefined' && window.location.pathname.startsWith('/user-cloud');

let loggingOut = false;
/**
 * Logout is under way (components/auth/use-logout.ts): a query answered UNAUTHENTICATED because
 * the logout just ended its session must not send the tab to the session-expired page — that
 * would replace the plain login screen the logout opens with '?returnTo=' the page left.
 */
export function setLoggingOut(value: boolean) {
  loggingOut = value;
}

export async function gqlRequest<TResult, TVariables>(operation: TypedOperation<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(inCloudArea() ? { [AREA_HEADER]: 'cloud' } : {}) },
      credentials: 'same-origin',
      body: JSON.stringify({ operationName: operation.name, variables }),
    });
  } catch {
    throw new GraphQLRequestError('NETWORK', 'Không kết nối được máy chủ. Vui lòng thử lại sau.');
  }
  const body = (await response.json().catch(() => ({}))) as Envelope<TResult>;
  if (body.error) throw new GraphQLRequestError(body.error.code, body.error.message);
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
    // The session ended (logout elsewhere, deactivation): clear the cookie and show the login.
    if (code === 'UNAUTHENTICATED' && typeof window !== 'undefined' && !inCloudArea() && !loggingOut) {
      // A full load on purpose: the route handler must clear the httpOnly cookie.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/api/auth/session-expired?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw new GraphQLRequestError(code, first.message);
  }
  if (!response.ok || body.data == null) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
  return body.data;
}
