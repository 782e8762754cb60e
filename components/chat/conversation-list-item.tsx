'use client';

import Link from 'next/link';
import { cn } from '@/components/ui/class-names';
import { exactTime, lastMessagePreview, relativeTime, roomTitle, stackPeople, type ChatRoomSummary } from '@/lib/client/chat-display';
import { AvatarStack } from './avatar-stack';

type ConversationListItemProps = {
  room: ChatRoomSummary;
  viewerId: number;
  active: boolean;
  collapsed: boolean;
  now: number;
  onNavigate?: () => void;
};

/** One conversation: avatar(s), title, last-message preview and time; unread ones get a dot and bold text. */
export function ConversationListItem({ room, viewerId, active, collapsed, now, onNavigate }: ConversationListItemProps) {
  const title = roomTitle(room, viewerId);
  const unread = room.unread_count > 0;
  const preview = lastMessagePreview(room);
  const last = room.last_message;
  return (
    <li>
      <Link
        href={`/chat/${room.id}`}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? title : undefined}
        data-unread={unread || undefined}
        className={cn(
          'group relative flex items-center gap-3 rounded-xl px-3 py-2.5 outline-none transition-colors',
          'hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary',
          active && 'bg-primary-soft',
          collapsed && 'justify-center px-0',
        )}
      >
        <span className="relative">
          <AvatarStack people={stackPeople(room, viewerId)} layout="cluster" showPresence={room.type === 'Private'} />
          {unread && collapsed && <UnreadDot className="absolute -right-1 -top-1 ring-2 ring-surface" />}
        </span>
        {!collapsed && (
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline gap-2">
              <span className={cn('truncate text-sm', unread ? 'font-bold text-foreground' : 'font-medium text-foreground')}>{title}</span>
              {last && (
                <time dateTime={last.posted_at} title={exactTime(last.posted_at)} className="ml-auto shrink-0 text-xs text-muted">
                  {relativeTime(last.posted_at, now)}
                </time>
              )}
            </span>
            <span className="mt-0.5 flex items-center gap-2">
              <span className={cn('truncate text-sm', unread ? 'font-semibold text-foreground' : 'text-muted')}>
                {last && last.posted_by.id === viewerId && <span className="font-normal text-muted">Bạn: </span>}
                {preview || <span className="italic">Chưa có tin nhắn</span>}
              </span>
              {unread && <UnreadDot className="ml-auto" />}
            </span>
          </span>
        )}
        {unread && <span className="sr-only">{`, ${room.unread_count} tin chưa đọc`}</span>}
      </Link>
    </li>
  );
}

function UnreadDot({ className }: { className?: string }) {
  return <span data-testid="unread-dot" aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full bg-primary', className)} />;
}
