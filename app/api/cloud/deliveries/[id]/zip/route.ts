import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// Every result of one of the customer's deliveries as one ZIP, streamed from the provider as it is built.
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/deliveries/${id}/zip`));
export const dynamic = 'force-dynamic';
