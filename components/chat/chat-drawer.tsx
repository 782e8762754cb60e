'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { CloseIcon, ComposeIcon } from './chat-icons';
import { roomIdFromPath } from './chat-shell';
import { ConversationList } from './conversation-list';

type ChatDrawerProps = {
  viewerId: number;
  label: string;
  className: string;
  /** The button's icon and badge (chat-drawer-button.tsx). */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The header's chat dialog, its own chunk (loaded by chat-drawer-button.tsx when first wanted). */
export function ChatDrawer({ viewerId, label, className, trigger, open, onOpenChange: setOpen }: ChatDrawerProps) {
  const pathname = usePathname();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={label} title="Chat" className={className}>
        {trigger}
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
  );
}
