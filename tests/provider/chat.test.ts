// The chat module: rooms, messages, read marks, paging, image rules and live delivery, always
// through the real GraphQL API (HTTP and graphql-ws) of an in-process provider.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { chatMessages, chatRoomMembers, users } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, VIETNAMESE, type GqlError, type TestProvider, within } from './harness';
import { trustedSubscription } from '../../provider/src/realtime/screen';
import { chatImagesDirectory } from '../../provider/src/modules/chat/images';

const ROOM_FIELDS = `id type name unread_count members { is_admin user { id first_name } }
  last_message { id preview content messageContentType posted_by { id } }`;
const CREATE = `mutation CreateChatRoom($input: CreateChatRoomInput!, $inputPage: PageArgs) {
  create_chat_room(input: $input, inputPage: $inputPage) { ${ROOM_FIELDS} messages { totalCount edges { node { id } } } } }`;
const BY_PARTICIPANTS = `query GetChatRoomFromParticipant($participantIds: [Int!]!) {
  get_chat_room_from_participant(participantIds: $participantIds) { id type members { user { id } } } }`;
const LIST = `query ChatRoomList($input: ChatRoomListInput!) {
  chat_room_list(input: $input) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ROOM_FIELDS} } } } }`;
const ROOM = `query ChatRoom($roomId: Int!) { chat_room(roomId: $roomId) { ${ROOM_FIELDS}
  messages(args: { last: 5 }) { totalCount edges { node { id content read_count } } } } }`;
const VIEW = `mutation ViewChatMessages($input: ViewChatMessagesInput!) {
  view_chat_messages(input: $input) { totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id room_id content messageContentType type read_count posted_at posted_by { id } } } } }`;
const POST = `mutation PostChatMessage($input: PostChatMessageInput!) {
  post_chat_message(input: $input) { id room_id posted_at content type messageContentType read_count preview posted_by { id first_name } } }`;
const MARK_READ = 'mutation MarkChatRoomRead($roomId: Int!) { mark_chat_room_read(roomId: $roomId) { id unread_count } }';
const TICKET = 'mutation { issue_realtime_ticket { ticket } }';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FIVE_MB = 5 * 1024 * 1024;

type Token = string;
type ChatEvent = { id: number; room_id: number; content: string; messageContentType: string; posted_user_id: number; posted_at: string; read_count: number };
type Frame = { data?: { chat: ChatEvent } | null; errors?: GqlError[] };

let p: TestProvider;
const tokens = {} as Record<'admin' | 'qa' | 'editor' | 'editor2', Token>;
const ids = {} as Record<'admin' | 'qa' | 'editor' | 'editor2', number>;
let privateRoomId: number;
let groupRoomId: number;

before(async () => {
  p = await startTestProvider();
  const rows = await p.db.select({ id: users.id, email: users.email }).from(users);
  for (const who of ['admin', 'qa', 'editor', 'editor2'] as const) {
    ids[who] = rows.find((r) => r.email === DEMO[who].email)!.id;
    tokens[who] = await p.login(DEMO[who].email, DEMO[who].password);
  }
});
after(async () => {
  await p?.close();
});

async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token: Token): Promise<T> {
  const result = await p.gql<T>(query, variables, { token });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors)?.slice(0, 500));
  return result.data!;
}

const post = (token: Token, userId: number, roomId: number, content: string, messageContentType = 'text') =>
  p.gql(POST, { input: { userId, roomId, content, messageContentType } }, { token });

async function postOk(who: keyof typeof ids, roomId: number, content: string, type = 'text') {
  const result = await post(tokens[who], ids[who], roomId, content, type);
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.post_chat_message as { id: number; content: string; read_count: number; preview: string };
}

async function roomsOf(who: keyof typeof ids, args?: Record<string, unknown>) {
  const data = await ok<{ chat_room_list: any }>(LIST, { input: { userId: ids[who], args } }, tokens[who]); // eslint-disable-line @typescript-eslint/no-explicit-any
  return data.chat_room_list;
}

