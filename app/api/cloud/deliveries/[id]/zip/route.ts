import { NextResponse } from 'next/server';
import { IssueDeliveryZipTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { providerUrlForBrowser } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getCloudSession } from '@/lib/server/session';

// Every result of one of the customer's deliveries as one ZIP (gigabytes for a few hundred
// photos). The browser is sent to the provider, which builds and streams it, with a download
// ticket for that one ZIP (60 s; the provider checks the session and the delivery again), so
// the bytes do not pass through the app: bench/delivery measured the app alone growing
// ≈ 117 MB while it relayed a 2.7 GB ZIP (docs/decisions/delivery.md).
export const GET = routeHandler<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return errorResponse('NOT_FOUND', 'Không tìm thấy tệp.');
  const { token } = await getCloudSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const { issue_delivery_zip_ticket } = await callProvider(IssueDeliveryZipTicketDocument, { deliveryId: Number(id) }, { token });
  const target = new URL(providerUrlForBrowser(request, `deliveries/${id}/zip`));
  target.searchParams.set('ticket', issue_delivery_zip_ticket.ticket);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('cache-control', 'no-store');
  return response;
});
export const dynamic = 'force-dynamic';
