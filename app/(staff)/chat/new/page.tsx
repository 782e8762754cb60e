import type { Metadata } from 'next';
import { ComposeView } from '@/components/chat/compose-view';
import { requireStaff } from '@/lib/server/auth';

export const metadata: Metadata = { title: 'Chat mới' };

export default async function NewChatPage() {
  const viewer = await requireStaff('/chat/new');
  return <ComposeView viewerId={viewer.id} />;
}
