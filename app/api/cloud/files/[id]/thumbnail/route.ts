import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The server-made thumbnail of a cloud user's own file.
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/cloud-files/${id}/thumbnail`));
export const dynamic = 'force-dynamic';