async function unreadOf(who: keyof typeof ids, roomId: number): Promise<number> {
  const list = await roomsOf(who);
  const edge = list.edges.find((e: { node: { id: number } }) => e.node.id === roomId);
  assert.ok(edge, `room ${roomId} is in ${who}'s list`);
  return edge.node.unread_count;
}

const view = (who: keyof typeof ids, roomId: number, args?: Record<string, unknown>) =>
  ok<{ view_chat_messages: any }>(VIEW, { input: { userId: ids[who], roomId, args } }, tokens[who]).then((d) => d.view_chat_messages); // eslint-disable-line @typescript-eslint/no-explicit-any

describe('creating and finding rooms', () => {
  it('creates a private room with the creator as its admin, and does not duplicate it', async () => {
    const input = { type: 'Private', name: null, members: [{ userId: ids.editor2, isAdmin: false }] };
    const { create_chat_room: room } = await ok<{ create_chat_room: any }>(CREATE, { input, inputPage: { last: 20 } }, tokens.admin); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.equal(room.type, 'Private');
    assert.equal(room.name, null);
    assert.equal(room.unread_count, 0);
    assert.equal(room.last_message, null);
    assert.deepEqual(room.messages, { totalCount: 0, edges: [] });
    const admins = room.members.filter((m: { is_admin: boolean }) => m.is_admin).map((m: { user: { id: number } }) => m.user.id);
    assert.deepEqual(admins, [ids.admin]);
    assert.deepEqual(room.members.map((m: { user: { id: number } }) => m.user.id).sort(), [ids.admin, ids.editor2].sort());
    privateRoomId = room.id;

    // The same pair again (from either side) is the same conversation.
    const again = await ok<{ create_chat_room: { id: number } }>(CREATE, { input }, tokens.admin);
    assert.equal(again.create_chat_room.id, privateRoomId);
    const reverse = await ok<{ create_chat_room: { id: number } }>(CREATE, { input: { type: 'Private', members: [{ userId: ids.admin, isAdmin: true }] } }, tokens.editor2);
    assert.equal(reverse.create_chat_room.id, privateRoomId);
  });

  it('creates a group for more than one recipient; the type must match the count', async () => {
    const members = [ids.editor, ids.editor2].map((userId) => ({ userId, isAdmin: true }));
    const { create_chat_room: group } = await ok<{ create_chat_room: any }>(CREATE, { input: { type: 'Group', name: '  Nhóm retouch  ', members } }, tokens.qa); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.equal(group.type, 'Group');
    assert.equal(group.name, 'Nhóm retouch');
    assert.equal(group.members.length, 3);
    // Only the creator is admin, whatever the input said about the others.
    assert.deepEqual(group.members.filter((m: { is_admin: boolean }) => m.is_admin).map((m: { user: { id: number } }) => m.user.id), [ids.qa]);
    groupRoomId = group.id;

    const wrongType = await p.gql(CREATE, { input: { type: 'Private', members } }, { token: tokens.qa });
    assert.equal(errorCode(wrongType), 'BAD_USER_INPUT');
    assert.match(wrongType.errors![0]!.message, VIETNAMESE);
    const alone = await p.gql(CREATE, { input: { type: 'Private', members: [{ userId: ids.qa, isAdmin: true }] } }, { token: tokens.qa });
    assert.equal(errorCode(alone), 'BAD_USER_INPUT');
    const nobody = await p.gql(CREATE, { input: { type: 'Private', members: [{ userId: 987654, isAdmin: false }] } }, { token: tokens.qa });
    assert.equal(errorCode(nobody), 'BAD_USER_INPUT');
    assert.equal(errorCode(await p.gql(CREATE, { input: { type: 'Private', members: [{ userId: ids.admin, isAdmin: false }] } })), 'UNAUTHENTICATED');
  });

  it('finds the room of exactly a participant set, with or without the caller listed', async () => {
    const find = async (token: Token, participantIds: number[]) =>
      (await ok<{ get_chat_room_from_participant: { id: number; type: string } | null }>(BY_PARTICIPANTS, { participantIds }, token)).get_chat_room_from_participant;
    assert.equal((await find(tokens.admin, [ids.editor2]))?.id, privateRoomId);
    assert.equal((await find(tokens.admin, [ids.editor2, ids.admin]))?.id, privateRoomId);
    assert.equal((await find(tokens.editor2, [ids.admin]))?.id, privateRoomId);
    assert.equal((await find(tokens.editor, [ids.qa, ids.editor2]))?.id, groupRoomId);
    // A subset or superset of a room's members is not that room.
    assert.equal(await find(tokens.admin, [ids.qa]), null);
    assert.equal(await find(tokens.editor, [ids.qa]), null);
    assert.equal(await find(tokens.admin, []), null);
  });
});

