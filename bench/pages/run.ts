// Page benchmark: `npm run bench:pages`. Prints figures, asserts nothing.
//
// The built app on a fresh embedded database (bench/system.ts), and beside it a bare Next.js
// page of the same version (one page, one client component; bench/pages/bare-app.ts). In Debian's
// Chromium, CPU slowed 4× and the network throttled like a studio's shared line (10 Mbit/s,
// 40 ms), each page loaded cold (a new browser context) after one warm-up:
//   - first-load JavaScript: the gzip size of the scripts the page's HTML names, and its ratio
//     to the bare page's (targets: /auth/dang-nhap ≤ 1.3×, / ≤ 2×);
//   - LCP, CLS (PerformanceObserver; CLS is the sum of shifts without recent input, an upper
//     bound of the session-window figure): targets LCP ≤ 1.5 s, CLS ≤ 0.05;
//   - on /: requests to /api/graphql made before the first card was in the page (target 0),
//     when the first card appeared, and the board's own "on screen" mark;
//   - INP (Event Timing API, the longest interaction) of a keyboard card drop at 2,000 cards
//     and of sending a message in a room of 10,000 messages (target ≤ 200 ms).
// Pages: /auth/dang-nhap, / at 100 and 2,000 cards, /chat/<room> with 10,000 messages, /doanh-thu.
// Ports: BENCH_APP_PORT (3460), BENCH_PROVIDER_PORT (4460), BENCH_BARE_PORT (3461).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { benchContext, keyboardMove, launchChromium } from '../browser';
import { seedTasksTo } from '../seed-tasks';
import { appLogin, callProvider, DEMO_ADMIN, median, startSystem, stopSystem, waitFor, type Json } from '../system';
import { buildBareApp, startBareApp } from './bare-app';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3460);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4460);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3461);
const appUrl = `http://127.0.0.1:${appPort}`;
const bareUrl = `http://127.0.0.1:${barePort}`;
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const dataDir = `.data-bench-pages-${appPort}`;
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const INTERACTIONS = Number(process.env.BENCH_INTERACTIONS ?? 3);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };
const ADMIN = DEMO_ADMIN;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

type Vitals = { lcp: number; lcpElement: string; cls: number; shifts: string[]; firstCard: number | null; graphqlBeforeCard: number | null; boardRendered: number | null };

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const doc = (name: string) => trustedDocuments[name]!.document;

const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);

// ------------------------------------------------------------------ first-load JavaScript

/** The scripts a page's HTML names (script tags and script preloads), summed raw and gzipped. */
async function firstLoadJs(baseUrl: string, pathname: string, cookie?: string) {
  const response = await fetch(new URL(pathname, baseUrl), { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  const html = await response.text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && (/\bas="script"/.test(tag) || tag.includes('modulepreload'))) sources.add(href);
  }
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source.replaceAll('&amp;', '&'), baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.size, raw, gzip };
}

// ------------------------------------------------------------------ the browser

/**
 * Installed before any page script: LCP, layout shifts, interactions, the first card. Plain
 * JavaScript in a string: a function compiled by tsx would carry esbuild's `__name` helper,
 * which does not exist in the page.
 */
