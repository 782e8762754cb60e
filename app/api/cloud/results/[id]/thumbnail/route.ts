import { providerFileRoute } from '@/lib/server/provider-files';

// A delivered result's thumbnail, for the customer it was delivered to.
export const GET = providerFileRoute('cloud', (id) => `/task-results/${id}/thumbnail`);
export const dynamic = 'force-dynamic';