describe('messages, unread counts and read counts', () => {
  it('posts text as it was typed and counts it unread for the other member only', async () => {
    const html = '<img src=x onerror=alert(1)> <b>Chào</b> & "em"';
    const message = await postOk('admin', privateRoomId, html);
    assert.equal(message.content, html);
    assert.equal(message.read_count, 0);
    await postOk('admin', privateRoomId, 'Bộ ảnh áo dài xong chưa em?');
    assert.equal(await unreadOf('editor2', privateRoomId), 2);
    assert.equal(await unreadOf('admin', privateRoomId), 0);

    const list = await roomsOf('editor2');
    const first = list.edges[0].node;
    assert.equal(first.id, privateRoomId, 'the room with the newest message comes first');
    assert.equal(first.last_message.preview, 'Bộ ảnh áo dài xong chưa em?');
    assert.equal(first.last_message.content, 'Bộ ảnh áo dài xong chưa em?');
    assert.equal(first.last_message.posted_by.id, ids.admin);
  });

  it('viewing marks the page read: unread drops to 0 and read_count rises', async () => {
    const page = await view('editor2', privateRoomId);
    assert.equal(page.totalCount, 2);
    assert.equal(page.edges.length, 2);
    assert.ok(page.edges.every((e: { node: { read_count: number } }) => e.node.read_count === 1));
    assert.equal(await unreadOf('editor2', privateRoomId), 0);
    const [row] = await p.db.select().from(chatRoomMembers).where(and(eq(chatRoomMembers.roomId, privateRoomId), eq(chatRoomMembers.userId, ids.editor2)));
    assert.equal(row!.lastReadMessageId, page.edges.at(-1).node.id);

    // The poster sees the message as read by one member.
    const { chat_room: room } = await ok<{ chat_room: any }>(ROOM, { roomId: privateRoomId }, tokens.admin); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.deepEqual(room.messages.edges.map((e: { node: { read_count: number } }) => e.node.read_count), [1, 1]);

    // A reply is unread for the admin until the admin marks the room read.
    await postOk('editor2', privateRoomId, 'Dạ em gửi trong chiều nay ạ.');
    assert.equal(await unreadOf('admin', privateRoomId), 1);
    const marked = await ok<{ mark_chat_room_read: { id: number; unread_count: number } }>(MARK_READ, { roomId: privateRoomId }, tokens.admin);
    assert.deepEqual(marked.mark_chat_room_read, { id: privateRoomId, unread_count: 0 });
    assert.equal(await unreadOf('admin', privateRoomId), 0);
  });

  it('counts group reads per member', async () => {
    const message = await postOk('qa', groupRoomId, 'Mọi người xem giúp bộ trang sức nhé');
    assert.equal(await unreadOf('editor', groupRoomId), 1);
    assert.equal(await unreadOf('editor2', groupRoomId), 1);
    await view('editor', groupRoomId);
    await view('editor2', groupRoomId);
    const page = await view('qa', groupRoomId);
    assert.equal(page.edges.find((e: { node: { id: number } }) => e.node.id === message.id).node.read_count, 2);
    assert.equal(await unreadOf('editor', groupRoomId), 0);
  });

  it('the seeded rooms start with real unread counts', async () => {
    const list = await roomsOf('editor');
    for (const { node } of list.edges) {
      const [member] = await p.db.select().from(chatRoomMembers).where(and(eq(chatRoomMembers.roomId, node.id), eq(chatRoomMembers.userId, ids.editor)));
      const messages = await p.db.select().from(chatMessages).where(eq(chatMessages.roomId, node.id));
      const expected = messages.filter((m) => m.id > member!.lastReadMessageId && m.postedBy !== ids.editor).length;
      assert.equal(node.unread_count, expected, `room ${node.id}`);
    }
    assert.ok(list.edges.some((e: { node: { unread_count: number } }) => e.node.unread_count > 0), 'the seed leaves something unread');
  });

  it('pages older messages with last/before, without gaps or repeats', async () => {
    const { create_chat_room: room } = await ok<{ create_chat_room: { id: number } }>(
      CREATE,
      { input: { type: 'Private', members: [{ userId: ids.qa, isAdmin: false }] } },
      tokens.editor,
    );
    const posted: number[] = [];
    for (let i = 1; i <= 7; i++) posted.push((await postOk(i % 2 ? 'editor' : 'qa', room.id, `Tin số ${i}`)).id);

    const seen: number[] = [];
    let before: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await view('qa', room.id, { last: 3, before });
      assert.equal(page.totalCount, 7);
      const pageIds = page.edges.map((e: { node: { id: number } }) => e.node.id);
      assert.deepEqual(pageIds, [...pageIds].sort((a, b) => a - b), 'each page is oldest first');
      assert.deepEqual(page.edges.map((e: { cursor: string }) => e.cursor), pageIds.map(String));
      assert.equal(page.pageInfo.endCursor, String(pageIds[0]));
      sizes.push(pageIds.length);
      seen.unshift(...pageIds);
      if (!page.pageInfo.hasNextPage) break;
      before = page.pageInfo.endCursor;
    }
    assert.deepEqual(sizes, [3, 3, 1]);
    assert.deepEqual(seen, posted);
    // Reading older pages never moved the read mark backwards.
    assert.equal(await unreadOf('qa', room.id), 0);

    assert.equal(errorCode(await p.gql(VIEW, { input: { userId: ids.qa, roomId: room.id, args: { before: 'abc' } } }, { token: tokens.qa })), 'BAD_USER_INPUT');
    assert.equal(errorCode(await p.gql(VIEW, { input: { userId: ids.qa, roomId: room.id, args: { last: 0 } } }, { token: tokens.qa })), 'BAD_USER_INPUT');
  });

  it('pages the room list newest first', async () => {
    const all = await roomsOf('editor');
    assert.ok(all.totalCount >= 3);
    const first = await roomsOf('editor', { last: 2 });
    assert.equal(first.pageInfo.hasNextPage, true);
    const rest = await roomsOf('editor', { last: 50, before: first.pageInfo.endCursor });
    assert.equal(rest.pageInfo.hasNextPage, false);
    assert.deepEqual([...first.edges, ...rest.edges].map((e: { node: { id: number } }) => e.node.id), all.edges.map((e: { node: { id: number } }) => e.node.id));
  });

  it('refuses empty, whitespace-only and over-long text with a Vietnamese message', async () => {
    for (const content of ['', '   \n ', 'x'.repeat(5001), 'a\u0000b']) {
      const result = await post(tokens.admin, ids.admin, privateRoomId, content);
      assert.equal(errorCode(result), 'BAD_USER_INPUT', JSON.stringify(content.slice(0, 10)));
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    assert.equal((await postOk('admin', privateRoomId, 'y'.repeat(5000))).content.length, 5000);
  });
});

