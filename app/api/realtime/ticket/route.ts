import { NextResponse, type NextRequest } from 'next/server';
import { IssueRealtimeTicketDocument } from '@/graphql/generated/operations.generated';
import { realtimeUrl as realtimeUrlOf } from '@/lib/server/content-security';
import { env } from '@/lib/server/env';
import { callProvider } from '@/lib/server/provider-client';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getCloudSession, getStaffSession } from '@/lib/server/session';

/** Where the browser opens its graphql-ws connection: configured, or this host on the provider's port. */
function realtimeUrl(request: NextRequest): string {
  const forwardedProto = request.headers.get('x-forwarded-proto');
  const secure = (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  return realtimeUrlOf({ configured: env().NEXT_PUBLIC_REALTIME_URL, hostname: request.nextUrl.hostname, secure, providerPort: env().PROVIDER_PORT });
}

/** A short-lived ticket for the signed-in user's realtime connection (re-fetched on every reconnect). */
export const GET = routeHandler(async (request) => {
  const token = (await getStaffSession()).token ?? (await getCloudSession()).token;
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const { issue_realtime_ticket } = await callProvider(IssueRealtimeTicketDocument, {}, { token });
  return NextResponse.json({ url: realtimeUrl(request), ticket: issue_realtime_ticket.ticket }, { headers: { 'cache-control': 'no-store' } });
});
