import { providerFileRoute } from '@/lib/server/provider-files';

// The server-made thumbnail of a job's result, for staff who may see the job.
export const GET = providerFileRoute('staff', (id) => `/task-results/${id}/thumbnail`);
export const dynamic = 'force-dynamic';
