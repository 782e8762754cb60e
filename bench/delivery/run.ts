// Delivery benchmark: `npm run bench:delivery`. Prints figures, asserts nothing.
//
// It starts its own provider and app on a fresh embedded database and delivers two jobs to the
// demo customer: one of 10 results and one of BENCH_DELIVERY_COUNT (500) results, real JPEGs of
// noise made with sharp (3–8 MB each; BENCH_DELIVERY_SMALL=1 makes them ~10× smaller for a quick
// run). The results go up the browser's way (a ticket from the app's /api/tasks/:id/uploads/ticket,
// then the provider's /task-uploads). It measures:
//   (a) thumbnails made per second: the provider's own makeThumbnail over the result files (IMAGE_JOBS at
//       a time, as in the provider), and how long after the last upload the system had them all;
//   (b) the customer's gallery, first thumbnail painted (Element Timing), 500 results vs 10, in
//       Debian's Chromium (playwright-core), median of 5 loads each; ratio (target ≤ 1.5);
//   (c) the ZIP of the 500 as the browser gets it (the app's link, which sends it on to the provider
//       with a download ticket): time, MB/s, and peak RSS growth of the app and
//       provider processes sampled every 50 ms from /proc (target < 100 MB).
// Ports: BENCH_APP_PORT (3470), BENCH_PROVIDER_PORT (4470).
import { readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { IMAGE_JOBS, IMAGE_THREADS } from '../../provider/src/modules/cloud-files/image-work';
import { makeThumbnail } from '../../provider/src/modules/cloud-files/thumbnails';
import { deliveryOps, writePool } from './support';
import { appLogin, DEMO_ADMIN, groupPids, median, root, rssOf, startSystemAndWait, totalRss } from '../system';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3470);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4470);
const appUrl = `http://127.0.0.1:${appPort}`;
const dataDir = `.data-bench-delivery-${appPort}`;
const COUNT = Number(process.env.BENCH_DELIVERY_COUNT ?? 500);
const SMALL = process.env.BENCH_DELIVERY_SMALL === '1';
const FEW = 10;
/** Distinct source photos; each is uploaded under several names (every upload is its own stored file). */
const POOL = 24;
const MB = 1024 * 1024;

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const { cloudCookie, op, deliveredJob: deliver } = deliveryOps(appUrl);
const deliveredJob = (staff: string, customer: string, groupId: number, count: number, pool: string[]) => deliver(staff, customer, groupId, count, pool, log);

/** Which of the system's processes this is, by the script scripts/start.ts runs it with: the app, the provider, or start.ts itself. */
async function roleOf(pid: string): Promise<string> {
  const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
  if (/scripts\/app-server\.ts|next\/dist\/bin\/next/.test(command)) return 'app';
  if (/provider\/src\/server\.ts/.test(command)) return 'provider';
  return 'other';
}

/** Installed before any page script: when the first result thumbnail was painted. */
const THUMB_PAINT_PROBE = `(() => {
  window.__tmThumbPainted = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'tm-result-thumb' && window.__tmThumbPainted === null) window.__tmThumbPainted = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
})()`;

