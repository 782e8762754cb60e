// The scale-out end-to-end test (playwright.scale.config.ts) needs a PostgreSQL server, as the
// provider tests' second run does: it runs when DATABASE_URL is set (.ci/run sets it when the
// machine's PostgreSQL answers) and says so plainly when it is not.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('• Scale-out e2e test not run: it needs DATABASE_URL (PostgreSQL) and Redis (REDIS_URL, default 127.0.0.1:6379).');
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.scale.config.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
