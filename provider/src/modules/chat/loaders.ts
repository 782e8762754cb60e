import type { GraphQLContext } from '../../context';
import { batchLoader, byId, perRequest } from '../../per-request';
import type { ChatMessageRow, ChatRoomMemberRow, UserRow } from '../../db/rows';
import { usersByIds } from '../users/data';
import { countUnread, listLastMessages, listMembersOfRooms, listMessageContents } from './data';

// Per-request batching: a conversation list of 99 rooms asks for members, unread counts and
// last messages with one query each instead of one per room. Loaders live as long as the
// request's context and only ever read (a mutation writes first, then its result is read).

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function createChatLoaders(ctx: GraphQLContext) {
  const viewerId = ctx.viewer?.kind === 'staff' ? ctx.viewer.user.id : 0;
  const users = batchLoader<number, UserRow | null>(async (ids) => byId(await usersByIds(ctx.db, ids)), null);
  const members = batchLoader<number, ChatRoomMemberRow[]>(async (roomIds) => {
    const rows = await listMembersOfRooms(ctx.db, roomIds);
    for (const row of rows) users.prime(row.user.id, row.user);
    return groupBy(
      rows.map((r) => r.member),
      (m) => m.roomId,
    );
  }, []);
  const unread = batchLoader<number, number>((roomIds) => countUnread(ctx.db, roomIds, viewerId), 0);
  const lastMessage = batchLoader<number, ChatMessageRow | null>(async (roomIds) => {
    const rows = await listLastMessages(ctx.db, roomIds);
    for (const row of rows) truncated.add(row);
    return new Map(rows.map((row) => [row.roomId, row]));
  }, null);
  const content = batchLoader<number, string>(async (ids) => new Map((await listMessageContents(ctx.db, ids)).map((r) => [r.id, r.content])), '');
  return { users, members, unread, lastMessage, content };
}

/** Message rows whose `content` holds only a preview (last_message); `content` loads the rest. */
export const truncated = new WeakSet<ChatMessageRow>();


export const chatLoaders = perRequest(createChatLoaders);
