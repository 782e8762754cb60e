import type { Metadata } from 'next';
import { ChatWelcome } from '@/components/chat/chat-welcome';
import { requireStaff } from '@/lib/server/auth';

export const metadata: Metadata = { title: 'Chat' };

export default async function ChatListPage() {
  await requireStaff('/chat');
  return <ChatWelcome />;
}
