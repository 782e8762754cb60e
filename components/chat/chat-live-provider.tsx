'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { OnChattingDocument } from '@/graphql/generated/operations.generated';
import { newMessageToast } from '@/lib/client/chat-display';
import { applyChatEvent, type ChatEvent } from '@/lib/client/chat-events';
import { refreshMessages, refreshRooms } from '@/lib/client/queries/chat';
import { onRealtimeConnected, subscribeRealtime } from '@/lib/client/realtime';
import { getActiveChatRoom } from './active-room';

/** OnChatting is subscribed with room id 9999, meaning every room of the user (docs/decisions/chat-rooms-and-access.md). */
const ALL_MY_ROOMS = 9999;
/** The new-message toast stays 10 s (docs/decisions/chat-live-events.md). */
const NEW_MESSAGE_TOAST_MS = 10_000;

type Listener = { navigate: (href: string) => void };

// One subscription per tab, however many components mount the provider (the header may render
// the drawer button twice, e.g. desktop and mobile): the first mount starts it, the last
// unmount stops it. Events never write messages into the screen themselves: the open room's
// messages are refetched and merged by id, so a message shows once and in order whatever arrives
// twice; the room list is patched from the event (its preview, time and unread count).
let live: { viewerId: number; queryClient: QueryClient; stop: () => void; listeners: Set<Listener>; seen: Set<number> } | null = null;

/**
 * No toast while the chat is on screen (its list shows the new message) or while a chat image is
 * open full size (the toast would cover it): docs/decisions/chat-screens.md.
 */
function chatToastUnwanted(): boolean {
  if (typeof window === 'undefined') return false;
  const path = window.location.pathname;
  return path === '/chat' || path.startsWith('/chat/') || document.querySelector('[data-chat-lightbox]') !== null;
}

function handleEvent(event: ChatEvent) {
  if (!live || live.seen.has(event.id)) return;
  live.seen.add(event.id);
  if (live.seen.size > 500) live.seen.delete(live.seen.values().next().value!);
  const { queryClient, viewerId } = live;
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  const active = getActiveChatRoom();
  // At most one refetch per event: the room list is patched from the event, the open room's
  // messages are read again (lib/client/chat-events.ts).
  void applyChatEvent(queryClient, viewerId, event, active);
  if (event.room_id === active && visible) return;
  if (event.posted_user_id === viewerId || chatToastUnwanted()) return;
  const [listener] = live.listeners;
  toast(newMessageToast(event), {
    id: `chat-${event.room_id}`,
    duration: NEW_MESSAGE_TOAST_MS,
    closeButton: true,
    action: listener ? { label: 'Xem', onClick: () => listener.navigate(`/chat/${event.room_id}`) } : undefined,
  });
}

function start(viewerId: number, queryClient: QueryClient) {
  const stopSubscription = subscribeRealtime(OnChattingDocument, { userId: viewerId, roomId: ALL_MY_ROOMS }, (data) => handleEvent(data.chat));
  // Events sent while there was no connection are gone: refetch the list and the open room on
  // every connection — after an outage, and on the first one too, since the page's messages were
  // read before the subscription was live (a message posted in between would be missing).
  const stopReconnect = onRealtimeConnected(() => {
    const active = getActiveChatRoom();
    const openRoom = active === null ? Promise.resolve() : refreshMessages(queryClient, active);
    void openRoom.finally(() => refreshRooms(queryClient, viewerId));
  });
  return () => {
    stopSubscription();
    stopReconnect();
  };
}

/**
 * Keeps the tab's chat live: mount once for signed-in staff pages (ChatDrawerButton does, in
 * the header). Renders its children unchanged.
 */
export function ChatLiveProvider({ viewerId, children }: { viewerId: number | undefined; children?: ReactNode }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const listener = useRef<Listener>({ navigate: (href) => router.push(href) });

  useEffect(() => {
    listener.current.navigate = (href) => router.push(href);
  }, [router]);

  useEffect(() => {
    if (viewerId === undefined) return;
    if (live && (live.viewerId !== viewerId || live.queryClient !== queryClient)) {
      live.stop();
      live = null;
    }
    live ??= { viewerId, queryClient, stop: start(viewerId, queryClient), listeners: new Set(), seen: new Set() };
    const current = live;
    const mine = listener.current;
    current.listeners.add(mine);
    return () => {
      current.listeners.delete(mine);
      if (current.listeners.size === 0 && live === current) {
        current.stop();
        live = null;
      }
    };
  }, [viewerId, queryClient]);

  return <>{children}</>;
}
