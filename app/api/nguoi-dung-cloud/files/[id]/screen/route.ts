import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The screen rendition (1,600 px) of the same file as ../preview, with the same check: the viewer's first picture (docs/decisions/viewer.md, "First picture").
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/cloud-files/${id}/screen`));
export const dynamic = 'force-dynamic';
