import { cloudFileDownload } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

// The studio's download of a customer's file (admins only; the provider checks the role).
export const GET = routeHandler<{ id: string }>(cloudFileDownload(() => getStaffSession()));

export const dynamic = 'force-dynamic';
