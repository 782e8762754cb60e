import { BROWSER_PROVIDER_PATHS } from '@/domain/browser-provider-paths';
import { IssueBatchZipTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { providerZip } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A customer's whole batch as one ZIP (admins only): the browser is sent to the provider with a
// download ticket for it (the provider checks the session and the role again).
export const GET = routeHandler<{ id: string }>(
  providerZip(
    'staff',
    BROWSER_PROVIDER_PATHS.batchZip,
    async (batchId, token) => (await callProvider(IssueBatchZipTicketDocument, { batchId }, { token })).issue_batch_zip_ticket.ticket,
  ),
);

export const dynamic = 'force-dynamic';
