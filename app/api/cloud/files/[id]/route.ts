import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A cloud user's own file, as an attachment (the provider refuses anyone else's with 404).
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/cloud-files/${id}`));

export const dynamic = 'force-dynamic';
