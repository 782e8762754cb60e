// Issue 12, findings 1–3 against the provider: forged client addresses, rate limits on chat and
// the other named actions, size limits. Each suite runs its own provider with the real limits.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { chatMessages, users } from '../../provider/src/db/schema';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { DEFAULT_MAX_DOCUMENT_BYTES } from '../../provider/src/security/config';
import { RATE_LIMITS } from '../../provider/src/security/rate-limits';
import { DEMO, errorCode, startTestProvider, TICKET, VIETNAMESE, type GqlResult, type TestProvider } from './harness';

const LOGIN = 'query Login($input: LoginInput!) { login(input: $input) { token } }';
const POST = 'mutation Post($input: PostChatMessageInput!) { post_chat_message(input: $input) { id } }';
const CREATE_ROOM = 'mutation Room($input: CreateChatRoomInput!) { create_chat_room(input: $input) { id } }';
const REGISTER = 'mutation Register($input: RegisterStaffInput!) { register_staff(input: $input) { message } }';
const TASKS = 'query Tasks($filter: TaskFilter) { tasks(filter: $filter) { id } }';

const real = { rateLimits: RATE_LIMITS };

function assertRateLimited(result: GqlResult, what: string) {
  assert.equal(errorCode(result), 'RATE_LIMITED', `${what}: ${JSON.stringify(result.errors)}`);
  assert.match(result.errors![0]!.message, VIETNAMESE);
  assert.ok(Number(result.errors![0]!.extensions!.retryAfterSeconds) > 0, 'says when to retry');
}

async function idOf(p: TestProvider, email: string): Promise<number> {
  const [row] = await p.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('finding 1: the client address cannot be forged', () => {
  let p: TestProvider;
  before(async () => {
    p = await startTestProvider({ security: real });
  });
  after(async () => p?.close());

  it('rotating x-tm-client-ip from one socket still hits the per-client limit; the app’s signed address is believed', async () => {
    // 30 failures for 30 accounts, each claiming a different address: all from this one socket.
    for (let i = 0; i < 30; i++) {
      const result = await p.gql(LOGIN, { input: { email: `khach-${i}@tm.local`, password: 'Sai-mat-khau' } }, { unsignedClientIp: `198.51.100.${i}` });
      assert.equal(errorCode(result), 'UNAUTHENTICATED', `attempt ${i}`);
    }
    const forged = await p.gql(LOGIN, { input: DEMO.editor }, { unsignedClientIp: '198.51.100.200' });
    assertRateLimited(forged, 'a fresh forged address');
    // Positive control: the same login, forwarded and signed by the app for a browser, works.
    const signed = await p.gql(LOGIN, { input: DEMO.editor }, { clientIp: '198.51.100.201' });
    assert.equal(signed.errors, undefined, JSON.stringify(signed.errors));
    // A signature for another address does not carry over.
    const stolen = await p.gql(LOGIN, { input: DEMO.editor }, { clientIp: '198.51.100.201', unsignedClientIp: '198.51.100.202' });
    assertRateLimited(stolen, 'a signature replayed for another address');
  });
});

describe('finding 1: limits hold across provider instances sharing Redis', () => {
  let redis: Redis;
  let a: TestProvider;
  let b: TestProvider;
  before(async () => {
    redis = new Redis('redis://127.0.0.1:6379', { enableOfflineQueue: false, lazyConnect: true });
    await redis.connect();
    const limitKeyPrefix = `tm_test_${randomBytes(6).toString('hex')}`;
    a = await startTestProvider({ redis, security: { ...real, limitKeyPrefix } });
    b = await startTestProvider({ redis, security: { ...real, limitKeyPrefix } });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    redis?.disconnect();
  });

  it('failures on two instances add up for one account and one address', async () => {
    for (let i = 0; i < 5; i++) {
      const on = i % 2 ? a : b;
      assert.equal(errorCode(await on.gql(LOGIN, { input: { email: DEMO.qa.email, password: `Sai-${i}` } }, { clientIp: `203.0.113.${i}` })), 'UNAUTHENTICATED');
    }
    assertRateLimited(await a.gql(LOGIN, { input: DEMO.qa }, { clientIp: '203.0.113.99' }), 'sixth attempt on instance a');
    assertRateLimited(await b.gql(LOGIN, { input: DEMO.qa }, { clientIp: '203.0.113.98' }), 'sixth attempt on instance b');
    // Positive control: another account still logs in on both.
    assert.equal((await a.gql(LOGIN, { input: DEMO.editor }, { clientIp: '203.0.113.99' })).errors, undefined);
  });
});

describe('finding 2: rate limits on chat and other actions', () => {
  let p: TestProvider;
  let editor: string;
  let editorId: number;
  let editor2Id: number;
  let roomId: number;
  before(async () => {
    // The real burst of 20, over a window no slow machine can cross mid-test (the default window
    // is 4 s): the answers below then do not depend on how fast the posts go.
    p = await startTestProvider({ security: { rateLimits: { ...RATE_LIMITS, chatPost: { points: RATE_LIMITS.chatPost.points, duration: 600 } } } });
    editor = await p.login(DEMO.editor.email, DEMO.editor.password);
    editorId = await idOf(p, DEMO.editor.email);
    editor2Id = await idOf(p, DEMO.editor2.email);
  });
  after(async () => p?.close());

  it('a burst of chat messages is cut off after 20, with a Vietnamese RATE_LIMITED and nothing stored', async () => {
    const room = await p.gql(CREATE_ROOM, { input: { type: 'Private', members: [{ userId: editor2Id, isAdmin: false }] } }, { token: editor });
    assert.equal(room.errors, undefined, JSON.stringify(room.errors));
    roomId = room.data!.create_chat_room.id;
    const results = [];
    for (let i = 0; i < 60; i++) results.push(await p.gql(POST, { input: { userId: editorId, roomId, content: `Tin ${i}`, messageContentType: 'text' } }, { token: editor }));
    const accepted = results.filter((r) => !r.errors);
    assert.ok(results.slice(0, 20).every((r) => !r.errors), 'the first 20 go through');
    for (const [i, result] of results.slice(20).entries()) assertRateLimited(result, `message ${21 + i}`);
    const stored = await p.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.roomId, roomId));
    assert.equal(stored.length, accepted.length);
  });

  it('the chat limit is per user: another member can still post', async () => {
    const editor2 = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const result = await p.gql(POST, { input: { userId: editor2Id, roomId, content: 'Vẫn gửi được', messageContentType: 'text' } }, { token: editor2 });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  });

  it('room creation, registration and ticket issuing stop at their limits', async () => {
    const qa = await p.login(DEMO.qa.email, DEMO.qa.password);
    const qaRoom = () => p.gql(CREATE_ROOM, { input: { type: 'Private', members: [{ userId: editorId, isAdmin: false }] } }, { token: qa });
    for (let i = 0; i < RATE_LIMITS.roomCreate.points; i++) assert.equal((await qaRoom()).errors, undefined, `room ${i}`);
    assertRateLimited(await qaRoom(), 'one room too many');

    const register = (i: number, clientIp: string) =>
      p.gql(REGISTER, { input: { email: `moi-${i}-${clientIp}@tm.local`, password: 'Matkhau@123', first_name: 'Mới', last_name: 'Người' } }, { clientIp });
    for (let i = 0; i < RATE_LIMITS.register.points; i++) assert.equal((await register(i, '192.0.2.50')).errors, undefined, `registration ${i}`);
    assertRateLimited(await register(99, '192.0.2.50'), 'one registration too many');
    assert.equal((await register(0, '192.0.2.51')).errors, undefined, 'another address registers');

    const admin = await p.login(DEMO.admin.email, DEMO.admin.password);
    for (let i = 0; i < RATE_LIMITS.ticket.points; i++) assert.equal((await p.gql(TICKET, {}, { token: admin })).errors, undefined, `ticket ${i}`);
    assertRateLimited(await p.gql(TICKET, {}, { token: admin }), 'one ticket too many');
  });
});

