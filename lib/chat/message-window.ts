import type { ChatMessageFieldsFragment } from '@/graphql/generated/operations.generated';

// The messages a conversation screen holds: a contiguous run of the room's newest messages,
// kept unique by id and in id order (ids grow with every post). Fetches after live events, a
// reconnect or a send are merged in, so a message is never shown twice or out of order.

export type ChatMessage = ChatMessageFieldsFragment;

export type MessagePage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: ChatMessage }[];
};

export type MessageWindow = {
  messages: ChatMessage[];
  /** Whether the room has messages older than the oldest one held. */
  hasOlder: boolean;
  /** Pass as `before` to fetch the next older page. */
  olderCursor: string | null;
  totalCount: number;
};

export function windowFromPage(page: MessagePage): MessageWindow {
  return {
    messages: uniqueSorted(page.edges.map((edge) => edge.node)),
    hasOlder: page.pageInfo.hasNextPage,
    olderCursor: page.pageInfo.endCursor,
    totalCount: page.totalCount,
  };
}

function uniqueSorted(messages: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  // Later copies win: they carry fresher read counts.
  for (const message of messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const oldestId = (window: MessageWindow) => window.messages[0]?.id ?? Number.POSITIVE_INFINITY;
const newestId = (window: MessageWindow) => window.messages.at(-1)?.id ?? 0;

/**
 * Whether `fresh` (a fetch of the newest messages) joins up with `held`: it reaches back to
 * the newest message held, or there is nothing older than it. Ids are global, so neighbours
 * in a room need not be consecutive numbers.
 */
export function connects(held: MessageWindow, fresh: MessageWindow): boolean {
  if (held.messages.length === 0 || !fresh.hasOlder) return true;
  return oldestId(fresh) <= newestId(held);
}

/** Both windows' messages once each (`fresh` copies win); the older end reaches furthest back. */
export function mergeWindows(held: MessageWindow, fresh: MessageWindow): MessageWindow {
  const older = oldestId(held) < oldestId(fresh) ? held : fresh;
  return {
    messages: uniqueSorted([...held.messages, ...fresh.messages]),
    hasOlder: older.hasOlder,
    olderCursor: older.olderCursor,
    totalCount: Math.max(held.totalCount, fresh.totalCount),
  };
}
