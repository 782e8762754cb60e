// Where a page's layout shifts come from: `node --import tsx bench/pages/shifts.ts [path…]`.
// Prints each shift (value, time) and its sources (element, rect before → after), under the same
// throttling as bench/pages (CPU 4×, 10 Mbit/s, 40 ms), for a chat room of 100 messages and the
// given paths, with 100 tasks (SHIFTS_TASKS) over the columns (some Completed, for the money
// reports). Asserts nothing.
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { benchContext, launchChromium } from '../browser';
import { seedTasksTo } from '../seed-tasks';
import { appLogin, callProvider, DEMO_ADMIN, startSystem, stopSystem, waitFor, type Json } from '../system';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3470);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4470);
const appUrl = `http://127.0.0.1:${appPort}`;
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);
const doc = (name: string) => trustedDocuments[name]!.document;

const PROBE = `(() => {
  window.__shifts = [];
  const describe = (node) => !node ? '?' : node.nodeType !== 1 ? '#text' : node.tagName.toLowerCase() + (node.getAttribute('data-testid') ? '[' + node.getAttribute('data-testid') + ']' : '') + '.' + String(node.className).split(' ').slice(0, 3).join('.') + ' "' + (node.textContent || '').trim().slice(0, 30) + '"';
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((s) => describe(s.node) + ' ' + rect(s.previousRect) + ' → ' + rect(s.currentRect)) });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

const system = startSystem({ appPort, providerPort, dataDir: `.data-bench-shifts-${appPort}`, env: { RATE_LIMITS: 'chatPost=1000000/1' } });
try {
  await waitFor(new URL('/health', providerUrl).toString(), 600_000);
  await waitFor(`${appUrl}/auth/dang-nhap`, 600_000);
  const token = (await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: DEMO_ADMIN })).login.token;
  const { users } = await provider<{ users: { id: number; email: string }[] }>('query { users(input: { active: true }) { id email } }', {}, token);
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const { create_chat_room: room } = await provider<{ create_chat_room: { id: number } }>(
    doc('CreateChatRoom'),
    { input: { type: 'Private', members: [{ userId: idOf('editor@tm.local'), isAdmin: false }] } },
    token,
  );
  for (let i = 1; i <= 100; i++) {
    await provider(doc('PostChatMessage'), { input: { userId: idOf(DEMO_ADMIN.email), roomId: room.id, content: `Tin nhắn số ${i}: ảnh sản phẩm đã sửa xong.`, messageContentType: 'text' } }, token);
  }
  const { product_groups: groups } = await provider<{ product_groups: { id: number }[] }>(doc('ProductGroups'), {}, token);
  await seedTasksTo(provider, Number(process.env.SHIFTS_TASKS ?? 100), token, { editor: idOf('editor@tm.local'), qa: idOf('qa@tm.local') }, groups[0]!.id, (message) => process.stderr.write(`• ${message}\n`));
  const cookie = await appLogin(appUrl);
  const browser = await launchChromium(['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run']);
  for (const pathname of [`/chat/${room.id}`, ...process.argv.slice(2)]) {
    const context = await benchContext(browser, appUrl, { cookie, initScript: PROBE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 });
    await page.goto(new URL(pathname, appUrl).toString(), { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    console.log(pathname, JSON.stringify(shifts, null, 1));
    await context.close();
  }
  await browser.close();
} finally {
  stopSystem(system);
}
