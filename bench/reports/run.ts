// Reports benchmark: `npm run bench:reports`. Prints figures, asserts nothing.
//
// 1. PostgreSQL (DATABASE_URL, its own database tm_bench_reports, dropped at the end) with
//    BENCH_JOBS_PG jobs (1,000,000) and PGlite (in memory) with BENCH_JOBS_PGLITE (100,000), each
//    spread over three years with their history (generate.ts). For every report of reports.ts:
//    p50 of BENCH_RUNS (15) runs over a month and over a year (admin, no filter), and its ratio to
//    a plain count(*) of the same rows. Targets: month ≤ 150 ms, year ≤ 500 ms, ratio ≤ 3. A report that reads other rows
//    of tasks than the period's (a list's page, the stuck jobs) also gets a ratio to a plain read
//    of those rows, in a column of its own (reports.ts, `ownRows`).
// 2. An XLSX export of ~100,000 jobs through the real path: the provider on BENCH_PROVIDER_PORT
//    (4211), the export stream of lib/server/report-export.ts reading 2,000-row pages over HTTP:
//    time and peak RSS growth (targets ≤ 10 s, ≤ 150 MB).
// 3. Whether recharts is in the board's bundle (needs a `npm run build` first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { studioDay } from '../../domain/studio-time';
import { createProvider } from '../../provider/src/app';
import { openDatabase, type Database } from '../../provider/src/db/client';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { reportScope, type ReportScope } from '../../provider/src/modules/reports/scope';
import type { GraphQLContext } from '../../provider/src/context';
import { jobListReport } from '../../lib/reports/job-list';
import { exportStream } from '../../lib/server/report-export';
import type { Requester } from '../../lib/reports/definition';
import { providerText } from '../../graphql/provider-text';
import { generateJobs } from './generate';
import { BENCH_REPORTS } from './reports';
import { withBenchDatabase } from '../postgres-database';

const PG_JOBS = Number(process.env.BENCH_JOBS_PG ?? 1_000_000);
const PGLITE_JOBS = Number(process.env.BENCH_JOBS_PGLITE ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PROVIDER_PORT = Number(process.env.BENCH_PROVIDER_PORT ?? 4211);
const EXPORT_ROWS = 100_000;
const BENCH_DB = 'tm_bench_reports';

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * p50 of each query, run in turns (a, b, c, a, b, c …) after one warm-up each: a report and the
 * count(*) it is compared with see the same moments of a shared, noisy machine, so their ratio
 * does not carry a drift between two separate series of runs.
 */
async function p50s(fns: (() => Promise<unknown>)[]): Promise<number[]> {
  for (const fn of fns) await fn(); // warm-up
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < RUNS; i += 1) for (const [index, fn] of fns.entries()) times[index]!.push(await timed(fn));
  return times.map(median);
}

/** The studio day `offsetDays` from today. */
const dayFromToday = (offsetDays: number) => studioDay(new Date(Date.now() + offsetDays * 86_400_000));

/** An admin's scope over the last 30 / 365 studio days (admin id from the seed). */
function scopeFor(adminId: number, days: number): ReportScope {
  const ctx = { viewer: { kind: 'staff', user: { id: adminId, roleId: 1 } } } as unknown as GraphQLContext;
  return reportScope(ctx, { startDate: dayFromToday(-(days - 1)), endDate: dayFromToday(0) });
}

async function countRows(db: Database, scope: ReportScope, basis: 'created' | 'completed') {
  const column = basis === 'created' ? sql`created_at` : sql`completed_at`;
  return db.execute(sql`select count(*) from tasks t where ${column} >= ${scope.from.toISOString()}::timestamptz and ${column} < ${scope.to.toISOString()}::timestamptz`);
}

