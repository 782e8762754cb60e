import { providerFile } from '@/lib/server/provider-files';
import { routeHandler } from '@/lib/server/route-handler';

// The conversation's thumbnail of a chat image (the picture itself until it is made), for the room's members.
export const GET = routeHandler<{ id: string }>(providerFile('staff', (id) => `/chat-images/${id}/thumbnail`));
export const dynamic = 'force-dynamic';
