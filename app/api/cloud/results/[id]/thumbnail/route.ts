import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A delivered result's thumbnail, for the customer it was delivered to.
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/task-results/${id}/thumbnail`));
export const dynamic = 'force-dynamic';