async function measureReports(db: Database, label: string) {
  const [{ id: adminId }] = ((await db.execute(sql`select min(id)::int as id from users where role_id = 1`)) as unknown as { rows: { id: number }[] }).rows as [{ id: number }];
  console.log(`\n## ${label}`);
  console.log('Ratio: to the count(*) of the period\'s created or completed jobs. Own rows: to a plain read of the rows of tasks the report reads, where those are not the period\'s (a list\'s first page, the stuck jobs); "=" where they are the same.');
  console.log('| report | month p50 | ratio | own rows p50 | ratio to own rows | year p50 | ratio | own rows p50 | ratio to own rows |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const scopes = { month: scopeFor(adminId, 30), year: scopeFor(adminId, 365) };
  // Every count(*) measured beside a report, for the figure printed under the table.
  const baselines: Record<string, number[]> = {};
  for (const report of BENCH_REPORTS) {
    const cells: string[] = [];
    for (const period of ['month', 'year'] as const) {
      const scope = scopes[period];
      const count = () => countRows(db, scope, report.baseline);
      const [time, base, own] = await p50s([() => report.run(db, scope), count, ...(report.ownRows ? [() => report.ownRows!(db, scope)] : [])]);
      (baselines[`${period}-${report.baseline}`] ??= []).push(base!);
      cells.push(ms(time!), (time! / base!).toFixed(1));
      cells.push(...(own === undefined ? ['=', '='] : [ms(own), (time! / own).toFixed(1)]));
    }
    console.log(`| ${report.name} | ${cells.join(' | ')} |`);
  }
  const baseline = (key: string) => ms(median(baselines[key] ?? [NaN]));
  console.log(`| count(*) created / completed (p50 over the reports' turns) | ${baseline('month-created')} / ${baseline('month-completed')} | | | | ${baseline('year-created')} / ${baseline('year-completed')} | | | |`);
}

async function measureExport(db: Database) {
  await ensureRoles(db);
  const provider = createProvider({ db, jwtSecret: 'bench-reports-secret-bench-reports-secret', production: false, fileStorageDir: path.resolve('.data-bench-reports-files') });
  await provider.listen(PROVIDER_PORT, '127.0.0.1');
  const url = `http://127.0.0.1:${PROVIDER_PORT}/graphql`;
  try {
    const post = async (body: unknown, token?: string) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    const login = await post({ query: 'query($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email: 'admin@tm.local', password: 'Admin@123' } } });
    const token = (login.data!.login as { token: string }).token;
    const request: Requester = async (document, variables) => {
      const answer = await post({ query: providerText(document), variables }, token);
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data as never;
    };
    // The oldest completed jobs up to the day holding the 100,000th: about 100,000 rows.
    const bound = ((await db.execute(sql`
      select to_char(min(completed_at at time zone 'Asia/Ho_Chi_Minh'), 'YYYY-MM-DD') as first, to_char(max(completed_at at time zone 'Asia/Ho_Chi_Minh'), 'YYYY-MM-DD') as last
      from (select completed_at from tasks where completed_at is not null order by completed_at limit ${EXPORT_ROWS}) s`)) as unknown as { rows: { first: string; last: string }[] }).rows[0]!;
    const filter = { startDate: bound.first, endDate: bound.last };
    const params = new URLSearchParams({ 'co-so': 'hoan-thanh' });
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    let bytes = 0;
    const start = performance.now();
    const first = await jobListReport.load(request, filter, params, null);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await pipeline(exportStream('xlsx', { definition: jobListReport, request, filter, params, first }), sink);
    const elapsed = performance.now() - start;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    console.log(`\n## XLSX export through the provider (${first.totals?.taskName ?? '?'}, ${filter.startDate} → ${filter.endDate})`);
    console.log(`time ${(elapsed / 1000).toFixed(2)} s, file ${(bytes / 1024 / 1024).toFixed(1)} MB, peak RSS growth ${((peakRss - baseRss) / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await provider.close();
  }
}

function boardBundleCheck() {
  const manifest = path.resolve('.next/server/app/(staff)/page_client-reference-manifest.js');
  if (!existsSync(manifest)) {
    console.log('\n## Board bundle: no build found (run `npm run build` first)');
    return;
  }
  const scope = globalThis as unknown as { self: unknown; __RSC_MANIFEST: Record<string, { clientModules: Record<string, { chunks: string[] }>; entryJSFiles?: Record<string, string[]> }> };
  scope.self = globalThis;
  new Function(readFileSync(manifest, 'utf8'))();
  const entry = Object.values(scope.__RSC_MANIFEST)[0]!;
  const chunks = new Set<string>();
  for (const clientModule of Object.values(entry.clientModules)) for (const chunk of clientModule.chunks) if (chunk.endsWith('.js')) chunks.add(chunk);
  for (const files of Object.values(entry.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
  const withRecharts = [...chunks].filter((chunk) => {
    const file = path.resolve('.next', chunk.replace(/^\/?_next\//, ''));
    return existsSync(file) && /recharts/.test(readFileSync(file, 'utf8'));
  });
  console.log(`\n## Board bundle: ${chunks.size} chunks, recharts in ${withRecharts.length ? withRecharts.join(', ') : 'none of them'}`);
}

// BENCH_KEEP=1 keeps tm_bench_reports after the run; BENCH_REUSE=1 measures a kept one again
// (migrated to the current schema) instead of generating the jobs anew.
const KEEP = process.env.BENCH_KEEP === '1';
const REUSE = process.env.BENCH_REUSE === '1';

async function onPostgres(serverUrl: string) {
  await withBenchDatabase(
    serverUrl,
    BENCH_DB,
    async (handle, reused) => {
      if (reused) {
        log(`PostgreSQL: reusing ${BENCH_DB}`);
        await handle.db.execute(sql`vacuum analyze`);
      } else {
        await ensureRoles(handle.db);
        await seedDemo(handle.db);
        log(`PostgreSQL: generating ${PG_JOBS.toLocaleString('en')} jobs …`);
        const took = await timed(() => generateJobs(handle.db, PG_JOBS));
        log(`generated in ${(took / 1000).toFixed(0)} s`);
      }
      const jobs = ((await handle.db.execute(sql`select count(*)::int as n from tasks`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      await measureReports(handle.db, `PostgreSQL, ${jobs.toLocaleString('en')} jobs`);
      if (process.env.BENCH_SKIP_EXPORT !== '1') await measureExport(handle.db);
    },
    { reuse: REUSE, keep: KEEP },
  );
}

async function onPglite() {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await ensureRoles(handle.db);
    await seedDemo(handle.db);
    log(`PGlite: generating ${PGLITE_JOBS.toLocaleString('en')} jobs …`);
    const took = await timed(() => generateJobs(handle.db, PGLITE_JOBS));
    log(`generated in ${(took / 1000).toFixed(0)} s`);
    await measureReports(handle.db, `PGlite, ${PGLITE_JOBS.toLocaleString('en')} jobs`);
    if (!process.env.DATABASE_URL) await measureExport(handle.db);
  } finally {
    await handle.close();
  }
}

if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
else log('DATABASE_URL is not set: PostgreSQL part skipped');
if (PGLITE_JOBS > 0) await onPglite();
boardBundleCheck();
