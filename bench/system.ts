// The system under test for benchmarks: provider and app started by scripts/start.ts (as
// Playwright's webServer does) on a fresh embedded database, in their own process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function startSystem(options: { appPort: number; providerPort: number; dataDir: string; env?: Record<string, string> }): ChildProcess {
  rmSync(path.join(root, options.dataDir), { recursive: true, force: true });
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.appPort),
      PROVIDER_PORT: String(options.providerPort),
      PROVIDER_GRAPHQL_URL: `http://127.0.0.1:${options.providerPort}/graphql`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
  });
}

export function stopSystem(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
