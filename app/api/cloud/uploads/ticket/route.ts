import { NextResponse, type NextRequest } from 'next/server';
import { IssueRealtimeTicketDocument } from '@/graphql/generated/operations.generated';
import { env } from '@/lib/env';
import { callProvider } from '@/lib/provider-client';
import { errorResponse, routeHandler } from '@/lib/route-handler';
import { getCloudSession } from '@/lib/session';

// Where and how the upload page sends bytes: straight to the provider's tus endpoint (like the
// realtime websocket), with a short-lived ticket of the cloud session. Passing uploads through
// the app would buffer them (docs/decisions/cloud-files.md).

/** The provider's tus endpoint as the browser reaches it: beside the configured realtime URL, else this host on PROVIDER_PORT. */
function uploadEndpoint(request: NextRequest): string {
  const configured = env().NEXT_PUBLIC_REALTIME_URL;
  if (configured) {
    const url = new URL(configured);
    url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
    url.pathname = url.pathname.replace(/\/graphql\/?$/, '') + '/uploads';
    return url.toString();
  }
  const forwardedProto = request.headers.get('x-forwarded-proto');
  const secure = (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  return `${secure ? 'https' : 'http'}://${request.nextUrl.hostname}:${env().PROVIDER_PORT}/uploads`;
}

export const GET = routeHandler(async (request) => {
  const { token } = await getCloudSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const { issue_realtime_ticket } = await callProvider(IssueRealtimeTicketDocument, {}, { token });
  return NextResponse.json({ endpoint: uploadEndpoint(request), ticket: issue_realtime_ticket.ticket }, { headers: { 'cache-control': 'no-store' } });
});
