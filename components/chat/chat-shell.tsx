'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';
import { ChatBubbleIcon, CollapseIcon, ComposeIcon } from './chat-icons';
import { ConversationList } from './conversation-list';

/** Which conversation a chat path shows: /chat/12 → 12; /chat and /chat/new → null. */
export function roomIdFromPath(pathname: string): number | null {
  const match = /^\/chat\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/**
 * The chat screen's frame (docs/decisions/chat-screens.md): the conversation list on the left (320 px,
 * collapsible to 96) and the open mode (welcome, compose or conversation) beside it. On phones
 * one of the two fills the screen.
 */
export function ChatShell({ viewerId, children }: { viewerId: number; children: ReactNode }) {
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(false);
  const activeRoomId = roomIdFromPath(pathname);
  const onIndex = pathname === '/chat' || pathname === '/chat/';

  return (
    <div className="flex h-[calc(100dvh-7.5rem)] min-h-[520px] lg:h-[calc(100dvh-10rem)] overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <aside
        aria-label="Danh sách trò chuyện"
        data-collapsed={collapsed || undefined}
        className={cn(
          'min-h-0 shrink-0 flex-col border-r border-border transition-[width] duration-200',
          onIndex ? 'flex w-full md:w-[320px]' : 'hidden md:flex',
          collapsed ? 'md:w-[96px]' : 'md:w-[320px]',
        )}
      >
        <div className={cn('flex h-16 shrink-0 items-center gap-1 px-4', collapsed && 'md:justify-center md:px-0')}>
          <h1 className={cn('mr-auto flex items-center gap-2 text-lg font-semibold', collapsed && 'md:hidden')}>
            <ChatBubbleIcon className="size-5 text-primary" />
            Chat
          </h1>
          <Link href="/chat/new" aria-label="Chat mới" title="Chat mới" className={cn(iconButton, collapsed && 'md:hidden')}>
            <ComposeIcon className="size-5" />
          </Link>
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Mở rộng danh sách' : 'Thu gọn danh sách'}
            aria-expanded={!collapsed}
            className={cn(iconButton, 'max-md:hidden')}
          >
            <CollapseIcon collapsed={collapsed} className="size-5" />
          </button>
        </div>
        {collapsed && (
          <Link href="/chat/new" aria-label="Chat mới" title="Chat mới" className={cn(iconButton, 'mx-auto mb-2 max-md:hidden')}>
            <ComposeIcon className="size-5" />
          </Link>
        )}
        <ConversationList viewerId={viewerId} activeRoomId={activeRoomId} collapsed={collapsed} />
      </aside>
      <section aria-label="Nội dung trò chuyện" className={cn('min-h-0 min-w-0 flex-1 flex-col', onIndex ? 'hidden md:flex' : 'flex')}>
        {children}
      </section>
    </div>
  );
}
