// Chat delivery benchmark: `node --import tsx bench/chat/run.ts` (npm run bench:chat).
//
// An in-process provider (tests/provider/harness.ts, PGlite in memory) and real graphql-ws
// clients in child processes (bench/chat/clients.ts), one socket per member as browsers have.
// A member posts through the GraphQL API; we time how long until each subscribed member's
// socket has the event, for a room of 10 and a room of 1,000 subscribed members, and how much
// provider memory an idle subscriber costs. Posts to the two rooms alternate, so whatever
// else runs on the machine slows both alike. Target: p99 to 1,000 / p99 to 10 ≤ 5.
// Prints figures; asserts nothing.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { hashPassword } from '../../provider/src/auth/passwords';
import { authSessions, users } from '../../provider/src/db/schema';
import { DEMO, startTestProvider, type TestProvider } from '../../tests/provider/harness';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
const WARMUP = 3;
const SMALL = 10;
const LARGE = 1000;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Member = { userId: number; sessionId: string; version: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ChildMessage = { type: string; [key: string]: any };

/** Members with live sessions, made straight in the database (1,000 argon2 logins would take minutes). */
async function createMembers(p: TestProvider, count: number): Promise<Member[]> {
  const passwordHash = await hashPassword('Bench@12345');
  const rows = await p.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `bench-${i}@tm.local`, passwordHash, firstName: `Số ${i}`, lastName: 'Bench', roleId: 3, active: true })))
    .returning({ id: users.id, version: users.tokenVersion });
  const expiresAt = new Date(Date.now() + 3600_000);
  const sessions = await p.db
    .insert(authSessions)
    .values(rows.map((row) => ({ kind: 'staff' as const, userId: row.id, expiresAt })))
    .returning({ id: authSessions.id, userId: authSessions.userId });
  const version = new Map(rows.map((row) => [row.id, row.version]));
  return sessions.map((s) => ({ userId: s.userId!, sessionId: s.id, version: version.get(s.userId!)! }));
}

function waitFor<T>(child: ChildProcess, match: (message: ChildMessage) => T | undefined, timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      child.off('message', listener);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('benchmark client timed out'));
    }, timeoutMs);
    const listener = (message: ChildMessage) => {
      if (message.type === 'error') {
        finish();
        reject(new Error(message.message));
        return;
      }
      const value = match(message);
      if (value !== undefined) {
        finish();
        resolve(value);
      }
    };
    child.on('message', listener);
  });
}

function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
}

