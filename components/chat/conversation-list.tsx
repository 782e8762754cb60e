'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { matchesRoom } from '@/lib/client/chat-display';
import { useChatRooms } from '@/lib/client/queries/chat';
import { SearchIcon } from './chat-icons';
import { ConversationListItem } from './conversation-list-item';
import { useNow } from '@/components/ui/now';
import { useHydrated } from '@/components/ui/use-hydrated';

type ConversationListProps = {
  viewerId: number;
  activeRoomId?: number | null;
  collapsed?: boolean;
  /** Called when a conversation is chosen (the header's dialog closes itself). */
  onNavigate?: () => void;
  className?: string;
};

/** The conversation list with its 'Tìm...' search, shared by the chat screen and the header's dialog. */
export function ConversationList({ viewerId, activeRoomId = null, collapsed = false, onNavigate, className }: ConversationListProps) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const rooms = useChatRooms(viewerId);
  const now = useNow();
  const shown = (rooms.data ?? []).filter((room) => matchesRoom(room, viewerId, query));

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      {!collapsed && (
        <div className="px-3 pb-2">
          <label className="relative block">
            <span className="sr-only">Tìm cuộc trò chuyện</span>
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
            <input
              type="search"
              value={query}
              readOnly={!hydrated}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Tìm..."
              className="h-10 w-full rounded-full border border-border bg-background pl-9 pr-3 text-sm text-foreground placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
            />
          </label>
        </div>
      )}
      <nav aria-label="Cuộc trò chuyện" className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {rooms.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted">
            <Spinner />
            {!collapsed && 'Đang tải...'}
          </p>
        ) : rooms.isError ? (
          <p role="alert" className="px-3 py-6 text-center text-sm text-danger">
            Không tải được danh sách trò chuyện.
          </p>
        ) : shown.length === 0 ? (
          !collapsed && <p className="px-3 py-6 text-center text-sm text-muted">{query.trim() ? 'Không có cuộc trò chuyện phù hợp.' : 'Chưa có cuộc trò chuyện nào.'}</p>
        ) : (
          <ul className="space-y-0.5">
            {shown.map((room) => (
              <ConversationListItem key={room.id} room={room} viewerId={viewerId} active={room.id === activeRoomId} collapsed={collapsed} now={now} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
        {rooms.hasNextPage && !collapsed && (
          <button
            type="button"
            onClick={() => void rooms.fetchNextPage()}
            // Painted from the first HTML: inert until the page is live, so an early click is not lost.
            disabled={!hydrated || rooms.isFetchingNextPage}
            className="mx-auto mt-2 block rounded-lg px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft disabled:opacity-60"
          >
            Xem thêm
          </button>
        )}
      </nav>
    </div>
  );
}
