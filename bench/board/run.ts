// Board benchmark: `npm run bench:board`. Prints figures, asserts nothing.
//
// It starts its own provider and app (scripts/start.ts, like Playwright's webServer) on a fresh
// embedded database, seeds tasks through the provider's create_task / move_task as the admin,
// and measures, at 100 and at 2,000 cards on the board:
//   (a) the board query (Board; Tasks before 29-11-2026) through the app (/api/graphql, session cookie) and straight to
//       the provider (bearer token): p50 of each and their ratio (target ≤ 1.3). Through the
//       app twice: taking gzip as a browser does (Next compresses; the provider never does) and
//       uncompressed, which isolates the hop itself (docs/decisions/trusted-documents.md); and
//       the provider's own time, until its answer's last byte is received (providerAnswered:
//       targets ≤ 80 ms on PGlite, ≤ 40 ms on PostgreSQL at 2,000 cards);
//   (b) in Chromium (/usr/bin/chromium): time from navigation until the first card is painted
//       (Element Timing, CARD_PAINT_PROBE) and until the board is live (hydrated), and a keyboard
//       drop (performance marks left by components/board/board-marks.ts): ratio 2,000 / 100
//       (target ≤ 3), the first card painted ≤ 600 ms at 2,000 cards;
//   (c) the board reads the provider answers per page load of / (its /metrics counters of Board and
//       BoardOlder, before the load and 3 s after the board is live): 1 expected, the server's
//       prefetch (the browser starts from the sequence it came with: docs/decisions/board-events.md).
// Ports: BENCH_APP_PORT (3450), BENCH_PROVIDER_PORT (4450). NEXT_DIST_DIR is passed through.
// Database: the embedded one (PGlite) by default; BENCH_DATABASE=postgres runs the same bench on
// PostgreSQL (server DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) in a database of
// its own, tm_bench_board, created empty and dropped at the end.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { withBenchDatabase } from '../postgres-database';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { seedTasksTo } from '../seed-tasks';
import { appLogin, callProvider, DEMO_ADMIN, median, startSystem, stopSystem, waitFor, type Json } from '../system';
import { boardRendered as boardRenderedAt, CARD_PAINT_PROBE } from '../board-paint';
import { benchContext, keyboardMove, launchChromium } from '../browser';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3450);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4450);
const appUrl = `http://127.0.0.1:${appPort}`;
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const dataDir = `.data-bench-board-${appPort}`;
const SIZES = [100, 2000] as const;
const QUERY_RUNS = 100;
const PAGE_RUNS = 5;
const DROP_RUNS = 6;
const ADMIN = DEMO_ADMIN;

function log(message: string) {
  process.stderr.write(`• ${message}\n`);
}

// ------------------------------------------------------------------ GraphQL both ways

const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);

