import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A delivered result, for the customer it was delivered to (the provider refuses anyone else, and everyone before delivery).
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/task-results/${id}`));
export const dynamic = 'force-dynamic';
