import { NextResponse } from 'next/server';
import { IssueRealtimeTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { realtimeUrlForBrowser } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getCloudSession, getStaffSession } from '@/lib/server/session';

/** A short-lived ticket for the signed-in user's realtime connection (re-fetched on every reconnect). */
export const GET = routeHandler(async (request) => {
  const token = (await getStaffSession()).token ?? (await getCloudSession()).token;
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const { issue_realtime_ticket } = await callProvider(IssueRealtimeTicketDocument, {}, { token });
  return NextResponse.json({ url: realtimeUrlForBrowser(request), ticket: issue_realtime_ticket.ticket }, { headers: { 'cache-control': 'no-store' } });
});
