import { cloudFileRoute } from '@/lib/server/provider-files';
import { getCloudSession } from '@/lib/server/session';

// A cloud user's own file, as an attachment (the provider refuses anyone else's with 404).
export const GET = cloudFileRoute(() => getCloudSession());

export const dynamic = 'force-dynamic';