const { system, stop } = await startSystemAndWait({ appPort, providerPort, dataDir }, log);
try {
  const work = path.join(root, dataDir, 'bench');
  log(`making ${POOL} noise JPEGs with sharp…`);
  const pool = await writePool(work, POOL, SMALL);
  const poolSizes = await Promise.all(pool.map(async (file) => (await stat(file)).size));

  const staff = await appLogin(appUrl, DEMO_ADMIN);
  const customer = await cloudCookie();
  const groupId = (await op<{ product_groups: { id: number }[] }>(staff, 'ProductGroups', {})).product_groups[0]!.id;

  log(`delivering ${FEW} results…`);
  const few = await deliveredJob(staff, customer, groupId, FEW, pool);
  log(`delivering ${COUNT} results…`);
  const many = await deliveredJob(staff, customer, groupId, COUNT, pool);

  // (a) thumbnails per second, the provider's own function over COUNT files, as many at a time
  // as its image queue runs on this machine (IMAGE_JOBS, provider/src/modules/cloud-files/image-work.ts).
  // BENCH_IMAGE_JOBS and BENCH_IMAGE_THREADS run this part as another setting would (for example 2
  // and 2, the unbounded work before image-work.md on this machine), for comparison.
  const imageJobs = Number(process.env.BENCH_IMAGE_JOBS ?? IMAGE_JOBS);
  const imageThreads = Number(process.env.BENCH_IMAGE_THREADS ?? IMAGE_THREADS);
  sharp.concurrency(imageThreads);
  let started = performance.now();
  const made: boolean[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: imageJobs }, async () => {
      while (next < COUNT) {
        const i = next++;
        made[i] = await makeThumbnail(pool[i % pool.length]!, 'anh.jpg');
      }
    }),
  );
  const thumbMs = performance.now() - started;
  if (made.some((ok) => !ok)) throw new Error('a thumbnail failed');

  // (b) gallery first thumbnail painted, 10 vs COUNT.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    customer.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: appUrl };
    }),
  );
  await context.addInitScript(THUMB_PAINT_PROBE);
  const page = await context.newPage();
  const paint = async (deliveryId: number) => {
    await page.goto(`${appUrl}/user-cloud/ket-qua/${deliveryId}`);
    await page.waitForFunction(() => (window as unknown as { __tmThumbPainted: number | null }).__tmThumbPainted !== null, null, { timeout: 60_000 });
    const tiles = await page.locator('[data-testid=delivery-result]').count();
    return { painted: await page.evaluate(() => (window as unknown as { __tmThumbPainted: number }).__tmThumbPainted), tiles };
  };
  await paint(few.deliveryId); // warm the route and the server's caches
  await paint(many.deliveryId);
  const fewRuns: number[] = [];
  const manyRuns: number[] = [];
  let manyTiles = 0;
  for (let i = 0; i < 5; i += 1) {
    fewRuns.push((await paint(few.deliveryId)).painted);
    const run = await paint(many.deliveryId);
    manyRuns.push(run.painted);
    manyTiles = run.tiles;
  }
  await browser.close();

  // (c) the ZIP of COUNT from the app's link (fetch follows its redirect); RSS of app and provider sampled meanwhile.
  const pids = await groupPids(system.pid!);
  const roles = new Map(await Promise.all(pids.map(async (pid) => [pid, await roleOf(pid)] as const)));
  const before = await rssOf(pids);
  const baseline = totalRss(before);
  let peak = baseline;
  // Each process's own peak too: which side holds what the ZIP costs.
  const peaks = new Map(before);
  const sampler = setInterval(
    () =>
      void rssOf(pids).then((rss) => {
        peak = Math.max(peak, totalRss(rss));
        for (const [pid, bytes] of rss) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, bytes));
      }),
    50,
  );
  started = performance.now();
  const zip = await fetch(`${appUrl}/api/cloud/deliveries/${many.deliveryId}/zip`, { headers: { cookie: customer } });
  if (zip.status !== 200 || !zip.body) throw new Error(`zip: ${zip.status}`);
  let zipBytes = 0;
  let tail = Buffer.alloc(0);
  const reader = zip.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    zipBytes += part.value.length;
    tail = Buffer.concat([tail, Buffer.from(part.value)]).subarray(-22);
  }
  const zipMs = performance.now() - started;
  clearInterval(sampler);
  const entries = tail.readUInt32LE(0) === 0x06054b50 ? tail.readUInt16LE(10) : NaN;

  const [load1] = await readFile('/proc/loadavg', 'utf8').then((text) => text.split(' '));
  const fewMs = median(fewRuns);
  const manyMs = median(manyRuns);
  console.log(`\nDelivery benchmark, ${COUNT} results (load average ${load1} on ${availableParallelism()} cores)`);
  console.log(`  photos: ${POOL} distinct noise JPEGs of ${(Math.min(...poolSizes) / MB).toFixed(1)}–${(Math.max(...poolSizes) / MB).toFixed(1)} MB; ${COUNT} uploaded = ${(many.bytes / MB).toFixed(0)} MB in ${seconds(many.uploadMs)} s`);
  console.log(`  (a) thumbnails made per second (makeThumbnail and its rendition, ${imageJobs} at a time, ${imageThreads} libvips thread${imageThreads > 1 ? 's' : ''} each)  ${(COUNT / (thumbMs / 1000)).toFixed(1)} /s  (${COUNT} in ${seconds(thumbMs)} s)`);
  console.log(`      in the system: every thumbnail in ${seconds(many.thumbnailsDoneAfterMs)} s after the last upload's answer`);
  console.log(`  (b) gallery first thumbnail painted, median of 5: ${FEW} results ${fewMs.toFixed(0)} ms, ${COUNT} results ${manyMs.toFixed(0)} ms`);
  console.log(`      ratio ${(manyMs / fewMs).toFixed(2)}  (target ≤ 1.5); tiles in the DOM with ${COUNT}: ${manyTiles}`);
  console.log(`  (c) ZIP of ${COUNT}: ${entries} entries, ${(zipBytes / MB).toFixed(0)} MB in ${seconds(zipMs)} s (${(zipBytes / MB / (zipMs / 1000)).toFixed(0)} MB/s)`);
  console.log(`      peak RSS growth, app+provider ${((peak - baseline) / MB).toFixed(1)} MB  (baseline ${(baseline / MB).toFixed(0)} MB; target < 100 MB)`);
  const growthOf = (role: string) => pids.filter((pid) => roles.get(pid) === role).reduce((total, pid) => total + (peaks.get(pid) ?? 0) - (before.get(pid) ?? 0), 0);
  console.log(`      of which, each at its own peak: app ${(growthOf('app') / MB).toFixed(1)} MB, provider ${(growthOf('provider') / MB).toFixed(1)} MB, start.ts ${(growthOf('other') / MB).toFixed(1)} MB`);
} finally {
  stop();
  await rm(path.join(root, dataDir), { recursive: true, force: true }).catch(() => {});
}
