import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConversationView } from '@/components/chat/conversation-view';
import { NowProvider } from '@/components/ui/now';
import { requireStaff } from '@/lib/server/auth';
import { chatConversationQueries, prefetchQueries } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: 'Chat' };

/** The conversation key is the room id; anything else is not a conversation. */
function roomIdOf(key: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= 2_147_483_647 ? Number(key) : null;
}

// The room and its newest messages come in the first HTML, read with the session's token; the
// provider decides whether the viewer may see the room (if not, nothing is prefetched and the
// screen shows its own 'not found' after asking in the browser).
export default async function ConversationPage({ params }: { params: Promise<{ conversationKey: string }> }) {
  const { conversationKey } = await params;
  const viewer = await requireStaff(`/chat/${encodeURIComponent(conversationKey)}`);
  const roomId = roomIdOf(conversationKey);
  if (roomId === null) notFound();
  const { state, now } = await prefetchQueries(chatConversationQueries(viewer.token, viewer.id, roomId));
  // Keyed by room: moving to another conversation starts with a fresh screen.
  return (
    <HydrationBoundary state={state}>
      <NowProvider serverNow={now}>
        <ConversationView key={roomId} viewerId={viewer.id} roomId={roomId} />
      </NowProvider>
    </HydrationBoundary>
  );
}