describe('a retried message is stored once', () => {
  const withId = (who: keyof typeof ids, roomId: number, content: string, clientMessageId: string) =>
    p.gql(POST, { input: { userId: ids[who], roomId, content, messageContentType: 'text', clientMessageId } }, { token: tokens[who] });
  const stored = async (content: string) =>
    (await p.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.content, content))).map((r) => r.id);

  it('answers a second post with the same client id with the first message, storing nothing new', async () => {
    const id = '6f1c1b0e-5d2a-4c47-9a51-0d6c2f3b7e10';
    const first = await withId('admin', privateRoomId, 'Gửi lại sau khi mất mạng', id);
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    const again = await withId('admin', privateRoomId, 'Gửi lại sau khi mất mạng', id);
    assert.equal(again.errors, undefined, JSON.stringify(again.errors));
    const firstId = (first.data!.post_chat_message as { id: number }).id;
    assert.equal((again.data!.post_chat_message as { id: number }).id, firstId);
    assert.deepEqual(await stored('Gửi lại sau khi mất mạng'), [firstId]);

    // Positive controls: a new id is a new message, and the same id from another sender is theirs.
    const other = await withId('admin', privateRoomId, 'Gửi lại sau khi mất mạng', 'a7d1e2f3-0000-4000-8000-000000000001');
    assert.notEqual((other.data!.post_chat_message as { id: number }).id, firstId);
    const fromEditor2 = await withId('editor2', privateRoomId, 'Gửi lại sau khi mất mạng', id);
    assert.equal(fromEditor2.errors, undefined, JSON.stringify(fromEditor2.errors));
    assert.equal((await stored('Gửi lại sau khi mất mạng')).length, 3);
  });

  it('refuses a client id that is not a UUID, storing nothing', async () => {
    const result = await withId('admin', privateRoomId, 'Mã sai', 'không-phải-uuid');
    assert.equal(errorCode(result), 'BAD_USER_INPUT');
    assert.match(result.errors![0]!.message, VIETNAMESE);
    assert.deepEqual(await stored('Mã sai'), []);
  });
});

