'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import { unreadTotal } from '@/lib/client/chat-display';
import { CountBadge } from '@/components/ui/count-badge';
import { useChatRooms } from '@/lib/client/queries/chat';
import { ChatBubbleIcon } from './chat-icons';
import { ChatLiveProvider } from './chat-live-provider';

type ChatDrawerButtonProps = {
  /** The signed-in staff user's id (the header has it from the server layout). */
  viewerId: number;
  className?: string;
};

// The dialog (Radix) and the conversation list in it load when first wanted
// (components/ui/lazy-trigger.tsx); the badge and the live chat start with the page.
const loadDrawer = () => import('./chat-drawer').then((module) => module.ChatDrawer);

/**
 * The header's chat entry: a button whose badge is the sum of unread_count
 * over the conversations (shown '99+' above 99), opening a dialog titled 'Chat' with the
 * conversation list. It also keeps the tab's chat live (ChatLiveProvider).
 */
export function ChatDrawerButton({ viewerId, className }: ChatDrawerButtonProps) {
  const rooms = useChatRooms(viewerId);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadDrawer);
  const unread = unreadTotal(rooms.data ?? []);
  const label = unread ? `Chat, ${unread} tin chưa đọc` : 'Chat';
  const triggerClassName = cn(
    'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors',
    'hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
    'data-[state=open]:bg-primary-soft data-[state=open]:text-primary',
    className,
  );
  const trigger = (
    <>
      <ChatBubbleIcon className="size-6" />
      <CountBadge count={unread} testId="chat-badge" />
    </>
  );

  return (
    <ChatLiveProvider viewerId={viewerId}>
      {Part && asked ? (
        <Part viewerId={viewerId} label={label} className={triggerClassName} trigger={trigger} open={open} onOpenChange={setOpen} />
      ) : (
        <PlaceholderTrigger
          aria-label={label}
          title="Chat"
          className={triggerClassName}
          preload={preload}
          onOpen={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          {trigger}
        </PlaceholderTrigger>
      )}
    </ChatLiveProvider>
  );
}
