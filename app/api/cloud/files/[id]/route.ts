import { cloudFileDownload } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';
import { getCloudSession } from '@/lib/server/session';

// A cloud user's own file, as an attachment (the provider refuses anyone else's with 404).
export const GET = routeHandler<{ id: string }>(cloudFileDownload(() => getCloudSession()));

export const dynamic = 'force-dynamic';
