// Provider integration tests (tests/provider/*.test.ts): once on embedded PGlite, then, when
// DATABASE_URL is set, once more on that PostgreSQL server (each test file creates and drops
// its own tm_test_* database there). Exits non-zero if any run fails.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(root, 'tests', 'provider');

// The files are listed here rather than globbed so each run names them in the same order.
const files = readdirSync(testDir)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => path.join('tests', 'provider', name));
if (files.length === 0) {
  console.error(`No test files in ${testDir}`);
  process.exit(1);
}

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const runs = [{ heading: 'Provider tests on PGlite', env: envWithoutDatabase }];
if (DATABASE_URL) runs.push({ heading: 'Provider tests on PostgreSQL', env: { ...envWithoutDatabase, DATABASE_URL } });

let failed = false;
for (const run of runs) {
  console.log(`\n=== ${run.heading} ===\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
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
process.exit(failed ? 1 : 0);
