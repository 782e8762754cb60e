import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A job's result file for staff who may see the job (the provider checks: docs/decisions/delivery.md).
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/task-results/${id}`));
export const dynamic = 'force-dynamic';