/** A child process with one subscribed socket per member, returned once every subscription is live. */
async function connect(p: TestProvider, members: Member[]) {
  const child = fork(fileURLToPath(new URL('./clients.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await waitFor(child, (m) => (m.type === 'ready' ? true : undefined));
  const started = now();
  // Realtime tickets live 60 s: sign them just before connecting.
  const subscribers = await Promise.all(
    members.map(async (m) => ({ userId: m.userId, ticket: await p.services.tokens.signRealtimeTicket({ sub: m.userId, kind: 'staff', sid: m.sessionId, ver: m.version }) })),
  );
  child.send({ type: 'start', url: p.wsUrl, subscribers });
  // Probe the members whose subscription has not answered yet: once each has, all are registered.
  const pending = new Set(members.map((m) => m.userId));
  const onLive = (message: ChildMessage) => {
    if (message.type === 'live') pending.delete(message.userId);
  };
  child.on('message', onLive);
  const probing = setInterval(() => {
    for (const userId of pending) {
      p.services.pubSub.publish('chat', userId, { id: -userId, room_id: 0, content: '', messageContentType: 'text', posted_user_id: 0, posted_user_name: '', posted_at: new Date().toISOString(), read_count: 0 });
    }
  }, 300);
  try {
    await waitFor(child, (m) => (m.type === 'live' && m.count === members.length ? true : undefined), 300_000);
  } finally {
    clearInterval(probing);
    child.off('message', onLive);
  }
  return { child, seconds: (now() - started) / 1000 };
}

type Room = { id: number; child: ChildProcess; latencies: number[]; firsts: number[]; spreads: number[] };

async function createRoom(p: TestProvider, token: string, members: Member[]): Promise<number> {
  const created = await p.gql<{ create_chat_room: { id: number } }>(
    'mutation($input: CreateChatRoomInput!) { create_chat_room(input: $input) { id } }',
    { input: { type: 'Group', name: `Bench ${members.length}`, members: members.map((m) => ({ userId: m.userId, isAdmin: false })) } },
    { token },
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  return created.data!.create_chat_room.id;
}

/** Posts one message and waits until every subscribed member of the room has it. */
async function deliverOne(p: TestProvider, token: string, posterId: number, room: Room, n: number, record: boolean) {
  const sentAt = now();
  const posted = await p.gql<{ post_chat_message: { id: number } }>(
    'mutation($input: PostChatMessageInput!) { post_chat_message(input: $input) { id } }',
    { input: { userId: posterId, roomId: room.id, content: `Tin đo số ${n}`, messageContentType: 'text' } },
    { token },
  );
  if (posted.errors) throw new Error(JSON.stringify(posted.errors));
  const messageId = posted.data!.post_chat_message.id;
  const delivered = waitFor(room.child, (m) => (m.type === 'delivered' && m.messageId === messageId ? (m.times as number[]) : undefined));
  room.child.send({ type: 'expect', messageId });
  const times = await delivered;
  if (!record) return;
  for (const t of times) room.latencies.push(t - sentAt);
  room.firsts.push(Math.min(...times) - sentAt);
  room.spreads.push(Math.max(...times) - Math.min(...times));
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

const p = await startTestProvider();
const children: ChildProcess[] = [];
try {
  const token = await p.login(DEMO.admin.email, DEMO.admin.password);
  const posterId = (await p.gql<{ me: { id: number } }>('{ me { id } }', {}, { token })).data!.me.id;
  const members = await createMembers(p, SMALL + LARGE);
  const smallMembers = members.slice(0, SMALL);
  const largeMembers = members.slice(SMALL);
  const smallRoomId = await createRoom(p, token, smallMembers);
  const largeRoomId = await createRoom(p, token, largeMembers);

  const small = await connect(p, smallMembers);
  children.push(small.child);
  await sleep(1000);
  const before = memory();
  const large = await connect(p, largeMembers);
  children.push(large.child);
  await sleep(1500); // stray probes drain
  const idle = memory();

  const rooms: [Room, Room] = [
    { id: smallRoomId, child: small.child, latencies: [], firsts: [], spreads: [] },
    { id: largeRoomId, child: large.child, latencies: [], firsts: [], spreads: [] },
  ];
  for (let i = 0; i < WARMUP + MESSAGES; i++) {
    for (const room of rooms) await deliverOne(p, token, posterId, room, i, i >= WARMUP);
  }

  console.log(`Chat delivery benchmark (${p.driver}, Node ${process.version}, ${MESSAGES} messages per room after ${WARMUP} warm-up, posts alternating)`);
  for (const [room, size] of [
    [rooms[0], SMALL],
    [rooms[1], LARGE],
  ] as const) {
    console.log(
      `  ${String(size).padStart(5)} subscribers: p50 ${ms(percentile(room.latencies, 0.5))}, p99 ${ms(percentile(room.latencies, 0.99))}, ` +
        `max ${ms(Math.max(...room.latencies))}; first arrival p50 ${ms(percentile(room.firsts, 0.5))}; ` +
        `first-to-last spread p50 ${ms(percentile(room.spreads, 0.5))} (${room.latencies.length} deliveries)`,
    );
  }
  const ratio = percentile(rooms[1].latencies, 0.99) / percentile(rooms[0].latencies, 0.99);
  console.log(`  p99 ratio 1,000 / 10 = ${ratio.toFixed(2)} (target ≤ 5: ${ratio <= 5 ? 'met' : 'NOT met'})`);
  console.log(
    `  idle subscriber: ≈ ${((idle.heap - before.heap) / LARGE / 1024).toFixed(1)} KB heap, ≈ ${((idle.rss - before.rss) / LARGE / 1024).toFixed(1)} KB RSS ` +
      `in the provider process (1,000 sockets connected in ${large.seconds.toFixed(1)} s)`,
  );
} finally {
  for (const child of children) {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await p.close();
}
