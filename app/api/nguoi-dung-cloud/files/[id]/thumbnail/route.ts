import { providerFileRoute } from '@/lib/server/provider-files';

// The studio's view of a customer's file thumbnail (admins only; the provider checks the role).
export const GET = providerFileRoute('staff', (id) => `/cloud-files/${id}/thumbnail`);
export const dynamic = 'force-dynamic';
