// Chat images benchmark: `npm run bench:chat-images`. Prints figures, asserts nothing.
//
// Chat images are files (docs/decisions/chat-images.md): a message holds a reference, not the
// picture. This starts a real provider process (provider/src/server.ts, as scripts/start.ts does)
// on a fresh embedded database, posts BENCH_IMAGES (2,000) image messages to one room through
// post_chat_message as the browser sends them (data URLs of photo-like JPEGs, ≈ 30 KB each: the
// size of the picture changes nothing below, only how long the posting takes), waits for the
// image queue to finish their thumbnails, and measures:
//   (a) the JSON of one page of 200 image messages (ViewChatMessages, last 200), against the
//       bytes the same 200 pictures took as data URLs (target < 1 MB);
//   (b) the provider process's RSS (from /proc) before, and sampled every 50 ms while
//       BENCH_CLIENTS (20) clients, each signed in on its own, page through the whole room at once
//       (200 a page, BENCH_ROUNDS times each): growth of the peak over the quiet figure (target ≤ +50 MB).
// Port: BENCH_PROVIDER_PORT (4480). Database: the embedded one (PGlite, inside the provider's
// process, so its RSS counts the database's memory too) by default; BENCH_DATABASE=postgres runs
// it on PostgreSQL as in production (server DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
// in a database of its own, tm_bench_chat_images, created empty and dropped at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { withBenchDatabase } from '../postgres-database';
import { callProvider, DEMO_ADMIN, median, postToProvider, root, rssOf, waitFor, type Json } from '../system';

const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4480);
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const dataDir = `.data-bench-chat-images-${providerPort}`;
const IMAGES = Number(process.env.BENCH_IMAGES ?? 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE = 200;
/** BENCH_CONTENT=text: the same room of text messages, the control for what the images cost. */
const TEXT = process.env.BENCH_CONTENT === 'text';
const POOL = 20;
const EDITOR = { email: 'editor@tm.local', password: 'Editor@123' };
const MB = 1024 * 1024;

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const doc = (name: string) => trustedDocuments[name]!.document;
const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Photo-like JPEGs (noise does not compress away), 400×300: about 30 KB each. */
async function imagePool(): Promise<string[]> {
  const pool: string[] = [];
  for (let i = 0; i < POOL; i += 1) {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40 + i * 9, g: 120, b: 200 - i * 7 }, noise: { type: 'gaussian', mean: 110, sigma: 22 } } })
      .jpeg({ quality: 75 })
      .toBuffer();
    pool.push(`data:image/jpeg;base64,${bytes.toString('base64')}`);
  }
  return pool;
}

const login = async (account: { email: string; password: string }) =>
  (await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: account })).login.token;

type Page = { view_chat_messages: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: unknown[] } };

/** One page of the room as the app asks it; the raw JSON's length and the page. */
async function readPage(token: string, userId: number, roomId: number, before: string | null): Promise<{ bytes: number; page: Page }> {
  const response = await postToProvider(providerUrl, doc('ViewChatMessages'), { input: { userId, roomId, args: { last: PAGE, ...(before ? { before } : {}) } } }, token);
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Page; errors?: { message: string }[] };
  if (!body.data) throw new Error(`ViewChatMessages: ${body.errors?.[0]?.message ?? response.status}`);
  return { bytes: Buffer.byteLength(text), page: body.data };
}

/** Pages from the newest message to the oldest; how many messages it saw. */
async function pageThrough(token: string, userId: number, roomId: number): Promise<number> {
  let before: string | null = null;
  let seen = 0;
  for (;;) {
    const { page } = await readPage(token, userId, roomId, before);
    seen += page.view_chat_messages.edges.length;
    if (!page.view_chat_messages.pageInfo.hasNextPage) return seen;
    before = page.view_chat_messages.pageInfo.endCursor;
  }
}

