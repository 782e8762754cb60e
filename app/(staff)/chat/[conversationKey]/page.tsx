import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConversationView } from '@/components/chat/conversation-view';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Chat' };

/** The conversation key is the room id; anything else is not a conversation. */
function roomIdOf(key: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= 2_147_483_647 ? Number(key) : null;
}

export default async function ConversationPage({ params }: { params: Promise<{ conversationKey: string }> }) {
  const { conversationKey } = await params;
  const viewer = await requireStaff(`/chat/${encodeURIComponent(conversationKey)}`);
  const roomId = roomIdOf(conversationKey);
  if (roomId === null) notFound();
  // Keyed by room: moving to another conversation starts with a fresh screen.
  return <ConversationView key={roomId} viewerId={viewer.id} roomId={roomId} />;
}
