// Growth benchmark: `npm run bench:growth`. Prints figures, asserts nothing.
//
// Does the board stay as fast after three studio years? On PostgreSQL (DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test) in a database of its own, tm_bench_growth_<app port> (created
// empty, dropped at the end), with the provider and app started by scripts/start.ts:
//   1. 2,000 open jobs and no finished ones: the board query (Tasks, straight to the provider)
//      p50 and the first card painted in Chromium (/usr/bin/chromium);
//   2. the same after 200,000 finished jobs (Completed and Cancel), added by one
//      INSERT … SELECT generate_series: both figures again, and the board's statements under
//      EXPLAIN ANALYZE at both points;
//   2b. the finished jobs deleted again (and vacuumed): both figures once more. The ratio is the
//      200k figure over the mean of the two 0-finished ones, which brackets the load's drift and
//      the servers' warm-up (target ≤ 1.2 each; docs/decisions/board-window.md);
//   2c. between them, a studio's first months: the latest 1,000 of those finished jobs only —
//      enough to fill both finished columns' windows with the very cards the 200k board shows —
//      measured before the 200k load and again after it. 200k over the mean of these two is the
//      growth with history alone; 0 over them is what filling the two windows costs (the 0 board
//      draws two near-empty columns, docs/decisions/board-window.md);
//   3. 40 board clients subscribed over real websockets (graphql-ws, OnBoardChanged) and one
//      board page open in Chromium; one remote move by the admin: the bytes the provider sent
//      each socket for it (target ≤ 4 KB per client) and the board queries run after it (target
//      0: the page patches its cache, docs/decisions/board-events.md), counted by the
//      provider's own operation metrics and by the page's requests to /api/graphql.
// Ports: BENCH_APP_PORT (3460), BENCH_PROVIDER_PORT (4460).
import type { Page } from '@playwright/test';
import { createClient } from 'graphql-ws';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { trustedSubscription } from '../../provider/src/realtime/screen';
import { boardRendered, CARD_PAINT_PROBE } from '../board-paint';
import { benchContext, launchChromium } from '../browser';
import { withBenchDatabase } from '../postgres-database';
import { boardPlans, type PlanLine } from './board-plans';
import { appLogin, callProvider, DEMO_ADMIN, median, startSystem, stopSystem, waitFor, type Json } from '../system';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3460);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4460);
const appUrl = `http://127.0.0.1:${appPort}`;
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
// Named after the app port, so two engineers' runs on one server never drop each other's database.
const BENCH_DB = `tm_bench_growth_${appPort}`;
const OPEN_JOBS = 2000;
const FINISHED_JOBS = 200_000;
/** A studio's first months: more than fill both finished windows (every tenth job is cancelled: 100 in Cancel). */
const FIRST_MONTHS_JOBS = 1_000;
const CLIENTS = 40;
const QUERY_RUNS = 40;
const PAGE_RUNS = 7;

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const doc = (name: string) => trustedDocuments[name]!.document;
const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);

/** Open jobs over the six open columns (every sixth in Ready, without an editor). */
async function seedOpen(db: pg.Client, people: { admin: number; editor: number; qa: number; group: number }) {
  await db.query(
    `insert into tasks (task_name, product_name, product_code, product_group_id, total_file, editor_id, qa_id, admin_id, status, position)
     select 'Bench ảnh sản phẩm ' || g, 'Sản phẩm ' || (g % 37), 'BN-' || lpad(g::text, 6, '0'), $1, 10 + g % 90,
            case when g % 6 = 0 then null else $2::int end, $3, $4, 1 + g % 6, g * 1024
     from generate_series(1, $5::int) g`,
    [people.group, people.editor, people.qa, people.admin, OPEN_JOBS],
  );
}

/**
 * Three studio years of finished jobs in one statement (every tenth cancelled), older first. The
 * report summaries' row triggers are paused for the load (this throwaway database's reports are
 * not measured here; bench/reports rebuilds them after its own bulk load).
 */