/** The provider's V8 heap spaces and external memory now (its /metrics, prom-client's default metrics), in bytes. */
async function heapSpaces(): Promise<Record<string, number>> {
  const text = await (await fetch(new URL('/metrics', providerUrl))).text();
  const spaces: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const space = /^tm_provider_nodejs_heap_space_size_total_bytes\{space="(\w+)"\} (\d+)/.exec(line);
    if (space) spaces[space[1]!] = Number(space[2]);
    const external = /^tm_provider_nodejs_external_memory_bytes (\d+)/.exec(line);
    if (external) spaces.external = Number(external[1]);
  }
  return spaces;
}

/** The thumbnails made so far (the image queue's work). */
const thumbnails = async () => (await readdir(path.join(root, dataDir, 'files', 'chat')).catch(() => [] as string[])).filter((name) => name.endsWith('.thumb.webp')).length;

async function measure(databaseUrl: string, database: string) {
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'provider/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PROVIDER_PORT: String(providerPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      FILE_STORAGE_DIR: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'chatPost=1000000/1,roomCreate=1000/1',
    },
  });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('SIGINT', () => (stop(), process.exit(130)));
  try {
    log(`starting the provider on :${providerPort} (${dataDir})…`);
    await waitFor(new URL('/health', providerUrl).toString(), 300_000);
    const pid = String(child.pid);
    const rss = async () => (await rssOf([pid])).get(pid) ?? NaN;

    const token = await login(DEMO_ADMIN);
    const editorToken = await login(EDITOR);
    const { users } = await provider<{ users: { id: number; email: string }[] }>('query { users(input: { active: true }) { id email } }', {}, token);
    const adminId = users.find((u) => u.email === DEMO_ADMIN.email)!.id;
    const editorId = users.find((u) => u.email === EDITOR.email)!.id;
    const { create_chat_room: room } = await provider<{ create_chat_room: { id: number } }>(
      doc('CreateChatRoom'),
      { input: { type: 'Private', members: [{ userId: adminId, isAdmin: true }, { userId: editorId, isAdmin: false }] } },
      token,
    );

    const pool = await imagePool();
    const poolBytes = pool.map((url) => url.length);
    log(`posting ${IMAGES} image messages (${(median(poolBytes) / 1024).toFixed(0)} KB data URLs) in room ${room.id}…`);
    const started = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < IMAGES) {
        const index = next++;
        const fromAdmin = index % 3 !== 0;
        await provider(
          doc('PostChatMessage'),
          TEXT
            ? { input: { userId: fromAdmin ? adminId : editorId, roomId: room.id, content: `Tin nhắn số ${index + 1}: ảnh đã sửa xong, anh xem giúp em nhé.`, messageContentType: 'text' } }
            : { input: { userId: fromAdmin ? adminId : editorId, roomId: room.id, content: pool[index % POOL]!, messageContentType: 'image' } },
          fromAdmin ? token : editorToken,
        );
        if (index % 500 === 499) log(`  ${index + 1} posted (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    // The image queue: wait until no thumbnail has been added for 5 s.
    for (let last = -1, made = await thumbnails(); made !== last; last = made, made = (await sleep(5000), await thumbnails())) log(`  ${made} thumbnails made…`);

    // (a) one page of 200 image messages.
    const { bytes: pageBytes, page } = await readPage(token, adminId, room.id, null);
    const pageImages = page.view_chat_messages.edges.length;
    const dataUrlBytes = Array.from({ length: pageImages }, (_, i) => poolBytes[(IMAGES - 1 - i) % POOL]!).reduce((a, b) => a + b, 0);

    // (b) RSS, quiet and while CLIENTS page through the room: twice, so the second pass shows
    //     whether anything stays behind from the first (a leak grows again; a heap that V8 sized
    //     up for 20 requests at once does not).
    const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => login(i % 2 === 0 ? DEMO_ADMIN : EDITOR).then((t) => ({ token: t, userId: i % 2 === 0 ? adminId : editorId }))));
    const pass = async () => {
      await sleep(3000);
      const quiet: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        quiet.push(await rss());
        await sleep(100);
      }
      const baseline = median(quiet);
      const spacesBefore = await heapSpaces();
      let peak = baseline;
      const samples: number[] = [];
      const sampler = setInterval(() => void rss().then((bytes) => (samples.push(bytes), (peak = Math.max(peak, bytes)))), 50);
      const pagingStarted = Date.now();
      const seen = await Promise.all(
        tokens.map(async ({ token: clientToken, userId }) => {
          let total = 0;
          for (let round = 0; round < ROUNDS; round += 1) total += await pageThrough(clientToken, userId, room.id);
          return total;
        }),
      );
      const pagingMs = Date.now() - pagingStarted;
      clearInterval(sampler);
      const spacesAfter = await heapSpaces();
      await sleep(2000);
      const after = await rss();
      return { baseline, peak, samples, seen, pagingMs, spacesBefore, spacesAfter, after };
    };
    const passes = [await pass(), await pass()];

    const totalPages = CLIENTS * ROUNDS * Math.ceil(IMAGES / PAGE);
    console.log('');
    console.log(`Chat images benchmark: provider process on ${database}, Node ${process.version}; a room of ${IMAGES} ${TEXT ? "text messages (the control)" : `image messages (JPEG ${(median(poolBytes) / 1024).toFixed(0)} KB as a data URL)`}`);
    console.log(`  (a) one page of ${pageImages} ${TEXT ? 'text' : 'image'} messages: ${(pageBytes / 1024).toFixed(1)} KB of JSON (${(pageBytes / pageImages).toFixed(0)} bytes a message; target < 1 MB: ${pageBytes < MB ? 'met' : 'NOT met'})`);
    if (!TEXT) console.log(`      the same ${pageImages} pictures as data URLs, as stored before: ${(dataUrlBytes / MB).toFixed(1)} MB`);
    passes.forEach(({ baseline, peak, samples, seen, pagingMs, spacesBefore, spacesAfter, after }, index) => {
      console.log(`  (b${index + 1}) ${index === 0 ? 'first pass' : 'second pass, right after'}: provider RSS quiet ${(baseline / MB).toFixed(0)} MB; while ${CLIENTS} clients paged through the room ${ROUNDS}× each (${totalPages} pages of ${PAGE}, ${seen.reduce((a, b) => a + b, 0)} messages, ${(pagingMs / 1000).toFixed(1)} s):`);
      console.log(`      peak ${(peak / MB).toFixed(0)} MB, median ${(median(samples) / MB).toFixed(0)} MB, 2 s after ${(after / MB).toFixed(0)} MB; peak growth ${((peak - baseline) / MB).toFixed(1)} MB (target ≤ +50 MB: ${peak - baseline <= 50 * MB ? 'met' : 'NOT met'})`);
      const grown = Object.keys(spacesAfter)
        .filter((space) => Math.abs(spacesAfter[space]! - (spacesBefore[space] ?? 0)) >= MB / 10)
        .map((space) => `${space} ${((spacesBefore[space] ?? 0) / MB).toFixed(1)} → ${(spacesAfter[space]! / MB).toFixed(1)}`);
      console.log(`      where (V8 heap spaces and external memory, MB, before → after): ${grown.join(', ') || 'no change'}`);
    });
    console.log('');
  } finally {
    stop();
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(path.join(root, dataDir), { recursive: true, force: true });
  }
}

if (process.env.BENCH_DATABASE === 'postgres') {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = 'tm_bench_chat_images';
  // A database of its own, migrated and seeded with the demo studio as the embedded one is at first start.
  await withBenchDatabase(serverUrl, name, async (handle) => {
    await ensureRoles(handle.db);
    await seedDemo(handle.db);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await measure(url.toString(), `PostgreSQL (${name})`);
  });
} else await measure('', 'PGlite');
