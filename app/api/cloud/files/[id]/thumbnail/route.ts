import { providerFileRoute } from '@/lib/server/provider-files';

// The server-made thumbnail of a cloud user's own file.
export const GET = providerFileRoute('cloud', (id) => `/cloud-files/${id}/thumbnail`);
export const dynamic = 'force-dynamic';
