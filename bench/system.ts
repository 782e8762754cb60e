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
