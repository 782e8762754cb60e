import { InfiniteQueryObserver, QueryClient, QueryObserver, type InfiniteData } from '@tanstack/react-query';
import type { ChatRoomListQuery } from '@/graphql/generated/operations.generated';
import { chatKeys } from '@/lib/chat/query-keys';
import type { ChatMessage, MessageWindow } from '@/lib/chat/message-window';
import { applyChatEvent, type ChatEvent } from '@/lib/client/chat-events';
import type { ChatRoomSummary } from '@/lib/client/chat-display';

// One live chat event costs the tab at most one refetch (docs/decisions/chat-live-events.md):
// a real QueryClient with the room list and the open room's messages mounted (observers, as the
// drawer and the conversation screen hold them), whose fetchers count their calls.

type RoomPage = ChatRoomListQuery['chat_room_list'];
const VIEWER = 1;
const OTHER = 2;
const person = (id: number) => ({ id, first_name: `Tên ${id}`, last_name: 'Họ', email: `u${id}@tm.local`, avatar_url: null, is_online: false });
const room = (id: number, lastId: number, unread = 0): ChatRoomSummary => ({
  id,
  type: 'Private',
  name: null,
  unread_count: unread,
  members: [{ is_admin: true, user: person(VIEWER) }, { is_admin: false, user: person(OTHER) }],
  last_message: { id: lastId, posted_at: new Date(1_700_000_000_000 + lastId * 1000).toISOString(), messageContentType: 'text', preview: `Tin ${lastId}`, posted_by: { id: OTHER } },
});
const message = (id: number, roomId: number, by = OTHER): ChatMessage => ({
  id,
  room_id: roomId,
  posted_at: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  read_count: 0,
  content: `Tin ${id}`,
  messageContentType: 'text',
  posted_by: person(by),
});
const event = (id: number, roomId: number, by = OTHER): ChatEvent => ({
  id,
  room_id: roomId,
  content: `Mới ${id}`,
  messageContentType: 'text',
  posted_user_id: by,
  posted_user_name: `Họ Tên ${by}`,
  posted_at: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  read_count: 0,
});

/** The list holds rooms 10 (newest), 11 and 12; room 10 is open with messages 1–3. */
async function mounted() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetches = { rooms: 0, messages: 0 };
  const roomPage: RoomPage = {
    totalCount: 3,
    pageInfo: { hasNextPage: false, endCursor: '12' },
    edges: [room(10, 3), room(11, 2, 1), room(12, 1)].map((node) => ({ cursor: String(node.id), node })),
  };
  const window: MessageWindow = { messages: [1, 2, 3].map((id) => message(id, 10)), hasOlder: false, olderCursor: '1', totalCount: 3 };
  const rooms = new InfiniteQueryObserver<RoomPage, Error, InfiniteData<RoomPage, string | null>, readonly unknown[], string | null>(queryClient, {
    queryKey: chatKeys.rooms(VIEWER),
    initialPageParam: null,
    getNextPageParam: () => null,
    queryFn: async () => {
      fetches.rooms += 1;
      return roomPage;
    },
    staleTime: 30_000,
  });
  const messages = new QueryObserver<MessageWindow>(queryClient, {
    queryKey: chatKeys.messages(10),
    queryFn: async () => {
      fetches.messages += 1;
      return window;
    },
    staleTime: 10_000,
  });
  const stops = [rooms.subscribe(() => {}), messages.subscribe(() => {})];
  await waitUntil(() => rooms.getCurrentResult().isSuccess && messages.getCurrentResult().isSuccess);
  fetches.rooms = 0;
  fetches.messages = 0;
  const settled = () => waitUntil(() => queryClient.isFetching() === 0);
  const roomList = () => queryClient.getQueryData<InfiniteData<RoomPage, string | null>>(chatKeys.rooms(VIEWER))!.pages.flatMap((page) => page.edges.map((edge) => edge.node));
  /** The event arrives while room 10 is open; resolves when every read it caused has finished. */
  const receive = async (chatEvent: ChatEvent) => {
    await applyChatEvent(queryClient, VIEWER, chatEvent, 10);
    await settled();
  };
  return { queryClient, fetches, settled, receive, roomList, stop: () => stops.forEach((stop) => stop()) };
}

async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('a live chat event', () => {
  it('in the open room: the messages are read once, the room list is patched, not refetched', async () => {
    const tab = await mounted();
    await tab.receive(event(20, 10));
    expect(tab.fetches).toEqual({ rooms: 0, messages: 1 });
    const [first] = tab.roomList();
    expect([first!.id, first!.last_message?.id, first!.last_message?.preview, first!.unread_count]).toEqual([10, 20, 'Mới 20', 0]);
    tab.stop();
  });

  it('in another room of the list: no refetch; the room moves to the top, one more unread, its preview', async () => {
    const tab = await mounted();
    await tab.receive(event(21, 12));
    expect(tab.fetches).toEqual({ rooms: 0, messages: 0 });
    expect(tab.roomList().map((r) => [r.id, r.unread_count, r.last_message?.preview])).toEqual([
      [12, 1, 'Mới 21'],
      [10, 0, 'Tin 3'],
      [11, 1, 'Tin 2'],
    ]);
    tab.stop();
  });

  it('my own message, already on screen from the send: nothing is refetched', async () => {
    const tab = await mounted();
    tab.queryClient.setQueryData<MessageWindow>(chatKeys.messages(10), (held) => held && { ...held, messages: [...held.messages, message(22, 10, VIEWER)] });
    await tab.receive(event(22, 10, VIEWER));
    expect(tab.fetches).toEqual({ rooms: 0, messages: 0 });
    expect(tab.roomList()[0]!.last_message?.id).toBe(22);
    tab.stop();
  });

  it('in a room the list does not hold yet (positive control of the counters): the list is refetched, once', async () => {
    const tab = await mounted();
    await tab.receive(event(23, 99));
    expect(tab.fetches).toEqual({ rooms: 1, messages: 0 });
    tab.stop();
  });

  it('while the list is being read (the read may predate the message): the list is read again, once', async () => {
    const tab = await mounted();
    void tab.queryClient.refetchQueries({ queryKey: chatKeys.rooms(VIEWER) });
    expect(tab.queryClient.getQueryState(chatKeys.rooms(VIEWER))?.fetchStatus).toBe('fetching');
    await tab.receive(event(25, 12));
    // The read already under way is replaced by one that starts after the event (cancelRefetch).
    expect(tab.fetches).toEqual({ rooms: 2, messages: 0 });
    tab.stop();
  });

  it('the same event twice patches once (an unread count is not raised twice)', async () => {
    const tab = await mounted();
    await applyChatEvent(tab.queryClient, VIEWER, event(24, 11), 10);
    await tab.receive(event(24, 11));
    expect(tab.fetches).toEqual({ rooms: 0, messages: 0 });
    expect(tab.roomList().map((r) => [r.id, r.unread_count])).toEqual([
      [11, 2],
      [10, 0],
      [12, 0],
    ]);
    tab.stop();
  });
});
