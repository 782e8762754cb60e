import { providerFileRoute } from '@/lib/server/provider-files';

// A job's result file for staff who may see the job (the provider checks: docs/decisions/delivery.md).
export const GET = providerFileRoute('staff', (id) => `/task-results/${id}`);
export const dynamic = 'force-dynamic';