/** `compressed`: fetch's own Accept-Encoding (gzip, deflate), as a browser; else identity. */
async function appQuery(cookie: string, operationName: string, variables: Json, compressed = true) {
  const response = await fetch(`${appUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, cookie, ...(compressed ? {} : { 'accept-encoding': 'identity' }) },
    body: JSON.stringify({ operationName, variables }),
  });
  const body = (await response.json()) as { data?: Json; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`app ${operationName} failed`);
  return body.data;
}

const doc = (name: string) => trustedDocuments[name]!.document;

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * The provider's own time: from sending the query until its answer's last byte is received, on
 * a kept-alive connection, the bytes neither decoded nor parsed (a client that parses 800 KB of
 * JSON adds its own ~10–15 ms, which the fetch line beside it shows).
 */
function providerAnswered(query: string, variables: Json, token: string): Promise<number> {
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      providerUrl,
      { method: 'POST', agent: keepAlive, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 && bytes > 0 ? resolve(bytes) : reject(new Error(`provider answered ${response.statusCode}`))));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

// ------------------------------------------------------------------ measurements

async function queryLatencies(cookie: string, token: string) {
  const variables = { filter: {} };
  for (let i = 0; i < 5; i += 1) {
    await appQuery(cookie, 'Board', variables);
    await provider(doc('Board'), variables, token);
  }
  const app: number[] = [];
  const appPlain: number[] = [];
  const direct: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < 5; i += 1) await providerAnswered(doc('Board'), variables, token);
  for (let i = 0; i < QUERY_RUNS; i += 1) {
    const start = performance.now();
    await providerAnswered(doc('Board'), variables, token);
    answered.push(performance.now() - start);
  }
  for (let i = 0; i < QUERY_RUNS; i += 1) {
    let start = performance.now();
    await appQuery(cookie, 'Board', variables);
    app.push(performance.now() - start);
    start = performance.now();
    await provider(doc('Board'), variables, token);
    direct.push(performance.now() - start);
    start = performance.now();
    await appQuery(cookie, 'Board', variables, false);
    appPlain.push(performance.now() - start);
  }
  return { app: median(app), appPlain: median(appPlain), direct: median(direct), answered: median(answered) };
}

const boardRendered = (page: Page) => boardRenderedAt(page, appUrl);

/** A keyboard reorder inside the first column: Space, arrow, Space; handled→painted and keydown→painted. */
async function keyboardDrop(page: Page, down: boolean): Promise<{ handled: number; fromKey: number }> {
  await page.evaluate(() => {
    performance.clearMarks();
    performance.clearMeasures();
    const w = window as unknown as { lastSpace?: number };
    w.lastSpace = undefined;
    window.addEventListener('keydown', (event) => event.key === ' ' && (w.lastSpace = performance.now()), { capture: true });
  });
  await keyboardMove(page, down, 300);
  await page.waitForFunction(() => performance.getEntriesByName('tm:drop', 'measure').length > 0, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const measure = performance.getEntriesByName('tm:drop', 'measure')[0]!;
    const painted = performance.getEntriesByName('tm:drop-painted', 'mark')[0]!;
    const w = window as unknown as { lastSpace?: number };
    return { handled: measure.duration, fromKey: painted.startTime - (w.lastSpace ?? painted.startTime) };
  });
}

/**
 * The board reads the provider has answered so far (Board: the board; BoardOlder: its older
 * pages), from its Prometheus counters (GET /metrics, provider/src/ops/metrics.ts): whoever asked,
 * the app's server (its prefetch) or the browser through /api/graphql.
 */
async function boardReads(): Promise<{ tasks: number; older: number }> {
  const text = await (await fetch(new URL('/metrics', providerUrl))).text();
  const count = (operation: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('graphql_envelop_phase_execute_count{') && line.includes(`operationName="${operation}"`))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { tasks: count('Board'), older: count('BoardOlder') };
}

async function browserFigures(cookie: string) {
  const browser = await launchChromium();
  try {
    const context = await benchContext(browser, appUrl, { cookie, initScript: CARD_PAINT_PROBE });
    const page = await context.newPage();
    await boardRendered(page); // warm-up: first compile of the route, caches
    await page.waitForTimeout(3000);
    const painted: number[] = [];
    const live: number[] = [];
    const reads: number[] = [];
    const olderReads: number[] = [];
    for (let i = 0; i < PAGE_RUNS; i += 1) {
      const before = await boardReads();
      const times = await boardRendered(page);
      painted.push(times.painted);
      live.push(times.live);
      // The socket opens after the board is live; a board read it caused would come now.
      await page.waitForTimeout(3000);
      const after = await boardReads();
      reads.push(after.tasks - before.tasks);
      olderReads.push(after.older - before.older);
    }
    log(`  board reads at the provider per page load (Board): ${reads.join(', ')}; BoardOlder: ${olderReads.join(', ')}`);
    const handled: number[] = [];
    const fromKey: number[] = [];
    for (let i = 0; i < DROP_RUNS; i += 1) {
      const drop = await keyboardDrop(page, i % 2 === 0);
      handled.push(drop.handled);
      fromKey.push(drop.fromKey);
      await page.waitForTimeout(400);
    }
    await context.close();
    return { rendered: median(painted), live: median(live), handled: median(handled), fromKey: median(fromKey), reads: Math.max(...reads), olderReads: Math.max(...olderReads) };
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------ main

const onPostgres = process.env.BENCH_DATABASE === 'postgres';
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'tm_bench_board';

/** Starts the system on `databaseUrl` ('' = the embedded database), measures, prints, stops it. */
async function measure(databaseUrl: string, database: string) {
  // On PostgreSQL the launcher asks for real secrets (as in production): random ones for this run.
  const secrets: Record<string, string> = databaseUrl
    ? { SESSION_SECRET: randomBytes(32).toString('hex'), JWT_SECRET: randomBytes(32).toString('hex'), FORWARDING_SECRET: randomBytes(32).toString('hex') }
    : {};
  const system = startSystem({ appPort, providerPort, dataDir, env: { DATABASE_URL: databaseUrl, ...secrets } });
  const stop = () => stopSystem(system);
  process.on('SIGINT', () => (stop(), process.exit(130)));
  try {
    log(`starting provider :${providerPort} and app :${appPort} on ${database} (builds first when needed)…`);
    await waitFor(new URL('/health', providerUrl).toString(), 300_000);
    await waitFor(`${appUrl}/auth/dang-nhap`, 300_000);

    const { login } = await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: ADMIN });
    const token = login.token;
    const { users } = await provider<{ users: { id: number; email: string }[] }>('query { users(input: { active: true }) { id email } }', {}, token);
    const people = { editor: users.find((u) => u.email === 'editor@tm.local')!.id, qa: users.find((u) => u.email === 'qa@tm.local')!.id };
    const { product_groups: groups } = await provider<{ product_groups: { id: number }[] }>(doc('ProductGroups'), {}, token);
    const cookie = await appLogin(appUrl);

    const rows: Record<number, { app: number; appPlain: number; direct: number; answered: number; rendered: number; live: number; handled: number; fromKey: number; reads: number; olderReads: number; cards: number }> = {};
    for (const size of SIZES) {
      await seedTasksTo(provider, size, token, people, groups[0]!.id, log);
      const cards = (await provider<{ tasks: unknown[] }>('query { tasks { id } }', {}, token)).tasks.length;
      log(`measuring at ${cards} cards…`);
      const query = await queryLatencies(cookie, token);
      const browser = await browserFigures(cookie);
      rows[size] = { ...query, ...browser, cards };
    }

    const small = rows[SIZES[0]]!;
    const large = rows[SIZES[1]]!;
    const f = (value: number) => value.toFixed(1).padStart(12);
    const r = (value: number) => value.toFixed(2).padStart(8);
    const line = (label: string, a: number, b: number, ratio?: number, target = '') =>
      `${label.padEnd(44)}${f(a)}${f(b)}${ratio === undefined ? '' : r(ratio)}  ${target}`;
    console.log('');
    console.log(`Board benchmark on ${database} (admin, Chromium 1280×800, medians; query p50 of ${QUERY_RUNS})`);
    console.log(`${''.padEnd(44)}${`${small.cards} cards`.padStart(12)}${`${large.cards} cards`.padStart(12)}${'ratio'.padStart(8)}`);
    console.log('─'.repeat(90));
    const ratioLine = (label: string, a: number, b: number, target = '') => `${label.padEnd(44)}${a.toFixed(2).padStart(12)}${b.toFixed(2).padStart(12)}${''.padStart(8)}  ${target}`;
    console.log(line('Board query via app /api/graphql, gzip (ms)', small.app, large.app));
    console.log(line('Board query via app, uncompressed (ms)', small.appPlain, large.appPlain));
    console.log(line('Board at the provider: answer received (ms)', small.answered, large.answered, undefined, 'target ≤ 80 PGlite, ≤ 40 PostgreSQL'));
    console.log(line('Board straight to provider, fetch + parse (ms)', small.direct, large.direct));
    console.log(line('  added by the app, gzip (ms)', small.app - small.direct, large.app - large.direct));
    console.log(ratioLine('  app (gzip) / provider p50 ratio', small.app / small.direct, large.app / large.direct, 'target ≤ 1.3'));
    console.log(ratioLine('  app (uncompressed) / provider p50 ratio', small.appPlain / small.direct, large.appPlain / large.direct));
    console.log(line('Board on screen: first card painted (ms)', small.rendered, large.rendered, large.rendered / small.rendered, 'target ≤ 600 ms, ratio ≤ 3'));
    console.log(line('Board live: hydrated, first render (ms)', small.live, large.live, large.live / small.live));
    const countLine = (label: string, a: number, b: number, target = '') => `${label.padEnd(44)}${String(a).padStart(12)}${String(b).padStart(12)}${''.padStart(8)}  ${target}`;
    console.log(countLine('Board reads per page load of / (Board, most)', small.reads, large.reads, "target 1: the server's prefetch"));
    console.log(countLine('  its older pages (BoardOlder, most)', small.olderReads, large.olderReads));
    console.log(line('Drop handled → painted (ms)', small.handled, large.handled, large.handled / small.handled, 'target ≤ 3'));
    console.log(line('Keyboard drop: Space → painted (ms)', small.fromKey, large.fromKey, large.fromKey / small.fromKey, 'target ≤ 3'));
    console.log('');
  } finally {
    stop();
  }
}

if (onPostgres) {
  // A database of its own, migrated and seeded with the demo data as the embedded one is at first start.
  await withBenchDatabase(serverUrl, BENCH_DB, async (handle) => {
    await ensureRoles(handle.db);
    await seedDemo(handle.db);
    const url = new URL(serverUrl);
    url.pathname = `/${BENCH_DB}`;
    await measure(url.toString(), `PostgreSQL (${BENCH_DB})`);
  });
} else await measure('', 'PGlite');
