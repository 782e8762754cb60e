import type { ReactNode } from 'react';
import { ChatShell } from '@/components/chat/chat-shell';
import { requireStaff } from '@/lib/server/auth';

// The conversation list stays mounted while the reader moves between /chat, /chat/new and
// /chat/:conversationKey; each page fills the main pane.
export default async function ChatLayout({ children }: { children: ReactNode }) {
  const viewer = await requireStaff('/chat');
  return <ChatShell viewerId={viewer.id}>{children}</ChatShell>;
}
