import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { ChatMessageRow, ChatRoomRow } from '../../db/rows';
import { chatMessages, chatRoomMembers, chatRooms, roles, users } from '../../db/schema';
import { staffColumns } from '../auth/data';
import { PREVIEW_LENGTH } from './content';
import type { Page } from './paging';

// Data functions of the chat module (verbNoun(db, args)). Membership is checked by the
// resolvers before any of these touch a room's content.

export const ROOM_PAGE = { last: 99, max: 200 } as const;
export const MESSAGE_PAGE = { last: 50, max: 200 } as const;
/** The creator plus everyone they invite: far above a studio's staff, and what bench/chat measures. */
export const MAX_ROOM_MEMBERS = 2000;
export const ROOM_NAME_MAX = 100;

/** The room, when `userId` is one of its members; null for a missing room and a stranger alike. */
export async function findRoomForMember(db: Executor, roomId: number, userId: number): Promise<ChatRoomRow | null> {
  const [row] = await db
    .select({ room: chatRooms })
    .from(chatRooms)
    .innerJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatRooms.id), eq(chatRoomMembers.userId, userId)))
    .where(eq(chatRooms.id, roomId))
    .limit(1);
  return row?.room ?? null;
}

/** The user's rooms, most recently active first. */
export async function listRoomsForUser(db: Executor, userId: number, page: Page) {
  const mine = and(eq(chatRoomMembers.roomId, chatRooms.id), eq(chatRoomMembers.userId, userId));
  // Older than the cursor's room in (last_message_at, id) order; a cursor that is not one of
  // the user's rooms matches nothing, so it reveals nothing either.
  const olderThanCursor =
    page.before === null
      ? undefined
      : sql`(${chatRooms.lastMessageAt}, ${chatRooms.id}) < (select c.last_message_at, c.id from ${chatRooms} c join ${chatRoomMembers} cm on cm.room_id = c.id and cm.user_id = ${userId} where c.id = ${page.before})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ room: chatRooms })
      .from(chatRooms)
      .innerJoin(chatRoomMembers, mine)
      .where(olderThanCursor)
      .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
      .limit(page.last + 1),
    db.select({ n: count() }).from(chatRoomMembers).where(eq(chatRoomMembers.userId, userId)),
  ]);
  return { newestFirst: rows.map((r) => r.room), totalCount: total?.n ?? 0 };
}

/** A page of the room's messages, newest first, plus the room's total. */
export async function listMessages(db: Executor, roomId: number, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), page.before === null ? undefined : lt(chatMessages.id, page.before)))
      .orderBy(desc(chatMessages.id))
      .limit(page.last + 1),
    db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, roomId)),
  ]);
  return { newestFirst: rows, totalCount: total?.n ?? 0 };
}

/**
 * Moves the member's read mark forward to `upToMessageId` (or the room's newest message).
 * It never moves back, so reading an older page leaves newer messages as they were.
 */
export async function markRoomRead(db: Executor, roomId: number, userId: number, upToMessageId?: number) {
  const target =
    upToMessageId ?? sql<number>`coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.roomId} = ${roomId}), 0)`;
  await db
    .update(chatRoomMembers)
    .set({ lastReadMessageId: sql`greatest(${chatRoomMembers.lastReadMessageId}, ${target})` })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
}

/**
 * The most recently active room whose members are exactly these users, or null. It groups only
 * the rooms of the first of them (read from chat_room_members_user_room_idx alone), never every
 * membership row of the studio (docs/decisions/data-hot-paths.md).
 */
export async function findRoomByParticipants(db: Executor, userIds: number[]): Promise<ChatRoomRow | null> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return null;
  const roomsOfFirst = db.select({ roomId: chatRoomMembers.roomId }).from(chatRoomMembers).where(eq(chatRoomMembers.userId, ids[0]!));
  const exactSet = db
    .select({ roomId: chatRoomMembers.roomId })
    .from(chatRoomMembers)
    .where(inArray(chatRoomMembers.roomId, roomsOfFirst))
    .groupBy(chatRoomMembers.roomId)
    .having(and(eq(count(), ids.length), sql`bool_and(${inArray(chatRoomMembers.userId, ids)})`));
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(inArray(chatRooms.id, exactSet))
    .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
    .limit(1);
  return row ?? null;
}

/** Which of these ids are active staff accounts. */
export async function findActiveStaffIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.active, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Creates a room with its members; the creator is its only admin. A private room for a pair
 * that already has one is not duplicated: the existing room is returned (two tabs sending a
 * first message at once must land in the same conversation).
 */
export async function createRoom(
  db: Database,
  room: { type: 'Private' | 'Group'; name: string | null; createdBy: number; memberIds: number[] },
): Promise<ChatRoomRow> {
  return db.transaction(async (tx) => {
    if (room.type === 'Private') {
      const pair = [...room.memberIds].sort((a, b) => a - b);
      // Serialises concurrent creations for the same pair (a no-op on single-connection PGlite).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-private:${pair.join(',')}`}))`);
      const existing = await findRoomByParticipants(tx, pair);
      if (existing?.type === 'Private') return existing;
    }
    const [created] = await tx.insert(chatRooms).values({ type: room.type, name: room.name, createdBy: room.createdBy }).returning();
    await tx.insert(chatRoomMembers).values(room.memberIds.map((userId) => ({ roomId: created!.id, userId, isAdmin: userId === room.createdBy })));
    return created!;
  });
}

/**
 * Stores a message when the poster is a member of the room, moves the room up the lists and
 * counts the message read by its poster. One statement (data-modifying CTEs, atomic on their
 * own): at 50 messages a second the membership check plus a five-statement transaction was
 * most of a post's database time (docs/operations/production.md). Null when the poster is not
 * a member (nothing stored); `repeated` for a retry of a message already stored.
 */
export async function postMessage(
  db: Database,
  message: { roomId: number; userId: number; content: string; contentType: 'text' | 'image'; clientMessageId?: string | null },
): Promise<{ row: ChatMessageRow; memberIds: number[]; repeated: boolean } | null> {
  const { roomId, userId, content, contentType } = message;
  const clientMessageId = message.clientMessageId ?? null;
  const result = (await db.execute(sql`
    with inserted as (
      insert into ${chatMessages} (room_id, posted_by, content, content_type, client_message_id)
      select ${roomId}::int, ${userId}::int, ${content}::text, ${contentType}::text, ${clientMessageId}::uuid
      where exists (select 1 from ${chatRoomMembers} where room_id = ${roomId} and user_id = ${userId})
      on conflict (posted_by, client_message_id) do nothing
      returning id, posted_at
    ), moved_up as (
      update ${chatRooms} set last_message_at = inserted.posted_at from inserted where ${chatRooms.id} = ${roomId}
    ), read_by_poster as (
      update ${chatRoomMembers} set last_read_message_id = greatest(last_read_message_id, inserted.id) from inserted
      where room_id = ${roomId} and user_id = ${userId}
    )
    select inserted.id, (extract(epoch from inserted.posted_at) * 1000)::float8 as posted_ms,
      array(select user_id from ${chatRoomMembers} where room_id = ${roomId}) as member_ids
    from inserted`)) as unknown as { rows: { id: number; posted_ms: number; member_ids: number[] }[] };
  const [created] = result.rows;
  if (created) {
    const row: ChatMessageRow = { id: created.id, roomId, postedBy: userId, content, contentType, postedAt: new Date(created.posted_ms) };
    return { row, memberIds: created.member_ids, repeated: false };
  }
  // Nothing stored: a stranger to the room, or the sender's retry of a message already stored
  // (its answer was lost): answer with that one.
  if (!clientMessageId || !(await findRoomForMember(db, roomId, userId))) return null;
  const [stored] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.postedBy, userId), eq(chatMessages.clientMessageId, clientMessageId)));
  return stored ? { row: stored, memberIds: [], repeated: true } : null;
}

// ---------------------------------------------------------------- batched reads (loaders.ts)

export async function listMembersOfRooms(db: Executor, roomIds: number[]) {
  return db
    .select({ member: chatRoomMembers, user: staffColumns })
    .from(chatRoomMembers)
    .innerJoin(users, eq(users.id, chatRoomMembers.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(chatRoomMembers.roomId, roomIds))
    .orderBy(asc(chatRoomMembers.roomId), desc(chatRoomMembers.isAdmin), asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Messages of other members the user has not read yet, per room. */
export async function countUnread(db: Executor, roomIds: number[], userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ roomId: chatMessages.roomId, n: count() })
    .from(chatMessages)
    .innerJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatMessages.roomId), eq(chatRoomMembers.userId, userId)))
    .where(and(inArray(chatMessages.roomId, roomIds), sql`${chatMessages.id} > ${chatRoomMembers.lastReadMessageId}`, ne(chatMessages.postedBy, userId)))
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((r) => [r.roomId, r.n]));
}

/** Each room's newest message, with only the start of its content (lists never need more). */
export async function listLastMessages(db: Executor, roomIds: number[]): Promise<ChatMessageRow[]> {
  return db
    .selectDistinctOn([chatMessages.roomId], {
      id: chatMessages.id,
      roomId: chatMessages.roomId,
      postedBy: chatMessages.postedBy,
      contentType: chatMessages.contentType,
      postedAt: chatMessages.postedAt,
      content: sql<string>`case when ${chatMessages.contentType} = 'text' then left(${chatMessages.content}, ${PREVIEW_LENGTH}) else '' end`,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, roomIds))
    .orderBy(chatMessages.roomId, desc(chatMessages.id));
}

export async function listMessageContents(db: Executor, messageIds: number[]) {
  return db.select({ id: chatMessages.id, content: chatMessages.content }).from(chatMessages).where(inArray(chatMessages.id, messageIds));
}
