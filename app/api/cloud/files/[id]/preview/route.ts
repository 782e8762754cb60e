import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The large rendition of a cloud user's own file, for the viewer's 'Trước' side (docs/decisions/viewer.md).
export const GET = routeHandler<{ id: string }>(providerFile('cloud', (id) => `/cloud-files/${id}/preview`));
export const dynamic = 'force-dynamic';
