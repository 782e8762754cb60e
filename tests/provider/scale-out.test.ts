// Several provider instances on one database and one Redis (docs/operations/production.md, scale-out):
// what happens on instance A reaches subscribers connected to instance B, once and in order,
// also after Redis restarts; failed logins count across instances. The test runs its own
// redis-server on a free port so it can restart it without touching the machine's Redis.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createProvider, type Provider } from '../../provider/src/app';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { DEMO, errorCode, openFreshDatabase, type GqlResult, type Json, within } from './harness';
import { startPrivateRedis, type PrivateRedis } from './private-redis';
import { trustedSubscription } from '../../provider/src/realtime/screen';

type Instance = { provider: Provider; url: string; wsUrl: string; limiterRedis: Redis };

let redis: PrivateRedis | undefined;
let database: Awaited<ReturnType<typeof openFreshDatabase>>;
let a: Instance;
let b: Instance;
const clients: Client[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startInstance(jwtSecret: string): Promise<Instance> {
  const redisUrl = redis!.url;
  const limiterRedis = new Redis(redisUrl, { enableOfflineQueue: false });
  limiterRedis.on('error', () => {}); // expected while the test restarts Redis
  if (limiterRedis.status !== 'ready') await new Promise((resolve) => limiterRedis.once('ready', resolve));
  const provider = createProvider({ db: database.db, jwtSecret, production: false, redisUrl, limiterRedis });
  await provider.listen(0, '127.0.0.1');
  const { port } = provider.httpServer.address() as AddressInfo;
  return { provider, url: `http://127.0.0.1:${port}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql`, limiterRedis };
}

async function gql<T = Record<string, Json>>(on: Instance, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResult<T>> {
  const response = await fetch(on.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GqlResult['errors'] };
  return { data: body.data, errors: body.errors, status: response.status };
}

async function ok<T = Record<string, Json>>(on: Instance, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await gql<T>(on, query, variables, token);
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data as T;
}

const LOGIN = 'query Login($input: LoginInput!) { login(input: $input) { token user { id } } }';
async function login(on: Instance, account: { email: string; password: string }) {
  const { login: answer } = await ok<{ login: { token: string; user: { id: number } } }>(on, LOGIN, { input: account }, '');
  return answer;
}

/** A live subscription on `on`, read event by event; ready once an event published on `from` arrives. */
async function subscribe<T>(on: Instance, token: string, name: string, variables: Record<string, unknown>, warmUp: () => Promise<unknown>) {
  const ticket = (await ok<{ issue_realtime_ticket: { ticket: string } }>(on, 'mutation { issue_realtime_ticket { ticket } }', {}, token)).issue_realtime_ticket.ticket;
  const client = createClient({ url: on.wsUrl, webSocketImpl: WebSocket, connectionParams: { ticket }, retryAttempts: 0, lazy: true });
  clients.push(client);
  const iterator = client.iterate(trustedSubscription(name, variables)) as AsyncIterableIterator<{ data?: Record<string, T>; errors?: unknown }>;
  const next = async (ms = 1000): Promise<T> => {
    const result = await within(iterator.next(), ms, name);
    assert.equal(result.done, false, 'subscription ended');
    assert.equal(result.value.errors, undefined, JSON.stringify(result.value.errors));
    const value = Object.values(result.value.data!)[0] as T & { taskId?: number | null };
    // A board subscription's opening event is this instance's own answer, not an event through Redis.
    return value.taskId === null ? next(ms) : value;
  };
  // The subscription is live once a real event sent through the other instance arrives.
  const first = next(10_000);
  const warming = setInterval(() => void warmUp(), 200);
  try {
    await first;
  } finally {
    clearInterval(warming);
  }
  return next;
}

const POST = `mutation PostChatMessage($input: PostChatMessageInput!) { post_chat_message(input: $input) { id content } }`;

describe('two provider instances on one database and one Redis', () => {
  let admin: { token: string; user: { id: number } };
  let editor: { token: string; user: { id: number } };
  let roomId: number;
  let readChat: (ms?: number) => Promise<{ id: number; content: string }>;

  const post = (content: string) => ok<{ post_chat_message: { id: number } }>(a, POST, { input: { userId: admin.user.id, roomId, content, messageContentType: 'text' } }, admin.token);

  before(async () => {
    redis = await startPrivateRedis(await freePort());
    database = await openFreshDatabase();
    await ensureRoles(database.db);
    await seedDemo(database.db);
    const jwtSecret = randomBytes(32).toString('hex');
    a = await startInstance(jwtSecret);
    b = await startInstance(jwtSecret);
    admin = await login(a, DEMO.admin);
    editor = await login(b, DEMO.editor);
    const room = await ok<{ create_chat_room: { id: number } }>(
      a,
      'mutation CreateChatRoom($input: CreateChatRoomInput!) { create_chat_room(input: $input) { id } }',
      { input: { type: 'Private', members: [{ userId: editor.user.id, isAdmin: false }] } },
      admin.token,
    );
    roomId = room.create_chat_room.id;
    let warm = 0;
    readChat = await subscribe(b, editor.token, 'OnChatting', { userId: editor.user.id, roomId }, () => post(`khởi động ${++warm}`));
  });

  after(async () => {
    for (const client of clients) await client.dispose();
    for (const instance of [a, b]) {
      await instance?.provider.close();
      instance?.limiterRedis.disconnect();
    }
    await database?.close();
    await database?.drop();
    await redis?.stop();
  });

  /** Skips warm-up messages still in flight, then returns the next real one. */
  async function nextReal(ms = 1000) {
    for (;;) {
      const message = await readChat(ms);
      if (!message.content.startsWith('khởi động')) return message;
    }
  }

  it('chat messages posted through A reach the subscriber on B within 1 s, once and in order', async () => {
    const sent = [];
    for (const content of ['Ảnh 1 xong', 'Ảnh 2 xong', 'Ảnh 3 xong']) sent.push((await post(content)).post_chat_message.id);
    const got = [await nextReal(), await readChat(), await readChat()];
    assert.deepEqual(got.map((m) => m.id), sent);
    assert.deepEqual(got.map((m) => m.content), ['Ảnh 1 xong', 'Ảnh 2 xong', 'Ảnh 3 xong']);
    // Nothing twice: the very next event is the next message posted.
    const marker = (await post('Hết')).post_chat_message.id;
    assert.equal((await readChat()).id, marker);
  });

  it('a card moved through A reaches the board subscriber on B within 1 s', async () => {
    const groups = await ok<{ product_groups: { id: number }[] }>(a, 'query { product_groups { id } }', {}, admin.token);
    const create = (name: string) =>
      ok<{ create_task: { id: number; version: number } }>(
        a,
        'mutation CreateTask($input: CreateTaskInput!) { create_task(input: $input) { id version } }',
        { input: { taskName: name, productGroupId: groups.product_groups[0]!.id, totalFile: 3, editorId: editor.user.id } },
        admin.token,
      );
    let warm = 0;
    const readBoard = await subscribe<{ taskId: number; status: string; version: number; actorId: number | null }>(b, editor.token, 'OnBoardChanged', {}, () => create(`Khởi động ${++warm}`));
    const card = (await create('Bộ ảnh liên máy')).create_task;
    let event = await readBoard();
    while (event.taskId !== card.id) event = await readBoard();
    const move = ({ taskId, status, version, actorId }: typeof event) => ({ taskId, status, version, actorId });
    assert.deepEqual(move(event), { taskId: card.id, status: 'Assignee', version: 1, actorId: admin.user.id });
    await ok(a, 'mutation MoveTask($id: Int!, $version: Int!, $status: TaskStatus!) { move_task(id: $id, version: $version, status: $status) { id } }', { id: card.id, version: 1, status: 'InProgress' }, editor.token);
    assert.deepEqual(move(await readBoard()), { taskId: card.id, status: 'InProgress', version: 2, actorId: editor.user.id });
  });

  it('after Redis restarts, later events still arrive', async () => {
    await redis!.restart();
    // Both instances reconnect and resubscribe on their own; a message posted once they have is
    // delivered. Messages posted before that are lost by design, so the test keeps posting while
    // ONE read waits (a fresh read per attempt would queue behind reads that lost their message).
    const deadline = Date.now() + 30_000;
    let delivered: { content: string } | undefined;
    let waiting = true;
    const arrival = readChat(30_000).then(
      (event) => (delivered = event),
      () => undefined,
    );
    void arrival.finally(() => (waiting = false));
    while (waiting && Date.now() < deadline) {
      await gql(a, POST, { input: { userId: admin.user.id, roomId, content: 'Sau khi Redis khởi động lại', messageContentType: 'text' } }, admin.token);
      await Promise.race([arrival, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
    await arrival;
    assert.equal(delivered?.content, 'Sau khi Redis khởi động lại');
  });

  it('failed logins spread over both instances lock the account', async () => {
    // Positive control: the second editor signs in on both instances.
    await login(a, DEMO.editor2);
    await login(b, DEMO.editor2);
    for (let attempt = 0; attempt < 5; attempt++) {
      const on = attempt % 2 === 0 ? a : b;
      const wrong = await gql(on, LOGIN, { input: { email: DEMO.editor2.email, password: `Sai@${attempt}xyz` } });
      assert.equal(errorCode(wrong), 'UNAUTHENTICATED', `attempt ${attempt + 1}`);
    }
    for (const on of [a, b]) {
      const locked = await gql(on, LOGIN, { input: DEMO.editor2 });
      assert.equal(errorCode(locked), 'RATE_LIMITED');
    }
    // Another account is not affected.
    await login(b, DEMO.qa);
  });
});
