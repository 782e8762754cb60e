// Where a page's main thread goes while it loads: `node --import tsx bench/pages/profile.ts [path] [cards]`
// (default: / at 2,000 cards). A lead finder beside bench:pages, not a figure to reach: prints
// nothing it asserts.
//
// The built app on a fresh embedded database (bench/system.ts), the board seeded to `cards`
// through the provider; one cold load in Debian's Chromium slowed as bench:pages slows it (CPU 4×,
// 10 Mbit/s, 40 ms), with Chrome's sampling profiler on from navigation until the board's drag
// library is in place (`[data-drag-ready]`; any other path: until the load event and 2 s more).
// Prints a timeline (the HTML, the scripts, paints, marks), the main thread's time by kind (a
// Chrome trace's events on the renderer's main thread, each counted without the events inside
// it: parsing HTML, compiling, running scripts, style, layout, paint), then the JavaScript self
// time by script and by function (the profiler's samples; minified names, so read them with
// `first-load-js.ts --modules` on a source-mapped build).
// Ports: BENCH_APP_PORT (3470), BENCH_PROVIDER_PORT (4470).
import { launchChromium, benchContext } from '../browser';
import { seedTasksTo } from '../seed-tasks';
import { appLogin, callProvider, DEMO_ADMIN, startSystemAndWait, type Json } from '../system';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3470);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4470);
const appUrl = `http://127.0.0.1:${appPort}`;
const providerUrl = `http://127.0.0.1:${providerPort}/graphql`;
const pathname = process.argv[2] ?? '/';
const cards = Number(process.argv[3] ?? 2000);
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const NETWORK = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

/** Self time (ms) by event name on the renderers' main threads: each complete event less the events nested in it. */
function mainThreadSelfTimes(events: TraceEvent[]): [string, number][] {
  const main = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const totals = new Map<string, number>();
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !main.has(thread)) continue;
    const list = byThread.get(thread);
    if (list) list.push(event);
    else byThread.set(thread, [event]);
  }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: { event: TraceEvent; self: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
        const done = stack.pop()!;
        totals.set(done.event.name, (totals.get(done.event.name) ?? 0) + done.self / 1000);
      }
    };
    for (const event of list) {
      close(event.ts);
      if (stack.length) stack.at(-1)!.self -= event.dur!;
      stack.push({ event, self: event.dur! });
    }
    close(Infinity);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const provider = <T = Json>(query: string, variables: Json, token?: string) => callProvider<T>(providerUrl, query, variables, token);

/** Self time (ms) of each profile node, summed under `keyOf`. */
function selfTimes(profile: Profile, keyOf: (node: ProfileNode) => string): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const scriptOf = (url: string) => (url ? url.replace(appUrl, '').replace(/^.*\/_next\/static\/chunks\//, 'chunks/') : '(no script)');

const { stop } = await startSystemAndWait({ appPort, providerPort, dataDir: `.data-bench-profile-${appPort}` }, log);
try {
  if (pathname === '/') {
    const token = (await provider<{ login: { token: string } }>('query ($input: LoginInput!) { login(input: $input) { token } }', { input: DEMO_ADMIN })).login.token;
    const { users } = await provider<{ users: { id: number; email: string }[] }>('query { users(input: { active: true }) { id email } }', {}, token);
    const idOf = (email: string) => users.find((user) => user.email === email)!.id;
    const { product_groups: groups } = await provider<{ product_groups: { id: number }[] }>('query { product_groups { id } }', {}, token);
    await seedTasksTo(provider, cards, token, { editor: idOf('editor@tm.local'), qa: idOf('qa@tm.local') }, groups[0]!.id, log);
  }
  const cookie = await appLogin(appUrl);
  const browser = await launchChromium(CHROMIUM_ARGS);
  try {
    // One warm-up load (the server's first render of the page compiles and caches), then the profiled one.
    for (const profiled of [false, true]) {
      const context = await benchContext(browser, appUrl, { cookie });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      if (profiled) {
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
        await cdp.send('Profiler.start');
      }
      const started = Date.now();
      await page.goto(`${appUrl}${pathname}`, { waitUntil: 'load' });
      if (pathname === '/') await page.waitForSelector('[data-testid="task-board"][data-drag-ready]', { state: 'attached', timeout: 60_000 });
      else await page.waitForTimeout(2000);
      const wall = Date.now() - started;
      if (profiled) {
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const ready = await page.evaluate(() => performance.now());
        console.log(`${pathname}${pathname === '/' ? ` at ${cards} cards` : ''}: ready ${ready.toFixed(0)} ms after navigation (wall ${wall} ms)`);
        const timeline = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .map((entry) => `${entry.name.replace(/^.*\//, '')} ${entry.startTime.toFixed(0)}→${entry.responseEnd.toFixed(0)} (${(entry.encodedBodySize / 1024).toFixed(1)} KB)`);
          const marks = performance.getEntriesByType('mark').map((entry) => `${entry.name} ${entry.startTime.toFixed(0)}`);
          const paints = performance.getEntriesByType('paint').map((entry) => `${entry.name} ${entry.startTime.toFixed(0)}`);
          return {
            navigation: `HTML ${navigation.responseStart.toFixed(0)}→${navigation.responseEnd.toFixed(0)} (${(navigation.encodedBodySize / 1024).toFixed(0)} KB), domInteractive ${navigation.domInteractive.toFixed(0)}, DCL ${navigation.domContentLoadedEventEnd.toFixed(0)}, load ${navigation.loadEventEnd.toFixed(0)}`,
            paints,
            marks,
            scripts,
          };
        });
        console.log(`timeline (ms after navigation): ${timeline.navigation}; ${[...timeline.paints, ...timeline.marks].join(', ')}`);
        console.log('scripts (start→end, encoded size):');
        for (const line of timeline.scripts) console.log(`  ${line}`);
        const kinds = mainThreadSelfTimes(trace.traceEvents);
        console.log(`\nmain thread by kind (self ms, throttled; all ${kinds.reduce((sum, [, ms]) => sum + ms, 0).toFixed(0)} ms):`);
        for (const [name, ms] of kinds.slice(0, 20)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
        console.log('\nJS self time by script (ms, throttled):');
        for (const [key, ms] of selfTimes(profile, (node) => scriptOf(node.callFrame.url)).slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${key}`);
        console.log('\nJS self time by function (ms, throttled):');
        for (const [key, ms] of selfTimes(profile, (node) => `${node.callFrame.functionName || '(anonymous)'}  ${scriptOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`).slice(0, 30)) {
          console.log(`  ${ms.toFixed(0).padStart(6)}  ${key}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
