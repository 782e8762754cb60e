import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The studio's view of a customer's original at viewer size: whoever may see its thumbnail (the provider checks).
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/cloud-files/${id}/preview`));
export const dynamic = 'force-dynamic';