describe('finding 3: size limits', () => {
  let p: TestProvider;
  let admin: string;
  before(async () => {
    p = await startTestProvider();
    admin = await p.login(DEMO.admin.email, DEMO.admin.password);
  });
  after(async () => p?.close());

  const post = (body: string) => fetch(p.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body });

  it('refuses a 20 MB body with 413 before reading it', async () => {
    const response = await post(JSON.stringify({ query: TASKS, variables: { filter: { searchString: 'x'.repeat(20 * 1024 * 1024) } } }));
    assert.equal(response.status, 413);
    assert.match((await response.json()).errors[0].message, VIETNAMESE);
    assert.equal((await post(JSON.stringify({ query: TASKS, variables: { filter: { searchString: 'x' } } }))).status, 200, 'control');
  });

  it('every operation the app ships fits the document limit', () => {
    for (const [name, doc] of Object.entries(trustedDocuments)) {
      assert.ok(Buffer.byteLength(doc.document) <= DEFAULT_MAX_DOCUMENT_BYTES, `${name} is ${Buffer.byteLength(doc.document)} bytes`);
    }
  });

  it('refuses a document over 4 KB with 413; the same document under it runs', async () => {
    const padded = (bytes: number) => `${TASKS}\n# ${'x'.repeat(bytes - TASKS.length - 3)}`;
    const big = await post(JSON.stringify({ query: padded(5000) }));
    assert.equal(big.status, 413);
    assert.equal((await big.json()).errors[0].extensions.code, 'PAYLOAD_TOO_LARGE');
    const small = await post(JSON.stringify({ query: padded(4000) }));
    assert.equal(small.status, 200);
    assert.equal((await small.json()).errors, undefined);
  });

  it('holds string arguments to their field’s maximum length, in variables and inline, at any depth', async () => {
    const search = (searchString: string) => p.gql(TASKS, { filter: { searchString } }, { token: admin });
    assert.equal((await search('a'.repeat(200))).errors, undefined, 'control: 200 characters');
    const long = await search('a'.repeat(201));
    assert.equal(errorCode(long), 'BAD_USER_INPUT');
    assert.equal(long.errors![0]!.message, 'Giá trị của "searchString" quá dài (tối đa 200 ký tự).');
    const inline = await p.gql(`{ tasks(filter: { searchString: "${'a'.repeat(300)}" }) { id } }`, {}, { token: admin });
    assert.equal(errorCode(inline), 'BAD_USER_INPUT');
    // A field without a limit of its own gets the default, checked before the resolver runs.
    const description = await p.gql('mutation U($input: UpdateTaskInput!) { update_task(id: 1, version: 1, input: $input) { id } }', { input: { description: 'd'.repeat(10_001) } }, { token: admin });
    assert.equal(description.errors![0]!.message, 'Giá trị của "description" quá dài (tối đa 10.000 ký tự).');
    const room = await p.gql(CREATE_ROOM, { input: { type: 'Group', name: 'n'.repeat(201), members: [] } }, { token: admin });
    assert.equal(room.errors![0]!.message, 'Giá trị của "name" quá dài (tối đa 200 ký tự).');
  });
});
