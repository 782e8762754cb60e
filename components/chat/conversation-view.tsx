'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId } from 'react';
import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { markConversationSeen, refreshMessages, useChatMessages, useChatRoom } from '@/lib/client/queries/chat';
import { isRealtimeConnected } from '@/lib/client/realtime';
import { setActiveChatRoom } from './active-room';
import { ConversationHeader } from './conversation-header';
import { InfoPanel } from './info-panel';
import { MessageInput, type OutgoingMessage } from './message-input';
import { MessageList } from './message-list';
import { useInfoPanel } from './use-info-panel';
import { useSendMessage } from './use-send-message';

/** Makes the room this tab's active one (live events refresh it) and marks it seen. */
export function useActiveRoom(viewerId: number, roomId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (roomId === null) return;
    setActiveChatRoom(roomId);
    // Events for a room that is not yet active only refresh the room list. When the connection
    // came up before this room did (the page's header goes live before a streamed screen), a
    // message posted since the room's messages were read would be missing: read them again
    // (the connection's own first refetch covers the other order). A read already on its way (a
    // room opened in the browser) reaches the provider after this, so it is kept, not sent twice.
    if (isRealtimeConnected()) void refreshMessages(queryClient, roomId, { keepRunning: true });
    // A failed mark-as-seen is kept quiet (logged only): the user has nothing to do about it.
    markConversationSeen(queryClient, viewerId, roomId).catch((error) => console.warn('[chat] mark-as-seen failed', error));
    return () => setActiveChatRoom(null);
  }, [queryClient, viewerId, roomId]);
}

/** Detail mode: header, messages, input bar and the collapsible info panel. */
export function ConversationView({ viewerId, roomId }: { viewerId: number; roomId: number }) {
  const room = useChatRoom(roomId);
  const messages = useChatMessages(viewerId, roomId);
  const send = useSendMessage(viewerId);
  const info = useInfoPanel();
  const showsPanel = info.open || info.byScreen;
  const infoPanelId = useId();
  useActiveRoom(viewerId, roomId);

  if (room.isPending) {
    return (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted">
        <Spinner /> Đang tải...
      </p>
    );
  }
  if (room.isError || !room.data) {
    const missing = room.error instanceof GraphQLRequestError && room.error.code === 'NOT_FOUND';
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-base font-semibold">{missing ? 'Không tìm thấy cuộc trò chuyện' : 'Không tải được cuộc trò chuyện'}</p>
        <p className="max-w-sm text-sm text-muted">
          {missing ? 'Cuộc trò chuyện không tồn tại hoặc bạn không phải thành viên.' : 'Vui lòng thử lại sau.'}
        </p>
        <Link href="/chat" className="rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-primary-soft">
          Về danh sách trò chuyện
        </Link>
      </div>
    );
  }

  return (
    // On wide screens the info panel (placed over the right edge) gets its 240 px from this padding.
    <div className={cn('relative flex min-h-0 flex-1', showsPanel && 'xl:pr-[240px]')}>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <ConversationHeader room={room.data} viewerId={viewerId} infoOpen={info.open} onToggleInfo={info.toggle} infoPanelId={infoPanelId} />
        <MessageList
          viewerId={viewerId}
          group={room.data.type === 'Group'}
          window={messages.data}
          loading={messages.isPending}
          failed={messages.isError}
          loadOlder={messages.loadOlder}
        />
        <MessageInput onSend={(message: OutgoingMessage) => send(roomId, message)} />
      </div>
      {showsPanel && (
        <InfoPanel id={infoPanelId} room={room.data} viewerId={viewerId} onClose={() => info.setOpen(false)} className={info.byScreen ? 'max-xl:hidden' : undefined} />
      )}
    </div>
  );
}
