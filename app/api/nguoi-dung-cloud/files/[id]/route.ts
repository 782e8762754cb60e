import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The studio's download of a customer's file (admins only; the provider checks the role).
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/cloud-files/${id}`));

export const dynamic = 'force-dynamic';
