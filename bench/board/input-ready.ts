// When the 2,000-card board answers input (issue 37): `node --import tsx bench/board/input-ready.ts`.
// Prints figures, asserts nothing.
//
// The built app on an embedded database (bench/system.ts, kept between runs with
// BENCH_KEEP_DATA=1 so the 2,000 cards are seeded once), bench/pages' conditions (Chromium, CPU 4×
// slower, 10 Mbit/s down, 40 ms), cold loads of / at 2,000 cards:
//   - the answers' bytes: the HTML of / (raw and gzip, and React's payload in it) and the board's
//     answer through the app (/api/graphql, raw and gzip: Board, and Tasks, the cards as objects);
//   - in the browser: the HTML's encodedBodySize (what bench/pages prints as "KB"), the board's
//     `tm:board-rendered` mark and input-ready: when `data-drag-ready` appears on the board
//     (hydrated and the drag library arrived: components/board/use-drag-library.ts); and the
//     phases before it (components/board/board-marks.ts): the board's first render in the browser
//     (`tm:board-hydrating`: the page's scripts have run and React's hydration reached the board)
//     and how long the render that rebuilt the columns with the drag library took (`tm:drag-switch`);
//   - the INP of a keyboard drop (Space, arrow, Space), lift / move / drop apart.
// BENCH_PATH loads another board URL (e.g. '/?q=none' for the board without cards). BENCH_TRACE=file.json writes a Chrome trace of one load (until input-ready + 1 s). BENCH_DROP_CONTROL=1
// also drops without body's keyboard mark (components/board/keyboard-drag-style.ts), alternately.
// Ports: BENCH_APP_PORT (3550), BENCH_PROVIDER_PORT (4550). BENCH_LOADS (3), BENCH_INTERACTIONS (3).
import type { Browser, Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { benchContext, keyboardMove, launchChromium } from '../browser';
import { seedTasksTo } from '../seed-tasks';
import { appLogin, callProvider, DEMO_ADMIN, median, root, stopSystem, waitFor, type Json } from '../system';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3550);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4550);
const appUrl = `http://127.0.0.1:${appPort}`;
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const dataDir = `.data-bench-input-${appPort}`;
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const INTERACTIONS = Number(process.env.BENCH_INTERACTIONS ?? 3);
const CARDS = Number(process.env.BENCH_CARDS ?? 2000);
const NETWORK = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const doc = (name: string) => trustedDocuments[name]!.document;
const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);
const loadavg = async () => (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Raw bytes of an app response, as sent (no decoding): `gzip` asks for it. */
function rawGet(pathname: string, cookie: string, gzip: boolean, body?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${appUrl}${pathname}`,
      {
        method: body ? 'POST' : 'GET',
        headers: { cookie, origin: appUrl, 'accept-encoding': gzip ? 'gzip' : 'identity', ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function answerSizes(cookie: string) {
  const html = await rawGet('/', cookie, false);
  const htmlGzip = await rawGet('/', cookie, true);
  const text = html.toString('utf8');
  const flight = [...text.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)].reduce((total, match) => total + Buffer.byteLength(match[1]!), 0);
  // The board's own operation (Board: its cards field by field) and the cards as objects (Tasks:
  // what the board asked before 29-11-2026).
  const answer = async (operationName: string) => {
    const body = JSON.stringify({ operationName, variables: { filter: {} } });
    return { raw: (await rawGet('/api/graphql', cookie, false, body)).length, gzip: (await rawGet('/api/graphql', cookie, true, body)).length };
  };
  const board = await answer('Board');
  const tasks = await answer('Tasks');
  return { html: html.length, htmlGzip: htmlGzip.length, htmlGzip9: gzipSync(html, { level: 9 }).length, flight, board, tasks, cardsInHtml: (text.match(/data-task-id=/g) ?? []).length };
}

// Installed before any page script: when the board got `data-drag-ready`, and Event Timing entries.
const PROBE = `(() => {
  window.__tmReady = null;
  window.__tmEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__tmEvents.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration, name: entry.name });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new MutationObserver((records, observer) => {
    if (document.querySelector('[data-testid="task-board"][data-drag-ready]')) { window.__tmReady = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-drag-ready'] });
})()`;

// The control of the keyboard drops: body never gets its keyboard mark (components/board/keyboard-drag-style.ts),
// so the drag library's body rule restyles the page as it did before 29-11-2026.
const WITHOUT_KEYBOARD_MARK = `(() => {
  const set = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) { if (name !== 'data-board-keyboard') set.call(this, name, value); };
})()`;

async function throttled(browser: Browser, cookie: string, control = false): Promise<{ page: Page; close: () => Promise<void>; cdp: import('@playwright/test').CDPSession }> {
  const context = await benchContext(browser, appUrl, { cookie, initScript: control ? `${PROBE};${WITHOUT_KEYBOARD_MARK}` : PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { page, cdp, close: () => context.close() };
}

type Load = { ready: number; hydrating: number; rendered: number; dragSwitch: number; lcp: number; html: number; htmlDecoded: number; dcl: number; responseEnd: number };

async function load(browser: Browser, cookie: string, trace?: string): Promise<Load> {
  const { page, cdp, close } = await throttled(browser, cookie);
  try {
    const events: unknown[] = [];
    if (trace) {
      cdp.on('Tracing.dataCollected', (data: { value: unknown[] }) => events.push(...data.value));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'blink.user_timing', 'loading', 'latencyInfo', 'disabled-by-default-v8.cpu_profiler'] },
      });
    }
    await page.goto(`${appUrl}${process.env.BENCH_PATH ?? '/'}`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __tmReady: number | null }).__tmReady !== null, null, { timeout: 120_000 });
    await page.waitForTimeout(1000);
    if (trace) {
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      writeFileSync(trace, JSON.stringify({ traceEvents: events }));
      log(`trace written to ${trace}`);
    }
    return await page.evaluate(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const lcp = performance.getEntriesByType('largest-contentful-paint').at(-1);
      return {
        ready: window.__tmReady,
        rendered: performance.getEntriesByName('tm:board-rendered', 'mark')[0]?.startTime ?? NaN,
        hydrating: performance.getEntriesByName('tm:board-hydrating', 'mark')[0]?.startTime ?? NaN,
        dragSwitch: performance.getEntriesByName('tm:drag-switch', 'measure')[0]?.duration ?? NaN,
        lcp: lcp ? lcp.startTime : NaN,
        html: nav.encodedBodySize, htmlDecoded: nav.decodedBodySize, dcl: nav.domContentLoadedEventEnd, responseEnd: nav.responseEnd,
      };
    })()`);
  } finally {
    await close();
  }
}

