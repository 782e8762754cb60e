// The system under test for benchmarks: provider and app started by scripts/start.ts (as
// Playwright's webServer does) on a fresh embedded database, in their own process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
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

export type Json = Record<string, unknown>;
export const DEMO_ADMIN = { email: 'admin@tm.local', password: 'Admin@123' };

export const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A GraphQL request straight to the provider (query text, the bearer token if any); the raw response. */
export function postToProvider(providerUrl: string, query: string, variables: Json, token?: string): Promise<Response> {
  return fetch(providerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}

/** One GraphQL call straight to the provider; throws its first error. */
export async function callProvider<T = Json>(providerUrl: string, query: string, variables: Json, token?: string): Promise<T> {
  const response = await postToProvider(providerUrl, query, variables, token);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data!;
}

/**
 * Signs in through the app (the demo admin on the staff login unless told otherwise, e.g. a cloud
 * customer on /api/cloud/auth/login); returns the Cookie header a browser would send.
 */
export async function appLogin(appUrl: string, account: Record<string, string> = DEMO_ADMIN, endpoint = '/api/auth/login'): Promise<string> {
  const response = await fetch(`${appUrl}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ ...account, remember: true }),
  });
  if (!response.ok) throw new Error(`app login at ${endpoint} failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Starts the system (startSystem), stops it on Ctrl-C, and waits until the provider and the
 * app answer (stopping it if they never do). The caller stops it when done.
 */
export async function startSystemAndWait(options: Parameters<typeof startSystem>[0], log: (message: string) => void): Promise<{ system: ChildProcess; stop: () => void }> {
  const system = startSystem(options);
  const stop = () => stopSystem(system);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    log(`starting provider :${options.providerPort} and app :${options.appPort} on ${options.dataDir} (builds first when needed)…`);
    await waitFor(`http://127.0.0.1:${options.providerPort}/health`, 300_000);
    await waitFor(`http://127.0.0.1:${options.appPort}/auth/dang-nhap`, 300_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { system, stop };
}

/** A /proc/<pid>/stat field, counted from 1 as proc(5) does (3 is the state, after the command's parentheses). */
const statField = (stat: string, field: number) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field - 3]);

/** The processes of the system's process group (app, provider, their children). */
export async function groupPids(groupId: number): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat && statField(stat, 5) === groupId) found.push(pid);
  }
  return found;
}

/**
 * The resident bytes of each of those processes now. The group is listed once (a scan of every
 * /proc entry 20 times a second cost this shared machine more CPU than what it measures), their
 * RSS each call.
 */
export async function rssOf(pids: string[]): Promise<Map<string, number>> {
  const rss = new Map<string, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat) rss.set(pid, statField(stat, 24) * 4096);
  }
  return rss;
}

/** The sum of an `rssOf` reading. */
export const totalRss = (rss: Map<string, number>) => [...rss.values()].reduce((total, bytes) => total + bytes, 0);

/** Total RSS of those processes. */
export async function groupRss(pids: string[]): Promise<number> {
  return totalRss(await rssOf(pids));
}
