import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The viewer's large rendition of a job's result, for staff who may see the job (docs/decisions/viewer.md).
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/task-results/${id}/preview`));
export const dynamic = 'force-dynamic';