describe('image messages', () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

  it('accepts PNG, JPEG, WebP and GIF whose bytes match the declared type', async () => {
    const png = await postOk('admin', privateRoomId, `data:image/png;base64,${PNG_BASE64}`, 'image');
    assert.equal(png.preview, '');
    const { view_chat_messages: page } = { view_chat_messages: await view('editor2', privateRoomId, { last: 1 }) };
    // Stored as a file; the message carries its reference (docs/decisions/chat-images.md).
    assert.match(page.edges[0].node.content, /^chat-image:[0-9a-f-]{36}\.png$/);
    assert.equal(page.edges[0].node.type, 'image');
    const list = await roomsOf('editor2');
    const room = list.edges.find((e: { node: { id: number } }) => e.node.id === privateRoomId).node;
    assert.deepEqual([room.last_message.messageContentType, room.last_message.preview], ['image', '']);
    assert.equal(room.last_message.content, page.edges[0].node.content, 'the list carries the reference, never the bytes');

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24)]);
    await postOk('admin', privateRoomId, dataUrl('image/jpeg', jpeg), 'image');
    await postOk('admin', privateRoomId, dataUrl('image/gif', gif), 'image');
    await postOk('admin', privateRoomId, dataUrl('image/webp', webp), 'image');
  });

  it('refuses SVG, HTML, javascript:, disguised and broken images', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = [
      dataUrl('image/svg+xml', svg),
      `data:image/svg+xml;utf8,${svg.toString()}`,
      dataUrl('text/html', html),
      'javascript:alert(1)',
      `https://example.com/a.png`,
      dataUrl('image/png', svg), // declared PNG, really SVG
      dataUrl('image/gif', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(16)])), // declared GIF, really PNG
      `data:image/png;base64,${PNG_BASE64.slice(0, -3)}`, // not base64 of whole bytes
      'data:image/png;base64,',
      `DATA:image/png;base64,${PNG_BASE64}`,
    ];
    const before = (await p.db.select().from(chatMessages).where(eq(chatMessages.roomId, privateRoomId))).length;
    for (const content of refused) {
      const result = await post(tokens.admin, ids.admin, privateRoomId, content, 'image');
      assert.equal(errorCode(result), 'BAD_USER_INPUT', content.slice(0, 40));
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    assert.equal((await p.db.select().from(chatMessages).where(eq(chatMessages.roomId, privateRoomId))).length, before, 'nothing was stored');
  });

  it('accepts an image of exactly 5 MB and refuses one byte more', async () => {
    const exact = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(FIVE_MB - PNG_SIGNATURE.length, 7)]);
    const message = await postOk('admin', privateRoomId, dataUrl('image/png', exact), 'image');
    assert.ok(message.id > 0);
    const stored = await p.db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.id, message.id));
    // The picture is a file of exactly those bytes (docs/decisions/chat-images.md).
    const file = path.join(chatImagesDirectory(p.fileStorageDir), stored[0]!.content.replace('chat-image:', ''));
    assert.equal(statSync(file).size, FIVE_MB);

    const over = Buffer.concat([exact, Buffer.from([0])]);
    const result = await post(tokens.admin, ids.admin, privateRoomId, dataUrl('image/png', over), 'image');
    assert.equal(errorCode(result), 'BAD_USER_INPUT');
    assert.equal(result.errors![0]!.message, 'Ảnh vượt quá 5 MB.');
  });
});

