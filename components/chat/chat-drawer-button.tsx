'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { unreadTotal } from '@/lib/client/chat-display';
import { CountBadge } from '@/components/ui/count-badge';
import { useChatRooms } from '@/lib/client/queries/chat';
import { ChatBubbleIcon, CloseIcon, ComposeIcon } from './chat-icons';
import { roomIdFromPath } from './chat-shell';
import { ChatLiveProvider } from './chat-live-provider';
import { ConversationList } from './conversation-list';

type ChatDrawerButtonProps = {
  /** The signed-in staff user's id (the header has it from the server layout). */
  viewerId: number;
  className?: string;
};

/**
 * The header's chat entry: a button whose badge is the sum of unread_count
 * over the conversations (shown '99+' above 99), opening a dialog titled 'Chat' with the
 * conversation list. It also keeps the tab's chat live (ChatLiveProvider).
 */
export function ChatDrawerButton({ viewerId, className }: ChatDrawerButtonProps) {
  const rooms = useChatRooms(viewerId);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const unread = unreadTotal(rooms.data ?? []);
  const label = unread ? `Chat, ${unread} tin chưa đọc` : 'Chat';

  return (
    <ChatLiveProvider viewerId={viewerId}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          aria-label={label}
          title="Chat"
          className={cn(
            'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors',
            'hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
            'data-[state=open]:bg-primary-soft data-[state=open]:text-primary',
            className,
          )}
        >
          <ChatBubbleIcon className="size-6" />
          <CountBadge count={unread} testId="chat-badge" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex w-[360px] max-w-[calc(100vw-32px)] flex-col border-l border-border bg-surface text-foreground shadow-2xl outline-none"
          >
            <div className="flex h-16 shrink-0 items-center gap-1 border-b border-border px-4">
              <Dialog.Title className="mr-auto text-base font-semibold">Chat</Dialog.Title>
              <Link
                href="/chat/new"
                onClick={() => setOpen(false)}
                aria-label="Chat mới"
                title="Chat mới"
                className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <ComposeIcon className="size-5" />
              </Link>
              <Dialog.Close
                aria-label="Đóng"
                className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <CloseIcon className="size-5" />
              </Dialog.Close>
            </div>
            <div className="flex min-h-0 flex-1 flex-col pt-3">
              <ConversationList viewerId={viewerId} activeRoomId={roomIdFromPath(pathname)} onNavigate={() => setOpen(false)} />
            </div>
            <Link href="/chat" onClick={() => setOpen(false)} className="shrink-0 border-t border-border py-3 text-center text-sm font-medium text-primary hover:bg-primary-soft">
              Mở trang Chat
            </Link>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ChatLiveProvider>
  );
}