async function drops(browser: Browser, cookie: string, control = false): Promise<number[][]> {
  const { page, close } = await throttled(browser, cookie, control);
  try {
    await page.goto(`${appUrl}/`, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator('[data-testid="task-board"][data-drag-ready]').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(2000);
    const all: number[][] = [];
    for (let i = 0; i < INTERACTIONS; i += 1) {
      const since = (await page.evaluate('performance.now()')) as number;
      await keyboardMove(page, i % 2 === 0, 400);
      await page.waitForTimeout(1000);
      const events = (await page.evaluate('window.__tmEvents')) as { id: number; start: number; duration: number }[];
      const byId = new Map<number, number>();
      for (const event of events) if (event.start >= since) byId.set(event.id, Math.max(byId.get(event.id) ?? 0, event.duration));
      all.push([...byId.values()]);
      log(`  lift, move, drop: ${[...byId.values()].join(', ')} ms`);
      await page.waitForTimeout(1500);
    }
    return all;
  } finally {
    await close();
  }
}

// ------------------------------------------------------------------ main

if (process.env.BENCH_KEEP_DATA !== '1') rmSync(path.join(root, dataDir), { recursive: true, force: true });
const system = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(appPort), PROVIDER_PORT: String(providerPort), PROVIDER_GRAPHQL_URL: providerUrl, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
});
process.on('SIGINT', () => (stopSystem(system), process.exit(130)));
try {
  await waitFor(new URL('/health', providerUrl).toString(), 600_000);
  await waitFor(`${appUrl}/auth/dang-nhap`, 600_000);
  const token = (await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: DEMO_ADMIN })).login.token;
  const { users } = await provider<{ users: { id: number; email: string }[] }>('query { users(input: { active: true }) { id email } }', {}, token);
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const { product_groups: groups } = await provider<{ product_groups: { id: number }[] }>(doc('ProductGroups'), {}, token);
  await seedTasksTo(provider, CARDS, token, { editor: idOf('editor@tm.local'), qa: idOf('qa@tm.local') }, groups[0]!.id, log, path.join(root, dataDir, 'bench-seeded'));
  const cookie = await appLogin(appUrl);

  const sizes = await answerSizes(cookie);
  console.log(`answers at ${CARDS} cards: HTML of / ${sizes.html} B raw, ${sizes.htmlGzip} B as sent gzip (${sizes.htmlGzip9} B gzip 9); React payload in it ${sizes.flight} B; cards rendered ${sizes.cardsInHtml}; board's answer via /api/graphql: Board ${sizes.board.raw} B raw, ${sizes.board.gzip} B gzip; Tasks (cards as objects) ${sizes.tasks.raw} B raw, ${sizes.tasks.gzip} B gzip`);

  const browser = await launchChromium(CHROMIUM_ARGS);
  try {
    await load(browser, cookie); // warm-up
    const loads: Load[] = [];
    for (let i = 0; i < LOADS; i += 1) {
      const one = await load(browser, cookie);
      log(`  load ${i + 1}: input-ready ${one.ready.toFixed(0)} ms, board-rendered ${one.rendered.toFixed(0)}, LCP ${one.lcp.toFixed(0)}, DCL ${one.dcl.toFixed(0)}, HTML end ${one.responseEnd.toFixed(0)} (${one.html} B encoded, ${one.htmlDecoded} B decoded) [load ${await loadavg()}]`);
      log(`    the board's first render in the browser ${one.hydrating.toFixed(0)} ms, on screen hydrated (tm:board-rendered) ${one.rendered.toFixed(0)}, the columns rebuilt with the drag library in ${one.dragSwitch.toFixed(0)} ms`);
      loads.push(one);
    }
    if (process.env.BENCH_TRACE) await load(browser, cookie, process.env.BENCH_TRACE);
    const m = (pick: (l: Load) => number) => median(loads.map(pick)).toFixed(0);
    console.log(`median of ${LOADS}: input-ready ${m((l) => l.ready)} ms, board-rendered ${m((l) => l.rendered)} ms, LCP ${m((l) => l.lcp)} ms, HTML encoded ${m((l) => l.html)} B [load ${await loadavg()}]`);
    // With and without body's keyboard mark, alternately (BENCH_DROP_CONTROL=1), so both share the machine's minute.
    const rounds = process.env.BENCH_DROP_CONTROL === '1' ? [false, true, false, true] : [false];
    for (const control of rounds) {
      if (INTERACTIONS === 0) break;
      const figures = await drops(browser, cookie, control);
      const worst = figures.map((each) => Math.max(0, ...each));
      console.log(`keyboard drop INP${control ? ' (control: without the keyboard mark)' : ''}: ${worst.join(', ')} ms (median ${median(worst)}, worst ${Math.max(...worst)}) [load ${await loadavg()}]`);
    }
  } finally {
    await browser.close();
  }
} finally {
  stopSystem(system);
}