describe('only members reach a room', () => {
  it('a non-member gets the same NOT_FOUND as for a missing room, and nothing changes', async () => {
    const count = async () => (await p.db.select().from(chatMessages).where(eq(chatMessages.roomId, privateRoomId))).length;
    const before = await count();
    for (const roomId of [privateRoomId, 987654]) {
      const room = await p.gql(ROOM, { roomId }, { token: tokens.qa });
      const viewed = await p.gql(VIEW, { input: { userId: ids.qa, roomId } }, { token: tokens.qa });
      const posted = await post(tokens.qa, ids.qa, roomId, 'Xin chào');
      const marked = await p.gql(MARK_READ, { roomId }, { token: tokens.qa });
      for (const result of [room, viewed, posted, marked]) {
        assert.equal(result.data?.chat_room ?? null, null);
        assert.equal(errorCode(result), 'NOT_FOUND');
        assert.equal(result.errors![0]!.message, 'Không tìm thấy phòng chat.');
      }
    }
    assert.equal(await count(), before);
    const list = await roomsOf('qa');
    assert.ok(!list.edges.some((e: { node: { id: number } }) => e.node.id === privateRoomId));
  });

  it("refuses another user's id with FORBIDDEN", async () => {
    assert.equal(errorCode(await p.gql(LIST, { input: { userId: ids.admin } }, { token: tokens.qa })), 'FORBIDDEN');
    assert.equal(errorCode(await p.gql(VIEW, { input: { userId: ids.admin, roomId: privateRoomId } }, { token: tokens.editor2 })), 'FORBIDDEN');
    assert.equal(errorCode(await post(tokens.editor2, ids.admin, privateRoomId, 'Giả danh')), 'FORBIDDEN');
    assert.equal(errorCode(await p.gql(LIST, { input: { userId: ids.qa } })), 'UNAUTHENTICATED');
  });
});

