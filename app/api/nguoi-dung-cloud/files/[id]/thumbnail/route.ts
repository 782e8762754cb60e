import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The studio's view of a customer's file thumbnail (admins only; the provider checks the role).
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/cloud-files/${id}/thumbnail`));
export const dynamic = 'force-dynamic';
