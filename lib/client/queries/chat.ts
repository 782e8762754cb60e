'use client';

import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ChatRoomDocument,
  ChatRoomListDocument,
  GetChatRoomFromParticipantDocument,
  UsersDocument,
  ViewChatMessagesDocument,
  type ChatRoomListQuery,
} from '@/graphql/generated/operations.generated';
import { type ChatRoomSummary } from '@/lib/client/chat-display';
import { connects, mergeWindows, windowFromPage, type MessageWindow } from '@/lib/chat/message-window';
import { gqlRequest } from '@/lib/client/graphql-client';
import { chatKeys, MESSAGE_PAGE_SIZE, ROOM_PAGE_SIZE } from '@/lib/chat/query-keys';

// Chat data for React Query (docs/decisions/code-habits.md, habit 3): one key factory, the fetchers, and the
// hooks the chat screens and the header's drawer share.

export { chatKeys, MESSAGE_PAGE_SIZE, ROOM_PAGE_SIZE };

/** After a long disconnection, how many pages back a refresh looks for the messages it holds. */
const MAX_CATCH_UP_PAGES = 10;

// ---------------------------------------------------------------- viewer and contacts

export function useChatContacts(viewerId: number) {
  return useQuery({
    queryKey: chatKeys.contacts(),
    queryFn: async () => (await gqlRequest(UsersDocument, { input: { active: true } })).users,
    staleTime: 60_000,
    select: (users) => users.filter((user) => user.id !== viewerId),
  });
}

// ---------------------------------------------------------------- rooms

type RoomListPage = ChatRoomListQuery['chat_room_list'];

export function useChatRooms(viewerId: number | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.rooms(viewerId ?? 0),
    enabled: viewerId !== undefined,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await gqlRequest(ChatRoomListDocument, { input: { userId: viewerId!, args: { last: ROOM_PAGE_SIZE, before: pageParam } } })).chat_room_list,
    getNextPageParam: (last: RoomListPage) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
    select: (data) => data.pages.flatMap((page) => page.edges.map((edge) => edge.node)),
    staleTime: 30_000,
  });
}

/** Sets a room's unread count to 0 in the cached list (after mark-as-seen or viewing it). */
export function zeroUnread(queryClient: QueryClient, viewerId: number, roomId: number) {
  queryClient.setQueryData<InfiniteData<RoomListPage, string | null>>(chatKeys.rooms(viewerId), (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        edges: page.edges.map((edge) => (edge.node.id === roomId && edge.node.unread_count ? { ...edge, node: { ...edge.node, unread_count: 0 } } : edge)),
      })),
    },
  );
  queryClient.setQueryData<ChatRoomSummary | null>(chatKeys.room(roomId), (room) => room && { ...room, unread_count: 0 });
}

export function useChatRoom(roomId: number) {
  return useQuery({
    queryKey: chatKeys.room(roomId),
    queryFn: async () => (await gqlRequest(ChatRoomDocument, { roomId })).chat_room,
    staleTime: 30_000,
    retry: (failures, error) => (error as { code?: string }).code !== 'NOT_FOUND' && failures < 1,
  });
}

export function useRoomForParticipants(participantIds: number[]) {
  return useQuery({
    queryKey: chatKeys.participants(participantIds),
    queryFn: async () => (await gqlRequest(GetChatRoomFromParticipantDocument, { participantIds })).get_chat_room_from_participant,
    enabled: participantIds.length > 0,
    staleTime: 10_000,
  });
}

/** GET /api/chat/conversation/mark-as-seen (docs/decisions/chat-messages.md); zeroes the count on success. */
export async function markConversationSeen(queryClient: QueryClient, viewerId: number, roomId: number) {
  const response = await fetch(`/api/chat/conversation/mark-as-seen?conversationId=${roomId}`, { credentials: 'same-origin', cache: 'no-store' });
  // Read to its end even though it is not used: an unread answer stays an open request (presence-heartbeat.tsx).
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`mark-as-seen failed (${response.status})`);
  zeroUnread(queryClient, viewerId, roomId);
}

// ---------------------------------------------------------------- messages

async function fetchPage(viewerId: number, roomId: number, before: string | null) {
  const { view_chat_messages } = await gqlRequest(ViewChatMessagesDocument, {
    input: { userId: viewerId, roomId, args: { last: MESSAGE_PAGE_SIZE, before } },
  });
  return windowFromPage(view_chat_messages);
}

/**
 * The newest messages merged into what the screen holds. After a long disconnection it walks
 * back until it meets the messages held, so nothing missed is skipped; if it cannot within
 * ten pages it starts over from the newest page rather than show a hole.
 */
async function fetchNewest(queryClient: QueryClient, viewerId: number, roomId: number): Promise<MessageWindow> {
  const key = chatKeys.messages(roomId);
  const heldAtStart = queryClient.getQueryData<MessageWindow>(key);
  let fresh = await fetchPage(viewerId, roomId, null);
  zeroUnread(queryClient, viewerId, roomId); // viewing marks read (view_chat_messages)
  if (!heldAtStart) return fresh;
  for (let page = 1; !connects(heldAtStart, fresh) && page < MAX_CATCH_UP_PAGES; page++) {
    fresh = mergeWindows(fresh, await fetchPage(viewerId, roomId, fresh.olderCursor));
  }
  if (!connects(heldAtStart, fresh)) return fresh;
  // Merge into the latest held window: older pages may have arrived meanwhile.
  return mergeWindows(queryClient.getQueryData<MessageWindow>(key) ?? heldAtStart, fresh);
}

export function useChatMessages(viewerId: number, roomId: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.messages(roomId ?? 0),
    queryFn: () => fetchNewest(queryClient, viewerId, roomId!),
    enabled: roomId !== null,
    // Live events and reconnects refresh it (chat-live-provider.tsx); a focus refetch is cheap.
    staleTime: 10_000,
  });

  const loadOlder = useCallback(async () => {
    if (roomId === null) return;
    const key = chatKeys.messages(roomId);
    const held = queryClient.getQueryData<MessageWindow>(key);
    if (!held?.hasOlder || !held.olderCursor) return;
    const older = await fetchPage(viewerId, roomId, held.olderCursor);
    queryClient.setQueryData<MessageWindow>(key, (latest) => mergeWindows(older, latest ?? held));
  }, [queryClient, roomId, viewerId]);

  return { ...query, loadOlder };
}

/**
 * Refetches a room's messages now (after a send, a live event or a reconnect). `keepRunning`: a
 * read already on its way is kept instead of being cancelled and sent again.
 */
export function refreshMessages(queryClient: QueryClient, roomId: number, { keepRunning = false } = {}) {
  return queryClient.invalidateQueries({ queryKey: chatKeys.messages(roomId) }, { cancelRefetch: !keepRunning });
}

export function refreshRooms(queryClient: QueryClient, viewerId: number) {
  return queryClient.invalidateQueries({ queryKey: chatKeys.rooms(viewerId) });
}
