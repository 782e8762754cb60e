import 'server-only';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import {
  BoardPreferencesDocument,
  ChatRoomDocument,
  UnreadNotificationCountDocument,
  CustomerOptionsDocument,
  ProductGroupsDocument,
  BoardDocument,
  UsersDocument,
  ViewChatMessagesDocument,
  type TaskFilter,
} from '@/graphql/generated/operations.generated';
import { windowFromPage } from '../chat/message-window';
import { callProvider } from './provider-client';
import { chatKeys, MESSAGE_PAGE_SIZE } from '../chat/query-keys';
import { loadNotificationPage, notificationKeys, NOTIFICATIONS_PAGE_SIZE } from '../notifications/query-keys';
import { packBoardState } from '../tasks/packed-cards';
import { ROLE } from '../../domain/roles';
import type { Requester } from '../reports/definition';
import { boardCards, boardPreferencesKey, customerOptionsKey, pickerKey, pickerPeople, productGroupsKey, taskKeys } from '../tasks/query-keys';

// Data in the first HTML (issue 14): a screen's first data fetched on the server, straight from
// the provider with the session's token, under the same query keys the browser reads. The page
// wraps its client screen in <HydrationBoundary state={…}>, so the first paint already shows the
// data and React Query takes over in the browser without fetching it again (docs/decisions/
// server-prefetch.md). A failed prefetch is left out: the screen then fetches in the browser
// and shows its own error state.

export type Prefetched = {
  state: DehydratedState;
  /** When the data was read: the "now" of relative times while the page hydrates (components/ui/now.tsx). */
  now: number;
};

/**
 * One query as the browser's hook holds it. `pages`: an infinite query (its first page, fetched
 * with the cursor null), as useInfiniteQuery keeps it.
 */
export type ServerQuery = { queryKey: QueryKey; queryFn: () => Promise<unknown>; pages?: boolean };

/** The provider with the session's token, as report definitions and shared loaders take it. */
export function providerRequester(token: string): Requester {
  return (document, variables) => callProvider(document, variables, { token });
}

/** Runs the queries side by side; the ones that fail are simply not in the state. */
export async function prefetchQueries(queries: (ServerQuery | null | false)[]): Promise<Prefetched> {
  const queryClient = new QueryClient();
  await Promise.all(
    queries.map((query) => {
      if (!query) return null;
      const { queryKey, queryFn, pages } = query;
      return pages ? queryClient.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam: null }) : queryClient.prefetchQuery({ queryKey, queryFn });
    }),
  );
  return { state: dehydrate(queryClient), now: Date.now() };
}

/**
 * The board: its cards for the URL's filter (none while the filter is invalid) and the column
 * layout. The state travels as JSON text with the cards packed (lib/tasks/packed-cards.ts): the
 * page hands it to <BoardHydration>, which parses and unpacks it in the browser.
 */
export async function prefetchBoard(token: string, filter: TaskFilter | null, { people }: { people: boolean }): Promise<{ state: string; now: number; seq: number | null }> {
  // The board sequence the cards were read at: the browser records it before its socket opens,
  // so the opening event finds the board current and the page load costs one board read
  // (docs/decisions/board-events.md).
  let seq: number | null = null;
  const readBoard = async (boardFilter: TaskFilter) => {
    const board = (await callProvider(BoardDocument, { filter: boardFilter }, { token })).task_board;
    seq = board.seq;
    return boardCards(board);
  };
  const { state, now } = await prefetchQueries([
    filter && { queryKey: taskKeys.list(filter), queryFn: () => readBoard(filter) },
    { queryKey: boardPreferencesKey, queryFn: async () => (await callProvider(BoardPreferencesDocument, {}, { token })).board_preferences },
    // The filter bar's Editor and QA pickers (admins and QA): read and sorted here with the board,
    // so the browser neither asks for them after the page loads nor sorts them with Intl.Collator,
    // whose start (ICU's, 100–270 ms of a slowed laptop) would land before the board answers input
    // (docs/decisions/page-weight.md, "30-11-2026, afternoon").
    people && pickerQuery(token, ROLE.editor),
    people && pickerQuery(token, ROLE.qa),
  ]);
  return { state: packBoardState(state), now, seq };
}

// The pickers (product groups, customers, editors and QA), as lib/client/queries/tasks.ts loads them.

export function productGroupsQuery(token: string): ServerQuery {
  return { queryKey: productGroupsKey, queryFn: async () => (await callProvider(ProductGroupsDocument, {}, { token })).product_groups };
}

export function customerOptionsQuery(token: string): ServerQuery {
  return { queryKey: customerOptionsKey, queryFn: async () => (await callProvider(CustomerOptionsDocument, {}, { token })).customer_options };
}

export function pickerQuery(token: string, roleId: number): ServerQuery {
  return {
    queryKey: pickerKey(roleId),
    queryFn: async () => pickerPeople((await callProvider(UsersDocument, { input: { active: true, roleId } }, { token })).users, roleId),
  };
}

// Chat, as lib/client/queries/chat.ts loads it: a room and its newest messages. (The room list is not
// prefetched: the header's chat badge reads that query on every page, before any page's boundary.)

/** Reading the messages marks them read at the provider, as opening the room in the browser does. */
export function chatConversationQueries(token: string, viewerId: number, roomId: number): ServerQuery[] {
  return [
    { queryKey: chatKeys.room(roomId), queryFn: async () => (await callProvider(ChatRoomDocument, { roomId }, { token })).chat_room },
    {
      queryKey: chatKeys.messages(roomId),
      queryFn: async () => {
        const input = { userId: viewerId, roomId, args: { last: MESSAGE_PAGE_SIZE, before: null } };
        return windowFromPage((await callProvider(ViewChatMessagesDocument, { input }, { token })).view_chat_messages);
      },
    },
  ];
}

// Notifications, as lib/client/queries/notifications.ts loads them.

/**
 * /thong-bao: its page of notifications (`offset` from the first, 20 a page) in the state, and the
 * unread count its heading tells. The count travels as a value, not in the state: the header's
 * bell already holds that query when the page renders, and React Query hydrates a query the cache
 * already holds only in an effect, after the first paint (null when the read failed).
 */
export async function prefetchNotificationPage(token: string, userId: number, offset: number): Promise<Prefetched & { unread: number | null }> {
  const [prefetched, unread] = await Promise.all([
    prefetchQueries([
      {
        queryKey: notificationKeys.page(userId, NOTIFICATIONS_PAGE_SIZE, offset),
        queryFn: () => loadNotificationPage(providerRequester(token), userId, NOTIFICATIONS_PAGE_SIZE, offset),
      },
    ]),
    callProvider(UnreadNotificationCountDocument, { userId }, { token }).then(
      (data) => data.unread_notification_count,
      () => null,
    ),
  ]);
  return { ...prefetched, unread };
}

/** A page's searchParams prop as URLSearchParams (a repeated key keeps its first value). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}
