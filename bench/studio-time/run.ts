// Studio-time benchmark: `npm run bench:studio-time`. Prints figures, asserts nothing.
//
// What one clock text ('dd-MM-yyyy HH:mm' in Asia/Ho_Chi_Minh) costs, per call, four ways: the
// way domain/studio-time.ts does it (the zone's offset from @date-fns/tz, asked once per hour,
// then the UTC fields),
// date-fns' format with the zone as its `in` option, a cached Intl.DateTimeFormat, and the fixed
// +7 h offset the app used before (the baseline). A 100,000-row export prints two per row, so
// the figure that matters is the per-call cost times 200,000. Then what each way of importing
// the zone adds to a browser bundle (esbuild, minified, gzipped).
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { formatStudioDateTime, STUDIO_TIME_ZONE } from '../../domain/studio-time';

const CALLS = 50_000;
const instants = Array.from({ length: CALLS }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 61_000));
const pad = (value: number) => String(value).padStart(2, '0');
const inStudio = { in: tz(STUDIO_TIME_ZONE) };
const intl = new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const ways: [string, (at: Date) => string][] = [
  ['domain/studio-time (hourly tzOffset + UTC fields)', (at) => formatStudioDateTime(at)],
  ["date-fns format(…, { in: tz(zone) })", (at) => format(at, 'dd-MM-yyyy HH:mm', inStudio)],
  ['cached Intl.DateTimeFormat.formatToParts', (at) => {
    const part = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
    return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
  }],
  ['fixed +7 h offset (before; baseline)', (at) => {
    const local = new Date(at.getTime() + 7 * 3600_000);
    return `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  }],
];

/** Median of five rounds over every instant, after a warm-up round (the JIT, the offset memo). */
const perCall = (fn: (at: Date) => string) => {
  const rounds: number[] = [];
  for (let round = 0; round < 6; round += 1) {
    const start = performance.now();
    for (const at of instants) fn(at);
    if (round > 0) rounds.push(((performance.now() - start) * 1000) / CALLS);
  }
  return rounds.sort((a, b) => a - b)[2]!;
};

// The same text every way, or the comparison means nothing.
for (const [name, fn] of ways) if (fn(instants[123]!) !== ways[3]![1](instants[123]!)) throw new Error(`${name} prints ${fn(instants[123]!)}`);

const results = ways.map(([name, fn]) => ({ name, micros: perCall(fn) }));
const baseline = results[3]!.micros;
for (const { name, micros } of results) {
  console.log(`${name.padEnd(50)} ${micros.toFixed(2).padStart(7)} µs/call  ${(micros / baseline).toFixed(1).padStart(5)}× baseline  ${((micros * 200_000) / 1000).toFixed(0).padStart(6)} ms per 100,000-row export`);
}

/** Gzipped bytes of a minified browser bundle of `source`. */
async function bundleBytes(source: string): Promise<number> {
  const result = await build({ stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'error' });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

const bundles: [string, string][] = [
  ["tzOffset from '@date-fns/tz/tzOffset' (kept)", "export { tzOffset } from '@date-fns/tz/tzOffset';"],
  ["tzOffset from '@date-fns/tz'", "export { tzOffset } from '@date-fns/tz';"],
  ['TZDate, tz + addDays, startOfMonth, subMonths', "export { tz, TZDate, tzOffset } from '@date-fns/tz'; export { addDays, startOfMonth, subMonths } from 'date-fns';"],
];
console.log();
for (const [name, source] of bundles) console.log(`${name.padEnd(50)} ${String(await bundleBytes(source)).padStart(6)} bytes gzipped`);