async function seedFinished(db: pg.Client, people: { admin: number; editor: number; qa: number; group: number }, first: number, last: number) {
  await db.query('alter table tasks disable trigger tasks_report_days');
  await db.query('alter table tasks disable trigger tasks_report_cycle_days');
  await db.query(
    `insert into tasks (task_name, product_name, product_code, product_group_id, total_file, editor_id, qa_id, admin_id,
                        status, position, created_at, updated_at, status_since, completed_at)
     select 'Đã xong ' || g, 'Sản phẩm ' || (g % 37), 'OLD-' || lpad(g::text, 6, '0'), $1, 10 + g % 90, $2, $3, $4,
            case when g % 10 = 0 then 7 else 8 end, g * 1024,
            now() - ($5::int - g) * interval '7 minutes', now() - ($5::int - g) * interval '7 minutes',
            now() - ($5::int - g) * interval '7 minutes',
            case when g % 10 = 0 then null else now() - ($5::int - g) * interval '7 minutes' end
     from generate_series($6::int, $7::int) g`,
    [people.group, people.editor, people.qa, people.admin, FINISHED_JOBS, first, last],
  );
  await db.query('alter table tasks enable trigger tasks_report_days');
  await db.query('alter table tasks enable trigger tasks_report_cycle_days');
}

/**
 * After a bulk write, the table as a studio's would be after years of jobs added a few at a time:
 * vacuumed and analysed (hint bits and visibility map set; this server may run without
 * autovacuum), and its dirty pages written out by a checkpoint. Without it the next minute's
 * figures measured the write-back of the 200,000 rows just stored (docs/decisions/board-window.md).
 */
async function settle(db: pg.Client) {
  await db.query('vacuum (analyze) tasks');
  try {
    await db.query('checkpoint');
  } catch (error) {
    log(`no checkpoint (${(error as Error).message}): the figures after seeding include its write-back`);
  }
}

/** Takes the bench's finished jobs up to number `last` away again (and vacuums, so no dead rows remain in the indexes). */
async function removeFinished(db: pg.Client, last = FINISHED_JOBS) {
  await db.query('alter table tasks disable trigger tasks_report_days');
  await db.query('alter table tasks disable trigger tasks_report_cycle_days');
  await db.query(`delete from tasks where product_code like 'OLD-%' and product_code <= $1`, [`OLD-${String(last).padStart(6, '0')}`]);
  await db.query('alter table tasks enable trigger tasks_report_days');
  await db.query('alter table tasks enable trigger tasks_report_cycle_days');
  await settle(db);
}

async function queryP50(token: string): Promise<{ p50: number; bytes: number }> {
  const run = async () => {
    const start = performance.now();
    const response = await fetch(providerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: doc('Board'), variables: { filter: {} } }),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - start, bytes };
  };
  // Warm-up: the provider's first answers after its start (JIT, pool, plans) are slower, and the
  // 0-finished figures are the first measured: a short warm-up made the ratio look better than it is.
  for (let i = 0; i < 20; i += 1) await run();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < QUERY_RUNS; i += 1) {
    const result = await run();
    times.push(result.ms);
    bytes = result.bytes;
  }
  return { p50: median(times), bytes };
}

async function openBrowser(cookie: string) {
  const browser = await launchChromium();
  const context = await benchContext(browser, appUrl, { cookie, initScript: CARD_PAINT_PROBE });
  return { browser, page: await context.newPage() };
}

let lostLoads = 0;

