// Load bench: `npm run bench:load`. Prints figures, asserts nothing.
//
// Two providers and two apps (bench/cluster) on this machine's PostgreSQL (a fresh database made
// and dropped by the run) and Redis. 200 simulated staff (editors, two cards each) browse their
// board through the apps as the browser does (/api/graphql, session cookie) and move their cards,
// at a busy person's pace (one action every 5–15 s; the board is kept live by its websocket, see
// "How the load bench models people" in docs/operations/production.md); 500 websockets (tickets
// from the apps, through the provider balancer) listen to board and chat events, and a board
// socket refetches the board when an event names a card version it has not seen, as the browser
// does; 50 chat messages a second go round 25 two-person rooms. Default 5 minutes
// (BENCH_SECONDS to change). Figures: p50/p95 per operation, error rate, events delivered, and
// each process's resident memory after warm-up and at the end (growth %).
// Needs a built app (`npm run build`, done here when missing). Ports from BENCH_PORT (5700).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { hashPassword } from '../../provider/src/auth/passwords';
import { openDatabase } from '../../provider/src/db/client';
import { chatRoomMembers, chatRooms, productGroups, tasks, users } from '../../provider/src/db/schema';
import { appUser, startCluster, type AppUser } from '../cluster/cluster';
import { trustedSubscription } from '../../provider/src/realtime/screen';