const VITALS_PROBE = `(() => {
  const state = { lcp: 0, lcpElement: '', cls: 0, shifts: [], events: [], firstCard: null, graphqlBeforeCard: null };
  window.__tmVitals = state;
  const describe = (element) => element ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ' "' + (element.textContent || '').trim().slice(0, 40) + '"' : '?';
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) { state.lcp = entry.startTime; state.lcpElement = describe(entry.element); } })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const nodeOf = (node) => node && node.nodeType !== 1 ? node.parentElement : node;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.cls += entry.value;
      if (entry.value >= 0.001) state.shifts.push(entry.value.toFixed(3) + ' at ' + Math.round(entry.startTime) + ' ms: ' + (entry.sources || []).map((source) => describe(nodeOf(source.node)) + ' y ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y)).join(', '));
    }
  })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) state.events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const observer = new MutationObserver(() => {
    if (state.firstCard !== null || !document.querySelector('[data-task-id]')) return;
    const seenAt = performance.now();
    state.firstCard = seenAt;
    observer.disconnect();
    // Resource entries appear when a response ends; count the calls that had started by then.
    setTimeout(() => {
      state.graphqlBeforeCard = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/graphql') && entry.startTime < seenAt).length;
    }, 3000);
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return page;
}

const newContext = (browser: Browser, baseUrl: string, cookie?: string) => benchContext(browser, baseUrl, { cookie, initScript: VITALS_PROBE });

async function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => {
    const state = (window as unknown as { __tmVitals: { lcp: number; lcpElement: string; cls: number; shifts: string[]; firstCard: number | null; graphqlBeforeCard: number | null } }).__tmVitals;
    const rendered = performance.getEntriesByName('tm:board-rendered', 'mark')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const timing = navigation ? ` FCP ${fcp.toFixed(0)}, HTML ${navigation.responseStart.toFixed(0)}–${navigation.responseEnd.toFixed(0)} (${(navigation.encodedBodySize / 1024).toFixed(0)} KB), DCL ${navigation.domContentLoadedEventEnd.toFixed(0)}` : '';
    return { lcp: state.lcp, lcpElement: state.lcpElement + timing, cls: state.cls, shifts: state.shifts, firstCard: state.firstCard, graphqlBeforeCard: state.graphqlBeforeCard, boardRendered: rendered ? rendered.startTime : null };
  });
}

/** Cold loads (a new context each): the page's vitals once `ready` holds and things settled. */
async function loadFigures(browser: Browser, baseUrl: string, pathname: string, ready: string, cookie?: string) {
  const runs: Vitals[] = [];
  for (let i = 0; i <= LOADS; i += 1) {
    const context = await newContext(browser, baseUrl, cookie);
    const page = await throttledPage(context);
    try {
      await page.goto(new URL(pathname, baseUrl).toString(), { waitUntil: 'commit', timeout: 60_000 });
      await page.locator(ready).first().waitFor({ timeout: 90_000 });
      await page.waitForTimeout(3500);
      const vitals = await readVitals(page);
      if (i > 0) runs.push(vitals); // the first load warms the server's caches
    } catch (error) {
      log(`${pathname}: load ${i} failed (${(error as Error).message.split('\n')[0]})`);
    } finally {
      await context.close();
    }
  }
  const of = (pick: (v: Vitals) => number | null) => median(runs.map(pick).filter((value): value is number => value !== null));
  return {
    lcp: of((v) => v.lcp),
    /** What the last load's LCP was (tag, id, text): to know what to make faster. */
    lcpElement: runs.at(-1)?.lcpElement ?? '?',
    cls: runs.length ? Math.max(...runs.map((v) => v.cls)) : NaN,
    /** The shifts of the load with the largest CLS: what moved, from where to where. */
    shifts: runs.reduce<Vitals | null>((worst, v) => (worst === null || v.cls > worst.cls ? v : worst), null)?.shifts ?? [],
    firstCard: of((v) => v.firstCard),
    graphqlBeforeCard: runs.some((v) => v.graphqlBeforeCard !== null) ? Math.max(...runs.map((v) => v.graphqlBeforeCard ?? 0)) : null,
    boardRendered: of((v) => v.boardRendered),
  };
}

/** Each interaction's duration (Event Timing) from `since` on, in the order they happened. */
async function interactionsSince(page: Page, since: number): Promise<number[]> {
  await page.waitForTimeout(1000); // entries are delivered after the next paint
  return page.evaluate((from) => {
    const state = (window as unknown as { __tmVitals: { events: { id: number; start: number; duration: number }[] } }).__tmVitals;
    const byInteraction = new Map<number, number>();
    for (const event of state.events) if (event.start >= from) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
    return [...byInteraction.values()];
  }, since);
}

/** The longest interaction (Event Timing) from `since` on. */
async function longestInteractionSince(page: Page, since: number): Promise<number> {
  return Math.max(0, ...(await interactionsSince(page, since)));
}

/** A keyboard reorder inside the first column (Space, arrow, Space): the INP of the whole drop. */
async function cardDropInp(browser: Browser, cookie: string): Promise<number[]> {
  const context = await newContext(browser, appUrl, cookie);
  const page = await throttledPage(context);
  await page.goto(`${appUrl}/`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName('tm:board-rendered', 'mark').length > 0, null, { timeout: 120_000 });
  // The drag library arrives after the first paint (components/board/use-drag-library.ts).
  await page.locator('[data-testid="task-board"][data-drag-ready]').waitFor({ timeout: 120_000 });
  await page.waitForTimeout(2000);
  const figures: number[] = [];
  for (let i = 0; i < INTERACTIONS; i += 1) {
    const down = i % 2 === 0;
    const since = await page.evaluate(() => performance.now());
    await keyboardMove(page, down, 400);
    const each = await interactionsSince(page, since);
    log(`  lift, move, drop: ${each.map((value) => value.toFixed(0)).join(', ')} ms`);
    figures.push(Math.max(0, ...each));
    await page.waitForTimeout(1500); // the move's round trip
  }
  await context.close();
  return figures;
}

/** Typing a message and pressing Enter in the room: the INP of the Enter. */
async function sendMessageInp(browser: Browser, cookie: string, roomId: number): Promise<{ inp: number[]; shownMs: number[] }> {
  const context = await newContext(browser, appUrl, cookie);
  const page = await throttledPage(context);
  await page.goto(`${appUrl}/chat/${roomId}`, { waitUntil: 'commit', timeout: 120_000 });
  const list = page.getByTestId('message-list');
  await list.locator('li').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(2000);
  const input = page.locator('textarea').first();
  const inp: number[] = [];
  const shownMs: number[] = [];
  for (let i = 0; i < INTERACTIONS; i += 1) {
    const text = `Tin đo tốc độ ${Date.now()}`;
    await input.fill(text);
    await page.waitForTimeout(300);
    const since = await page.evaluate(() => performance.now());
    const start = Date.now();
    await input.press('Enter');
    await list.getByText(text).first().waitFor({ timeout: 30_000 });
    shownMs.push(Date.now() - start);
    inp.push(await longestInteractionSince(page, since));
    await page.waitForTimeout(1000);
  }
  await context.close();
  return { inp, shownMs };
}

// ------------------------------------------------------------------ seeding the chat room

async function seedRoom(token: string, adminId: number, editorId: number, editorToken: string): Promise<number> {
  const { create_chat_room: room } = await provider<{ create_chat_room: { id: number } }>(
    doc('CreateChatRoom'),
    { input: { type: 'Private', members: [{ userId: adminId, isAdmin: true }, { userId: editorId, isAdmin: false }] } },
    token,
  );
  log(`seeding ${MESSAGES} messages in room ${room.id}…`);
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < MESSAGES) {
      const index = next++;
      const fromAdmin = index % 3 !== 0;
      await provider(
        doc('PostChatMessage'),
        { input: { userId: fromAdmin ? adminId : editorId, roomId: room.id, content: `Tin nhắn số ${index + 1}: ảnh sản phẩm đã sửa xong, nhờ kiểm tra giúp.`, messageContentType: 'text' } },
        fromAdmin ? token : editorToken,
      );
      if (index % 2000 === 1999) log(`  ${index + 1} messages (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return room.id;
}