/** Medians over PAGE_RUNS loads: the first card painted, the board live (hydrated), and the HTML's first and last byte. */
async function firstCardPainted(page: Page): Promise<{ painted: number; live: number; firstByte: number; lastByte: number }> {
  // On a loaded machine Chromium now and then reports no element-timing entry for a load (the
  // card painted before the probe marked it): that load is loaded again, and counted.
  const load = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await boardRendered(page, appUrl);
      } catch (error) {
        if (attempt === 3) throw error;
        lostLoads += 1;
      }
    }
  };
  for (let i = 0; i < 3; i += 1) await load(); // warm-up (the app's first renders after its start are slower)
  const runs = [];
  for (let i = 0; i < PAGE_RUNS; i += 1) runs.push(await load());
  return { painted: median(runs.map((run) => run.painted)), live: median(runs.map((run) => run.live)), firstByte: median(runs.map((run) => run.firstByte)), lastByte: median(runs.map((run) => run.lastByte)) };
}

/** Board queries the provider has run so far, from its own metrics (graphql-yoga's prometheus plugin). */
async function boardQueriesRun(): Promise<number> {
  const text = await (await fetch(new URL('/metrics', providerUrl))).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (/^graphql_envelop_phase_execute_count\{[^}]*operationName="Board"/.test(line)) total += Number(line.split(' ').pop());
  }
  return total;
}