const root = path.resolve(import.meta.dirname, '../..');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
// Long enough for the JIT, Next's route chunks and the pools to settle before memory is compared
// (a 12 s warm-up read as +50 % growth on a one-minute run).
const WARM_UP_SECONDS = Math.min(60, Math.round(RUN_SECONDS / 5));
const USERS = 200;
const SOCKETS = 500;
const MESSAGES_PER_SECOND = 50;
const ROOMS = 25;
const PASSWORD = 'Load@12345';
const say = (message: string) => process.stderr.write(`• ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  say('building the app (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

type Seeded = { users: { id: number; email: string }[]; cards: Map<number, number[]>; rooms: { id: number; members: [number, number] }[] };
const seeded: Seeded = { users: [], cards: new Map(), rooms: [] };

async function seed(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl });
  const db = handle.db;
  const hash = await hashPassword(PASSWORD);
  const rows = await db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, i) => ({ email: `tai${i}@tm.local`, passwordHash: hash, firstName: `Tải ${i}`, lastName: 'Thử', roleId: 3, active: true })))
    .returning({ id: users.id, email: users.email });
  seeded.users = rows;
  const [group] = await db.select({ id: productGroups.id }).from(productGroups).limit(1);
  const cardRows = await db
    .insert(tasks)
    .values(rows.flatMap((u, i) => [0, 1].map((k) => ({ taskName: `Tải ${i}-${k}`, editorId: u.id, productGroupId: group!.id, totalFile: 4, status: 2, position: i * 2 + k }))))
    .returning({ id: tasks.id, editorId: tasks.editorId });
  for (const card of cardRows) seeded.cards.set(card.editorId!, [...(seeded.cards.get(card.editorId!) ?? []), card.id]);
  for (let r = 0; r < ROOMS; r++) {
    const pair: [number, number] = [rows[r * 2]!.id, rows[r * 2 + 1]!.id];
    const [room] = await db.insert(chatRooms).values({ type: 'Private', createdBy: pair[0] }).returning({ id: chatRooms.id });
    await db.insert(chatRoomMembers).values(pair.map((userId, k) => ({ roomId: room!.id, userId, isAdmin: k === 0 })));
    seeded.rooms.push({ id: room!.id, members: pair });
  }
  await handle.close();
}

const cluster = await startCluster({ providers: 2, apps: 2, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, basePort: Number(process.env.BENCH_PORT ?? 5700), seed });
say(`cluster up: app ${cluster.appUrl}; ${USERS} users, ${ROOMS} rooms`);

const samples: Record<string, number[]> = {};
let errors = 0;
let operations = 0;
const errorCodes: Record<string, number> = {};
let recording = false;
let stopping = false;
const sockets: Client[] = [];
let eventsReceived = 0;

async function timed(user: AppUser, name: string, variables: Record<string, unknown>) {
  const answer = await user.op(name, variables);
  if (recording) {
    operations++;
    (samples[name] ??= []).push(answer.ms);
    if (answer.status !== 200 || answer.code) {
      errors++;
      const key = `${name}:${answer.code ?? answer.status}`;
      errorCodes[key] = (errorCodes[key] ?? 0) + 1;
    }
  }
  return answer;
}

type BoardEvent = { taskId: number | null; status: string | null; version: number | null };
const seen = new Map<number, { version: number; status: string }>();

async function loadBoard(person: { user: AppUser; id: number }) {
  const board = await timed(person.user, 'Tasks', { filter: {} });
  const cards = (board.data as { task_board?: { cards: { id: number; version: number; status: string }[] } } | undefined)?.task_board?.cards ?? [];
  for (const card of cards) seen.set(card.id, { version: card.version, status: card.status });
}

try {
  say('signing in 200 users through the apps…');
  const people: { user: AppUser; id: number }[] = [];
  for (let i = 0; i < seeded.users.length; i += 20) {
    const batch = seeded.users.slice(i, i + 20);
    people.push(...(await Promise.all(batch.map(async (u) => ({ user: await appUser(cluster.appUrl, u.email, PASSWORD), id: u.id })))));
  }

  say(`opening ${SOCKETS} websockets…`);
  for (let s = 0; s < SOCKETS; s++) {
    const person = people[s % people.length]!;
    const { url, ticket } = await person.user.ticket();
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { ticket }, retryAttempts: 0, lazy: false });
    sockets.push(client);
    const room = seeded.rooms.find((r) => r.members.includes(person.id));
    const payload = room && s < people.length ? trustedSubscription('OnChatting', { userId: person.id, roomId: room.id }) : trustedSubscription('OnBoardChanged');
    // A board tab refetches its board (coalesced, 150 ms) when an event names a card version it
    // has not seen: components/board/use-board-realtime.ts's rule.
    let refetch: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (result: { data?: { board_changed?: BoardEvent } | null }) => {
      eventsReceived++;
      const event = result.data?.board_changed;
      // The subscription's opening event is no change (docs/decisions/board-events.md).
      if (!event || event.taskId === null || event.version === null || stopping) return;
      const shown = seen.get(event.taskId);
      if (shown && shown.version >= event.version && shown.status === event.status) return;
      clearTimeout(refetch);
      refetch = setTimeout(() => void loadBoard(person), 150);
    };
    client.subscribe<{ board_changed?: BoardEvent }>(payload, { next: onEvent, error: () => {}, complete: () => {} });
  }

  // A person with the board open: it arrives once and then stays live through the websocket, so
  // what sends requests is what the person does. Every 5–15 s they open the board again (a
  // navigation), open one of their cards, or move one the way an editor may
  // (Assignee/Waiting → InProgress → Waiting).
  async function browse(person: { user: AppUser; id: number }) {
    await loadBoard(person);
    for (let n = 0; !stopping; n++) {
      await sleep(5000 + Math.random() * 10000);
      if (stopping) break;
      const id = seeded.cards.get(person.id)![n % 2]!;
      const card = seen.get(id);
      if (n % 3 === 0) await loadBoard(person);
      else if (n % 3 === 1) await timed(person.user, 'Task', { id });
      else if (card) {
        const moved = await timed(person.user, 'MoveTask', { id, version: card.version, status: card.status === 'InProgress' ? 'Waiting' : 'InProgress' });
        const after = (moved.data as { move_task?: { version: number; status: string } } | undefined)?.move_task;
        if (after) seen.set(id, { version: after.version, status: after.status });
      }
    }
  }

  // Chat: 50 messages a second, spread over the rooms' members, sent on a clock (not one batch
  // after another), so slow answers do not lower the rate.
  async function chat() {
    let n = 0;
    const byId = new Map(people.map((p) => [p.id, p.user]));
    const inFlight = new Set<Promise<unknown>>();
    while (!stopping) {
      for (let k = 0; k < MESSAGES_PER_SECOND / 10; k++) {
        const room = seeded.rooms[n % ROOMS]!;
        const from = room.members[n % 2]!;
        const send = timed(byId.get(from)!, 'PostChatMessage', { input: { userId: from, roomId: room.id, content: `Tin tải ${n++}`, messageContentType: 'text' } });
        inFlight.add(send);
        void send.finally(() => inFlight.delete(send));
      }
      await sleep(100);
    }
    await Promise.all(inFlight);
  }

  const work = Promise.all([...people.map(browse), chat()]);
  say(`warming up ${WARM_UP_SECONDS} s…`);
  await sleep(WARM_UP_SECONDS * 1000);
  const rssStart = cluster.rss();
  recording = true;
  say(`measuring ${RUN_SECONDS} s…`);
  // Resident memory every 30 s, to tell a process still warming up (levels off) from a leak (keeps climbing).
  const rssTrail: Record<string, number>[] = [rssStart];
  for (let waited = 0; waited < RUN_SECONDS; waited += 30) {
    await sleep(Math.min(30, RUN_SECONDS - waited) * 1000);
    rssTrail.push(cluster.rss());
  }
  recording = false;
  const rssEnd = rssTrail.at(-1)!;
  stopping = true;
  await work;

  const pct = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  const all = Object.values(samples).flat();
  console.log(`\n=== bench/load: 2 apps + 2 providers, PostgreSQL + Redis, ${USERS} users, ${SOCKETS} websockets, ${MESSAGES_PER_SECOND} messages/s, ${RUN_SECONDS} s ===`);
  for (const [name, values] of Object.entries(samples)) {
    console.log(`${name.padEnd(16)} n=${String(values.length).padStart(6)}  p50 ${pct(values, 0.5).toFixed(1)} ms  p95 ${pct(values, 0.95).toFixed(1)} ms  (${(values.length / RUN_SECONDS).toFixed(1)}/s)`);
  }
  console.log(`all operations    p95 ${pct(all, 0.95).toFixed(1)} ms (target < 300); errors ${errors} of ${operations} = ${((100 * errors) / Math.max(1, operations)).toFixed(2)} % (target < 1) ${JSON.stringify(errorCodes)}`);
  console.log(`live events received on ${SOCKETS} sockets: ${eventsReceived}`);
  for (const name of Object.keys(rssStart)) {
    const growth = (100 * (rssEnd[name]! - rssStart[name]!)) / rssStart[name]!;
    console.log(`RSS ${name.padEnd(10)} ${(rssStart[name]! / 1048576).toFixed(0)} → ${(rssEnd[name]! / 1048576).toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %, target < 10); every 30 s: ${rssTrail.map((sample) => (sample[name]! / 1048576).toFixed(0)).join(' ')}`);
  }
} finally {
  stopping = true;
  for (const socket of sockets) await socket.dispose();
  await cluster.stop();
}
