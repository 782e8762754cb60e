import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatRoomListQuery, OnChattingSubscription } from '@/graphql/generated/operations.generated';
import { chatKeys } from '@/lib/chat/query-keys';
import type { MessageWindow } from '@/lib/chat/message-window';
import { refreshMessages, refreshRooms } from '@/lib/client/queries/chat';

// What one live chat event does to the tab's cached chat data (docs/decisions/chat-live-events.md):
// at most one refetch. The event carries the message's room, id, time, sender and preview (its
// `content`: the first characters, empty for an image), which is all the room list shows of it,
// so the list is patched in place; only the open room's messages are read again (they need the
// whole message and its sender, and reading them marks them read on the provider).

export type ChatEvent = OnChattingSubscription['chat'];
type RoomPage = ChatRoomListQuery['chat_room_list'];
type RoomList = InfiniteData<RoomPage, string | null>;

export type ChatEventEffect = 'patched' | 'messages refetched' | 'rooms refetched';

/**
 * Puts the event's message at the top of the cached room list as the room's last message, one
 * more unread for a message from someone else in a room not open. False when the list cannot be
 * patched: it does not hold the room (a new conversation), it is being read right now, or the
 * room is the end cursor of the last page (moving it would change where the next page starts).
 */
function patchRoomList(queryClient: QueryClient, viewerId: number, event: ChatEvent, open: boolean): boolean {
  const key = chatKeys.rooms(viewerId);
  const list = queryClient.getQueryData<RoomList>(key);
  if (!list) return true; // no list in this tab: nothing to keep fresh
  // A read of the list already on its way may have left before this message was stored: its
  // answer would overwrite the patch. Read it again instead (the one refetch of this event).
  if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') return false;
  const pageIndex = list.pages.findIndex((page) => page.edges.some((edge) => edge.node.id === event.room_id));
  if (pageIndex < 0) return false;
  const page = list.pages[pageIndex]!;
  const edge = page.edges.find((candidate) => candidate.node.id === event.room_id)!;
  // Already shown (the same event twice, or a refetch that came first): nothing to do.
  if ((edge.node.last_message?.id ?? 0) >= event.id) return true;
  if (page.pageInfo.endCursor === String(event.room_id) && pageIndex === list.pages.length - 1 && page.pageInfo.hasNextPage) return false;
  const raised = !open && event.posted_user_id !== viewerId;
  const node = {
    ...edge.node,
    unread_count: open ? 0 : edge.node.unread_count + (raised ? 1 : 0),
    last_message: {
      id: event.id,
      posted_at: event.posted_at,
      messageContentType: event.messageContentType,
      preview: event.content,
      posted_by: { id: event.posted_user_id },
    },
  };
  const pages = list.pages.map((each, index) => {
    const edges = each.edges.filter((candidate) => candidate.node.id !== event.room_id);
    return index === 0 ? { ...each, edges: [{ ...edge, node }, ...edges] } : { ...each, edges };
  });
  queryClient.setQueryData<RoomList>(chatKeys.rooms(viewerId), { ...list, pages });
  return true;
}

/** One live chat event: patches the room list; refetches the open room's messages unless it holds the message. */
export function applyChatEvent(queryClient: QueryClient, viewerId: number, event: ChatEvent, activeRoomId: number | null): Promise<ChatEventEffect> {
  const open = event.room_id === activeRoomId;
  const listPatched = patchRoomList(queryClient, viewerId, event, open);
  if (open) {
    const held = queryClient.getQueryData<MessageWindow>(chatKeys.messages(event.room_id));
    // The one refetch an event may cost goes to the messages on screen. An open room the list does
    // not hold (rare: a conversation opened before the list had it) joins the list at its next
    // read (focus, or after its 30 s), not at once: never two refetches for one event.
    if (held?.messages.some((message) => message.id === event.id)) return Promise.resolve('patched');
    return refreshMessages(queryClient, event.room_id).then(() => 'messages refetched');
  }
  if (listPatched) return Promise.resolve('patched');
  return refreshRooms(queryClient, viewerId).then(() => 'rooms refetched');
}