/** 40 board subscribers over real websockets, each counting the bytes the provider sends it. */
async function subscribers(token: string, taskId: number) {
  const received = Array.from({ length: CLIENTS }, () => ({ bytes: 0, gotMove: false }));
  const clients = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const { issue_realtime_ticket: issued } = await provider<{ issue_realtime_ticket: { ticket: string } }>('mutation { issue_realtime_ticket { ticket } }', {}, token);
    const counter = received[i]!;
    class CountingSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.on('message', (data: Buffer) => (counter.bytes += data.length));
      }
    }
    const client = createClient({ url: `ws://127.0.0.1:${providerPort}/graphql`, webSocketImpl: CountingSocket, connectionParams: { ticket: issued.ticket }, retryAttempts: 0 });
    const live = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe<{ board_changed: { taskId: number } }>(
      trustedSubscription('OnBoardChanged'),
      { next: (event) => (event.data?.board_changed.taskId === taskId ? (counter.gotMove = true) : undefined), error: (error) => log(`subscriber ${i}: ${JSON.stringify(error)}`), complete: () => {} },
    );
    await live;
    clients.push(client);
  }
  return { received, clients };
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function measure(databaseUrl: string, db: pg.Client) {
  const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), JWT_SECRET: randomBytes(32).toString('hex'), FORWARDING_SECRET: randomBytes(32).toString('hex') };
  const system = startSystem({ appPort, providerPort, dataDir: `.data-bench-growth-${appPort}`, env: { DATABASE_URL: databaseUrl, RATE_LIMITS: 'ticket=1000/60', ...secrets } });
  process.on('SIGINT', () => (stopSystem(system), process.exit(130)));
  let browser: Awaited<ReturnType<typeof openBrowser>>['browser'] | null = null;
  try {
    log(`starting provider :${providerPort} and app :${appPort}…`);
    await waitFor(new URL('/health', providerUrl).toString(), 300_000);
    await waitFor(`${appUrl}/auth/dang-nhap`, 300_000);
    const token = (await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: DEMO_ADMIN })).login.token;
    const ids = (await db.query<{ email: string; id: number }>('select email, id from users')).rows;
    const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
    const group = (await db.query<{ id: number }>('select id from product_groups where active order by id limit 1')).rows[0]!.id;
    const people = { admin: idOf('admin@tm.local'), editor: idOf('editor@tm.local'), qa: idOf('qa@tm.local'), group };

    log(`seeding ${OPEN_JOBS} open jobs…`);
    await seedOpen(db, people);
    await settle(db);
    const cookie = await appLogin(appUrl);
    const opened = await openBrowser(cookie);
    browser = opened.browser;
    const { page } = opened;

    log('measuring with 0 finished jobs…');
    const before = { query: await queryP50(token), painted: await firstCardPainted(page), plans: await boardPlans(databaseUrl, people.admin) };
    const olderJobs = FINISHED_JOBS - FIRST_MONTHS_JOBS;
    log(`seeding the latest ${FIRST_MONTHS_JOBS.toLocaleString('en')} finished jobs (the windows full), measuring…`);
    await seedFinished(db, people, olderJobs + 1, FINISHED_JOBS);
    await settle(db);
    const months = { query: await queryP50(token), painted: await firstCardPainted(page) };
    let started = performance.now();
    log(`seeding the ${olderJobs.toLocaleString('en')} older finished jobs (one INSERT … SELECT generate_series)…`);
    await seedFinished(db, people, 1, olderJobs);
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await settle(db);
    const settleSeconds = (performance.now() - started) / 1000;
    log(`measuring with ${FINISHED_JOBS.toLocaleString('en')} finished jobs…`);
    const after = { query: await queryP50(token), painted: await firstCardPainted(page), plans: await boardPlans(databaseUrl, people.admin) };
    // Before, after, before again: the machine's load drifts over the minutes a run takes (other
    // jobs share its two cores) and the first figures come from freshly started servers, so the
    // ratio is taken against the mean of the two 0-finished measurements around the 200k one.
    log(`removing the ${olderJobs.toLocaleString('en')} older finished jobs again, measuring with ${FIRST_MONTHS_JOBS.toLocaleString('en')} once more…`);
    await removeFinished(db, olderJobs);
    const monthsAgain = { query: await queryP50(token), painted: await firstCardPainted(page) };
    log('removing the finished jobs again, measuring with 0 finished jobs once more…');
    await removeFinished(db);
    const again = { query: await queryP50(token), painted: await firstCardPainted(page) };

    const f = (value: number) => value.toFixed(1).padStart(10);
    const r = (value: number) => value.toFixed(2).padStart(9);
    const row = (label: string, pick: (m: typeof again) => number, target = false) => {
      const zero = (pick(before) + pick(again)) / 2;
      const full = (pick(months) + pick(monthsAgain)) / 2;
      const figures = [before, months, after, monthsAgain, again].map((m) => f(pick(m))).join('');
      console.log(`${label.padEnd(44)}${figures}${r(pick(after) / zero)}${r(pick(after) / full)}${r(full / zero)}${target ? '  target ≤ 1.2' : ''}`);
    };
    const k = (jobs: number) => `${jobs / 1000}k`;
    console.log('');
    console.log(`Growth benchmark on PostgreSQL (${BENCH_DB}): ${OPEN_JOBS} open jobs; admin; medians of the finished jobs in order 0, ${k(FIRST_MONTHS_JOBS)}, ${k(FINISHED_JOBS)}, ${k(FIRST_MONTHS_JOBS)}, 0`);
    console.log(`ratios: ${k(FINISHED_JOBS)} / mean of both 0; ${k(FINISHED_JOBS)} / mean of both ${k(FIRST_MONTHS_JOBS)} (history alone: the same cards in the windows); ${k(FIRST_MONTHS_JOBS)} / 0 (the two windows filled)`);
    console.log(`${''.padEnd(44)}${['0', k(FIRST_MONTHS_JOBS), k(FINISHED_JOBS), k(FIRST_MONTHS_JOBS), '0'].map((h) => h.padStart(10)).join('')}${'vs 0'.padStart(9)}${`vs ${k(FIRST_MONTHS_JOBS)}`.padStart(9)}${'windows'.padStart(9)}`);
    console.log('─'.repeat(121));
    row('Board query p50, straight to provider (ms)', (m) => m.query.p50, true);
    row('Board answer size (KB)', (m) => m.query.bytes / 1024);
    row('First card painted, Chromium (ms)', (m) => m.painted.painted, true);
    row('  of which: HTML first byte (ms)', (m) => m.painted.firstByte);
    row('  of which: HTML last byte (ms)', (m) => m.painted.lastByte);
    row('Board live, hydrated (ms)', (m) => m.painted.live);
    if (lostLoads) console.log(`(${lostLoads} page load(s) without a first-card paint entry were loaded again)`);
    console.log('');
    const planTable = (title: string, plans: PlanLine[]) => {
      console.log(`The board's statements (listTasks, admin, no filter), EXPLAIN ANALYZE with ${title}:`);
      for (const line of plans) console.log(`  where ${line.statement}\n    ${line.plan}; ${line.rows} rows, ${line.buffers} buffers, ${line.ms.toFixed(2)} ms`);
    };
    planTable('0 finished jobs', before.plans);
    planTable(`${FINISHED_JOBS.toLocaleString('en')} finished jobs`, after.plans);
    console.log('');
    // One remote move watched by 40 sockets and the open board page.
    const card = (await db.query<{ id: number; version: number }>('select id, version from tasks where status = 3 order by position limit 1')).rows[0]!;
    const { received, clients } = await subscribers(token, card.id);
    const pageBoardRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && /"operationName":"Board"/.test(request.postData() ?? '')) pageBoardRequests.push(request.url());
    });
    await boardRendered(page, appUrl);
    const waitingCount = page.locator('[data-column="Waiting"] header [aria-label$=" việc"]');
    const waitingShows = (expected: number) =>
      page.waitForFunction((n) => document.querySelector('[data-column="Waiting"] header [aria-label$=" việc"]')?.textContent === String(n), expected, { timeout: 60_000 });
    // A first remote move proves the page's socket is live and lets its first-connection refetch
    // (server-rendered cards older than the socket) finish; counting starts after it.
    const warmUp = (await db.query<{ id: number; version: number }>('select id, version from tasks where status = 3 and id <> $1 order by position limit 1', [card.id])).rows[0]!;
    const waitingAtLoad = Number(await waitingCount.textContent());
    await provider(doc('MoveTask'), { id: warmUp.id, version: warmUp.version, status: 'Waiting' }, token);
    await waitingShows(waitingAtLoad + 1);
    await page.waitForLoadState('networkidle');
    const waitingBefore = waitingAtLoad + 1;
    pageBoardRequests.length = 0;
    for (const counter of received) counter.bytes = 0;
    const queriesBefore = await boardQueriesRun();
    started = performance.now();
    await provider(doc('MoveTask'), { id: card.id, version: card.version, status: 'Waiting' }, token);
    await waitUntil(() => received.every((counter) => counter.gotMove), 30_000, 'every subscriber got the move');
    const delivered = performance.now() - started;
    // The page shows the move: its Waiting column counts one more card.
    await waitingShows(waitingBefore + 1);
    // A refetch would follow an event within the board's 150 ms coalescing window: give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const refetchesAtProvider = (await boardQueriesRun()) - queriesBefore;
    const bytes = received.map((counter) => counter.bytes);
    for (const client of clients) await client.dispose();

    console.log(`Seeding ${FINISHED_JOBS.toLocaleString('en')} finished jobs: ${seedSeconds.toFixed(1)} s (one statement); vacuum, analyze and checkpoint after it: ${settleSeconds.toFixed(1)} s`);
    console.log(`One remote move, ${CLIENTS} board sockets + 1 board page:`);
    console.log(`  bytes sent per socket: median ${median(bytes)}, max ${Math.max(...bytes)} (target ≤ 4096)`);
    console.log(`  all ${CLIENTS} sockets had it after ${delivered.toFixed(0)} ms`);
    console.log(`  board queries run by the provider afterwards: ${refetchesAtProvider} (target 0); the page's Tasks requests: ${pageBoardRequests.length}`);
    console.log('');
  } finally {
    await browser?.close();
    stopSystem(system);
  }
}

await withBenchDatabase(serverUrl, BENCH_DB, async (handle) => {
  await ensureRoles(handle.db);
  await seedDemo(handle.db);
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await measure(url.toString(), db);
  } finally {
    await db.end();
  }
});
process.exit(0);