// ------------------------------------------------------------------ main

const system = startSystem({ appPort, providerPort, dataDir, env: { RATE_LIMITS: 'chatPost=1000000/1,roomCreate=1000/1' } });
let bare: { stop: () => void } | undefined;
const stop = () => {
  stopSystem(system);
  bare?.stop();
};
process.on('SIGINT', () => (stop(), process.exit(130)));
try {
  log('building the bare Next.js page…');
  await buildBareApp();
  bare = startBareApp(barePort);
  log(`starting provider :${providerPort} and app :${appPort} on ${dataDir} (builds first when needed)…`);
  await waitFor(new URL('/health', providerUrl).toString(), 600_000);
  await waitFor(`${appUrl}/auth/dang-nhap`, 600_000);
  await waitFor(bareUrl, 120_000);

  const login = async (email: string, password: string) =>
    (await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password } })).login.token;
  const token = await login(ADMIN.email, ADMIN.password);
  const editorToken = await login('editor@tm.local', 'Editor@123');
  const { users } = await provider<{ users: { id: number; email: string }[] }>('query { users(input: { active: true }) { id email } }', {}, token);
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const people = { editor: idOf('editor@tm.local'), qa: idOf('qa@tm.local') };
  const { product_groups: groups } = await provider<{ product_groups: { id: number }[] }>(doc('ProductGroups'), {}, token);
  const cookie = await appLogin(appUrl);

  const browser = await launchChromium(CHROMIUM_ARGS);
  type Row = { label: string; js?: number; ratio?: number; lcp?: number; cls?: number; extra?: string };
  const rows: Row[] = [];
  try {
    const bareJs = await firstLoadJs(bareUrl, '/');
    const bareLoad = await loadFigures(browser, bareUrl, '/', 'button');
    rows.push({ label: 'bare Next.js page (reference)', js: bareJs.gzip, ratio: 1, lcp: bareLoad.lcp, cls: bareLoad.cls });
    log(`bare page: JS ${(bareJs.gzip / 1024).toFixed(1)} KB gzip in ${bareJs.scripts} scripts, LCP ${bareLoad.lcp.toFixed(0)} ms`);
    const page = async (label: string, pathname: string, ready: string, withCookie: boolean, target: string) => {
      const js = await firstLoadJs(appUrl, pathname, withCookie ? cookie : undefined);
      const load = await loadFigures(browser, appUrl, pathname, ready, withCookie ? cookie : undefined);
      rows.push({ label, js: js.gzip, ratio: js.gzip / bareJs.gzip, lcp: load.lcp, cls: load.cls, extra: target });
      // Also as it comes, so a run cut short still leaves its figures.
      log(`${label}: JS ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.gzip / bareJs.gzip).toFixed(2)}× bare), LCP ${load.lcp.toFixed(0)} ms (${load.lcpElement}), CLS ${load.cls.toFixed(3)}, first card ${load.firstCard.toFixed(0)} ms, board mark ${load.boardRendered.toFixed(0)} ms, /api/graphql before the first card ${load.graphqlBeforeCard ?? '–'}`);
      for (const shift of load.shifts) log(`  shift ${shift}`);
      return load;
    };

    log('measuring /auth/dang-nhap…');
    await page('/auth/dang-nhap', '/auth/dang-nhap', 'form button[type="submit"]', false, 'JS ≤ 1.3×, LCP ≤ 1500');

    const boards: Record<number, Awaited<ReturnType<typeof loadFigures>>> = {};
    for (const size of [100, 2000]) {
      await seedTasksTo(provider, size, token, people, groups[0]!.id, log);
      log(`measuring / at ${size} cards…`);
      boards[size] = await page(`/ (${size} cards)`, '/', '[data-task-id]', true, size === 2000 ? 'JS ≤ 2×, LCP ≤ 1500' : 'JS ≤ 2×');
    }
    log('card drop INP at 2,000 cards…');
    const drops = await cardDropInp(browser, cookie).catch((error: Error) => (log(`card drop failed: ${error.message.split('\n')[0]}`), [NaN]));
    log(`card drop INP: ${drops.map((value) => value.toFixed(0)).join(', ')} ms`);

    const roomId = await seedRoom(token, idOf(ADMIN.email), people.editor, editorToken);
    log('measuring the 10,000-message room…');
    await page(`/chat/<room of ${MESSAGES} messages>`, `/chat/${roomId}`, '[data-testid="message-list"] li', true, '');
    const send = await sendMessageInp(browser, cookie, roomId).catch((error: Error) => (log(`sending failed: ${error.message.split('\n')[0]}`), { inp: [NaN], shownMs: [NaN] }));
    log(`sending INP: ${send.inp.map((value) => value.toFixed(0)).join(', ')} ms; Enter → shown ${send.shownMs.join(', ')} ms`);
    log('measuring /doanh-thu…');
    await page('/doanh-thu', '/doanh-thu', 'main h1', true, '');

    const n = (value: number | undefined, digits = 0) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
    console.log('');
    console.log(`Page benchmark: built app, embedded database; Chromium, CPU ${CPU_SLOWDOWN}× slower, network 10 Mbit/s down / 5 up, 40 ms; median of ${LOADS} cold loads`);
    console.log(`${'page'.padEnd(40)}${'JS gzip KB'.padStart(11)}${'× bare'.padStart(8)}${'LCP ms'.padStart(9)}${'CLS'.padStart(7)}  target`);
    console.log('─'.repeat(100));
    for (const row of rows) {
      console.log(`${row.label.padEnd(40)}${n(row.js === undefined ? undefined : row.js / 1024, 1).padStart(11)}${n(row.ratio, 2).padStart(8)}${n(row.lcp).padStart(9)}${n(row.cls, 3).padStart(7)}  ${row.extra ?? ''}${row.extra ? ', ' : ''}CLS ≤ 0.05`);
    }
    console.log('');
    for (const size of [100, 2000]) {
      const board = boards[size]!;
      console.log(`/ at ${size} cards: first card in the page ${n(board.firstCard)} ms; board on screen (tm:board-rendered) ${n(board.boardRendered)} ms; /api/graphql requests before the first card: ${board.graphqlBeforeCard ?? '–'} (target 0)`);
    }
    console.log(`INP of a keyboard card drop at 2,000 cards: median ${n(median(drops))} ms, worst ${n(Math.max(...drops))} ms (target ≤ 200)`);
    console.log(`INP of sending a message in a room of ${MESSAGES}: median ${n(median(send.inp))} ms, worst ${n(Math.max(...send.inp))} ms (target ≤ 200); Enter → message in the list ${n(median(send.shownMs))} ms`);
    console.log('');
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
