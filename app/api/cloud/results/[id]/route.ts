import { providerFileRoute } from '@/lib/server/provider-files';

// A delivered result, for the customer it was delivered to (the provider refuses anyone else, and everyone before delivery).
export const GET = providerFileRoute('cloud', (id) => `/task-results/${id}`);
export const dynamic = 'force-dynamic';
