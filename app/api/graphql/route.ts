import { trustedDocuments, type TrustedDocument } from '@/graphql/generated/trusted-documents.generated';
import { log } from '@/lib/server/log';
import { appMetrics } from '@/lib/server/metrics';
import { AREA_HEADER } from '@/lib/client/graphql-client';
import { forwardToProvider } from '@/lib/server/provider-client';
import { currentRequestId } from '@/lib/server/request-context';
import { clientIp, errorResponse, readJson, routeHandler } from '@/lib/server/route-handler';
import { sessionToken } from '@/lib/server/session';

// Forwards only the operations the app itself ships (trusted documents), by name or by
// sha256 hash, with the session's bearer token. An ad-hoc query, an introspection query or a
// subscription posted here gets nothing.

type Named = TrustedDocument & { name: string };
const byName = new Map<string, Named>(Object.entries(trustedDocuments).map(([name, doc]) => [name, { ...doc, name }]));
const byHash = new Map([...byName.values()].map((doc) => [doc.hash, doc]));

type Body = { operationName?: unknown; documentId?: unknown; variables?: unknown; query?: unknown };

function findTrusted(body: Body): Named | undefined {
  if (typeof body.documentId === 'string') return byHash.get(body.documentId.replace(/^sha256:/, ''));
  if (typeof body.operationName === 'string') return byName.get(body.operationName);
  return undefined;
}

export const POST = routeHandler(async (request) => {
  const body = ((await readJson(request)) ?? {}) as Body;
  const trusted = findTrusted(body);
  if (!trusted || trusted.kind === 'subscription' || body.query !== undefined) {
    return errorResponse('BAD_REQUEST', 'Thao tác không được phép.');
  }
  const variables = body.variables && typeof body.variables === 'object' ? body.variables : {};
  // Only picks which of the browser's own sessions to use; each is checked by the provider.
  const token = await sessionToken(request.headers.get(AREA_HEADER) === 'cloud' ? 'cloud' : 'staff');
  // 200 with GraphQL errors in the body, each with its code; 503 passes through (the database is
  // out of reach: the user is told to retry, the proxy may try another instance).
  const started = performance.now();
  const answer = await forwardToProvider({ query: trusted.document, variables }, { token, clientIp: clientIp(request) });
  const status = answer.status === 503 ? 503 : 200;
  const seconds = (performance.now() - started) / 1000;
  appMetrics().graphqlSeconds.observe({ operation: trusted.name, status: String(status) }, seconds);
  log.info({ reqId: currentRequestId(), operation: trusted.name, status, ms: Math.round(seconds * 10_000) / 10 }, 'graphql');
  return new Response(answer.body, { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
});
