import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A delivered result's large rendition, for the customer it was delivered to (docs/decisions/viewer.md).
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/task-results/${id}/preview`));
export const dynamic = 'force-dynamic';
