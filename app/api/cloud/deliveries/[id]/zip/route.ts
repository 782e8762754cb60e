import { BROWSER_PROVIDER_PATHS } from '@/domain/browser-provider-paths';
import { IssueDeliveryZipTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { providerZip } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// Every result of one of the customer's deliveries as one ZIP: the browser is sent to the
// provider with a download ticket for it (the provider checks the session and the delivery again).
export const GET = routeHandler<{ id: string }>(
  providerZip(
    'cloud',
    BROWSER_PROVIDER_PATHS.deliveryZip,
    async (deliveryId, token) => (await callProvider(IssueDeliveryZipTicketDocument, { deliveryId }, { token })).issue_delivery_zip_ticket.ticket,
  ),
);

export const dynamic = 'force-dynamic';
