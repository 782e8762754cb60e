import type { ReactNode } from 'react';
import { ChatShell } from '@/components/chat/chat-shell';
import { requireStaff } from '@/lib/server/auth';

// The conversation list stays mounted while the reader moves between /chat, /chat/new and
// /chat/:conversationKey; each page fills the main pane.
// Outside the (screens) group, as the board is (docs/decisions/loading-screen.md): no full-page
// loading screen first, so the room's newest messages are in the first chunk of HTML and painted
// as it is parsed, not moved into place by a script after the page's own scripts ran
// (docs/decisions/page-weight.md, 'bench:pages covers every daily screen').

export default async function ChatLayout({ children }: { children: ReactNode }) {
  const viewer = await requireStaff('/chat');
  return <ChatShell viewerId={viewer.id}>{children}</ChatShell>;
}
