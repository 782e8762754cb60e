'use client';

import Link from 'next/link';

/**
 * Header entry to the chat. The chat issue replaces this with the drawer button (badge = Σ
 * unread_count, dialog titled 'Chat' with the conversation list).
 */
export function ChatDrawerButton() {
  return (
    <Link href="/chat" className="rounded-lg px-3 py-2 text-sm font-medium hover:bg-primary-soft hover:text-primary">
      Chat
    </Link>
  );
}
