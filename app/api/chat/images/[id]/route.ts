import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// A chat message's image, for the members of its room (docs/decisions/chat-images.md).
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/chat-images/${id}`));
export const dynamic = 'force-dynamic';
