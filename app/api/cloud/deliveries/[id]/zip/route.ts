import { providerFileRoute } from '@/lib/server/provider-files';

// Every result of one of the customer's deliveries as one ZIP, streamed from the provider as it is built.
export const GET = providerFileRoute('cloud', (id) => `/deliveries/${id}/zip`);
export const dynamic = 'force-dynamic';
