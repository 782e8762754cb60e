import { BROWSER_PROVIDER_PATHS } from '@/domain/browser-provider-paths';
import { NextResponse } from 'next/server';
import { IssueUploadTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { providerUrlForBrowser } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getCloudSession } from '@/lib/server/session';

// Where and how the upload page sends bytes: straight to the provider's tus endpoint (like the
// realtime websocket), with a short-lived upload ticket of the cloud session (its own audience: it cannot open the
// realtime socket, nor a realtime ticket upload; docs/decisions/realtime-door.md). Passing uploads through
// the app would buffer them (docs/decisions/cloud-files.md).

export const GET = routeHandler(async (request) => {
  const { token } = await getCloudSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const { issue_upload_ticket } = await callProvider(IssueUploadTicketDocument, {}, { token });
  return NextResponse.json({ endpoint: providerUrlForBrowser(request, BROWSER_PROVIDER_PATHS.cloudUploads()), ticket: issue_upload_ticket.ticket }, { headers: { 'cache-control': 'no-store' } });
});
