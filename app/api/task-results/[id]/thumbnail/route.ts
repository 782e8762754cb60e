import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The server-made thumbnail of a job's result, for staff who may see the job.
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/task-results/${id}/thumbnail`));
export const dynamic = 'force-dynamic';