describe('live delivery (OnChatting)', () => {
  async function ticketFor(token: Token) {
    return (await ok<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, token)).issue_realtime_ticket.ticket;
  }

  /** Subscribes and waits until the server delivers (probe events published straight to the bus). */
  async function live(client: Client, userId: number, roomId: number) {
    const iterator = client.iterate(trustedSubscription('OnChatting', { userId, roomId })) as AsyncIterableIterator<Frame>;
    const first = iterator.next();
    let n = 0;
    const probe = () => p.services.pubSub.publish('chat', userId, { id: -++n, room_id: roomId === 9999 ? 0 : roomId, content: 'probe', messageContentType: 'text', posted_user_id: 0, posted_user_name: '', posted_at: new Date().toISOString(), read_count: 0 });
    const probing = setInterval(probe, 50);
    try {
      const result = await within(first, 10_000, 'subscription never became live');
      assert.equal(result.value.errors, undefined, JSON.stringify(result.value.errors));
    } finally {
      clearInterval(probing);
    }
    return async function next(): Promise<ChatEvent> {
      for (;;) {
        const result = await within(iterator.next(), 10_000, 'event was not delivered');
        assert.equal(result.done, false);
        assert.equal(result.value.errors, undefined, JSON.stringify(result.value.errors));
        if (result.value.data!.chat.id > 0) return result.value.data!.chat;
      }
    };
  }

  it('delivers a message to every member (poster included) and to nobody else', async () => {
    const admin = await live(p.wsClient({ ticket: await ticketFor(tokens.admin) }), ids.admin, 9999);
    const editor2 = await live(p.wsClient({ ticket: await ticketFor(tokens.editor2) }), ids.editor2, 9999);
    const qa = await live(p.wsClient({ ticket: await ticketFor(tokens.qa) }), ids.qa, 9999);
    const editor2Room = await live(p.wsClient({ ticket: await ticketFor(tokens.editor2) }), ids.editor2, privateRoomId);

    const message = await postOk('admin', privateRoomId, 'Nhớ giữ màu vải nhé');
    const expected = { id: message.id, room_id: privateRoomId, content: 'Nhớ giữ màu vải nhé', messageContentType: 'text', posted_user_id: ids.admin, posted_user_name: 'Nguyễn Quản Trị', read_count: 0 };
    for (const next of [editor2, admin, editor2Room]) {
      const { posted_at, ...event } = await next();
      assert.deepEqual(event, expected);
      assert.ok(!Number.isNaN(Date.parse(posted_at)));
    }
    // An image event says it is an image without pushing its bytes to every socket.
    const image = await postOk('editor2', privateRoomId, `data:image/png;base64,${PNG_BASE64}`, 'image');
    const imageEvent = await editor2();
    assert.deepEqual([imageEvent.id, imageEvent.messageContentType, imageEvent.content], [image.id, 'image', '']);

    // QA is in neither room: the next event QA receives is from the group QA belongs to.
    const group = await postOk('editor', groupRoomId, 'Tin cho cả nhóm');
    const qaEvent = await qa();
    assert.deepEqual([qaEvent.id, qaEvent.room_id], [group.id, groupRoomId]);
    // The room-scoped subscription skips the group message: after the image comes the next
    // private message.
    const later = await postOk('admin', privateRoomId, 'Tin riêng tiếp theo');
    assert.equal((await editor2Room()).id, image.id);
    assert.equal((await editor2Room()).id, later.id);
  });

  it("refuses a room the user is not in and another user's id", async () => {
    const client = p.wsClient({ ticket: await ticketFor(tokens.qa) });
    for (const [variables, code] of [
      [{ userId: ids.qa, roomId: privateRoomId }, 'NOT_FOUND'],
      [{ userId: ids.qa, roomId: 987654 }, 'NOT_FOUND'],
      [{ userId: ids.admin, roomId: 9999 }, 'FORBIDDEN'],
    ] as const) {
      const iterator = client.iterate(trustedSubscription('OnChatting', variables)) as AsyncIterableIterator<Frame>;
      const first = await within(iterator.next(), 10_000, 'no answer to a refused subscription');
      assert.equal(first.value?.data ?? null, null);
      assert.equal(first.value?.errors?.[0]?.extensions?.code, code);
      assert.equal((await within(iterator.next(), 10_000, 'refused subscription stayed open')).done, true);
    }
  });
});
