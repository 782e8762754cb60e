import { BROWSER_PROVIDER_PATHS } from '@/domain/browser-provider-paths';
import { IssueFinalSetZipTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { providerZip } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// 'Bộ ảnh cuối' of the job one of the customer's deliveries belongs to, as one ZIP
// (docs/decisions/final-set.md): the browser is sent to the provider with a download ticket for it
// (the provider checks the session and the delivery again).
export const GET = routeHandler<{ id: string }>(
  providerZip(
    'cloud',
    BROWSER_PROVIDER_PATHS.finalSetZip,
    async (deliveryId, token) => (await callProvider(IssueFinalSetZipTicketDocument, { deliveryId }, { token })).issue_final_set_zip_ticket.ticket,
  ),
);

export const dynamic = 'force-dynamic';
