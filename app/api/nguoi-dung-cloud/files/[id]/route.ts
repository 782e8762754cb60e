import { cloudFileRoute } from '@/lib/server/provider-files';
import { getStaffSession } from '@/lib/server/session';

// The studio's download of a customer's file (admins only; the provider checks the role).
export const GET = cloudFileRoute(() => getStaffSession());

export const dynamic = 'force-dynamic';
