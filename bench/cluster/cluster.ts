// A TM deployment on this machine for the load and fault benches (and the scale-out e2e test):
// several provider processes and several app processes on one PostgreSQL database (a fresh one
// made here) and one Redis, each group behind a TCP balancer that skips an instance that refuses
// connections — what the company's proxy does. Traffic stays on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../provider/src/db/client';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';

const root = path.resolve(import.meta.dirname, '../..');

export type ClusterOptions = {
  providers: number;
  apps: number;
  /** The server to create the database on (postgres://…/any-db). */
  databaseUrl: string;
  redisUrl: string;
  /** First port; instances take the next ones. */
  basePort: number;
  /** Runs after the database is migrated and seeded with the demo studio, before anything starts. */
  seed?: (databaseUrl: string) => Promise<void>;
  /** Kill the instances on SIGINT/SIGTERM (default); off when the caller stops the cluster itself. */
  handleSignals?: boolean;
};

type Instance = { name: string; port: number; child?: ChildProcess; env: NodeJS.ProcessEnv; args: string[] };

/** A TCP balancer: each new connection goes to the next instance that accepts it. */
async function startBalancer(port: number, backends: () => number[]) {
  let turn = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    const ports = backends();
    const attempt = (tries: number) => {
      if (tries >= ports.length) return client.destroy();
      const target = ports[turn++ % ports.length]!;
      const upstream = connect(target, '127.0.0.1');
      upstream.once('connect', () => {
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      upstream.once('error', () => attempt(tries + 1));
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** Resident memory of a process in bytes (Linux). */
export function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export async function startCluster(options: ClusterOptions) {
  const dbName = `tm_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(options.databaseUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl });
  await ensureRoles(handle.db);
  await seedDemo(handle.db);
  await handle.close();
  await options.seed?.(databaseUrl);

  const jwtSecret = randomBytes(32).toString('hex');
  const forwardingSecret = randomBytes(32).toString('hex');
  const sessionSecret = randomBytes(32).toString('hex');
  let port = options.basePort;
  const providerBalancerPort = port++;
  const appBalancerPort = port++;
  const common: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };

  // `count` instances of one kind, each on the next free port, which `portVariable` tells it.
  const instances = (kind: string, count: number, args: string[], portVariable: 'PROVIDER_PORT' | 'PORT', env: Record<string, string>): Instance[] =>
    Array.from({ length: count }, (_, i) => {
      const instancePort = port++;
      return { name: `${kind}${i + 1}`, port: instancePort, args, env: { ...common, ...env, DATA_DIR: `.data-cluster-${options.basePort}`, [portVariable]: String(instancePort) } };
    });
  const providers = instances('provider', options.providers, ['--import', 'tsx', 'provider/src/server.ts'], 'PROVIDER_PORT', {
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: jwtSecret,
    FORWARDING_SECRET: forwardingSecret,
    APP_ORIGINS: `http://127.0.0.1:${appBalancerPort},http://localhost:${appBalancerPort}`,
    SEED_DEMO: 'never',
  });
  // The app's own server, as `npm start` runs it (client address from the socket).
  const apps = instances('app', options.apps, ['--import', 'tsx', 'scripts/app-server.ts'], 'PORT', {
    SESSION_SECRET: sessionSecret,
    FORWARDING_SECRET: forwardingSecret,
    COOKIE_SECURE: 'false',
    // As in the image: the company's proxy compresses, not the app (next.config.mjs).
    NEXT_COMPRESS: 'false',
    PROVIDER_GRAPHQL_URL: `http://127.0.0.1:${providerBalancerPort}/graphql`,
    PROVIDER_PORT: String(providerBalancerPort),
    NEXT_PUBLIC_REALTIME_URL: `ws://127.0.0.1:${providerBalancerPort}/graphql`,
  });

  // Interrupted (Ctrl-C, a timeout): take the instances down with us.
  const abandon = () => {
    for (const instance of [...providers, ...apps]) instance.child?.kill('SIGKILL');
    process.exit(130);
  };
  if (options.handleSignals !== false) {
    process.once('SIGINT', abandon);
    process.once('SIGTERM', abandon);
  }

  const alive = (group: Instance[]) => () => group.filter((i) => i.child && i.child.exitCode === null).map((i) => i.port);
  const providerBalancer = await startBalancer(providerBalancerPort, alive(providers));
  const appBalancer = await startBalancer(appBalancerPort, alive(apps));

  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", "--trace-gc") go to every
  // instance (Node refuses --cpu-prof in NODE_OPTIONS); with them, the instances' stdout is shown.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  async function start(instance: Instance, readyPath: string) {
    instance.child = spawn(process.execPath, [...nodeArgs, ...instance.args], { cwd: root, env: instance.env, stdio: ['ignore', nodeArgs.length ? 'inherit' : 'ignore', 'inherit'] });
    await waitFor(`http://127.0.0.1:${instance.port}${readyPath}`, instance.child, 120_000);
  }
  // The first provider migrates alone; the rest start together.
  await start(providers[0]!, '/ready');
  await Promise.all(providers.slice(1).map((p) => start(p, '/ready')));
  await Promise.all(apps.map((a) => start(a, '/api/ready')));

  async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
    const child = instance.child;
    if (!child || child.exitCode !== null) return 0;
    const started = Date.now();
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
    return Date.now() - started;
  }

  return {
    databaseUrl,
    appUrl: `http://127.0.0.1:${appBalancer.port}`,
    providerUrl: `http://127.0.0.1:${providerBalancer.port}/graphql`,
    providers,
    apps,
    /** SIGTERM (or another signal) to one provider; resolves with how long it took to exit. */
    stopProvider: (index: number, signal?: NodeJS.Signals) => stopInstance(providers[index]!, signal),
    startProvider: (index: number) => start(providers[index]!, '/ready'),
    rss: () => Object.fromEntries([...providers, ...apps].map((i) => [i.name, rssOf(i.child?.pid)])),
    async stop() {
      process.off('SIGINT', abandon);
      process.off('SIGTERM', abandon);
      await Promise.all([...apps, ...providers].map((i) => stopInstance(i)));
      await appBalancer.close();
      await providerBalancer.close();
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** A signed-in user of the cluster's app, speaking to it as the browser does. */
export async function appUser(appUrl: string, email: string, password: string) {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password, remember: true }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    /** One app operation; resolves with the HTTP status, the data and the first error code. */
    async op<T = Record<string, unknown>>(operationName: string, variables: Record<string, unknown> = {}) {
      const started = performance.now();
      const answer = await fetch(`${appUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl, cookie },
        body: JSON.stringify({ operationName, variables }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      const ms = performance.now() - started;
      if (!answer) return { status: 0, ms, data: undefined as T | undefined, code: 'NETWORK' };
      const body = (await answer.json().catch(() => ({}))) as { data?: T; errors?: { extensions?: { code?: string } }[]; error?: { code: string } };
      const code = body.error?.code ?? body.errors?.[0]?.extensions?.code;
      return { status: answer.status, ms, data: body.data ?? undefined, code };
    },
    async ticket(): Promise<{ url: string; ticket: string }> {
      const answer = await fetch(`${appUrl}/api/realtime/ticket`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
      if (!answer.ok) throw new Error(`ticket: ${answer.status}`);
      return (await answer.json()) as { url: string; ticket: string };
    },
  };
}

export type AppUser = Awaited<ReturnType<typeof appUser>>;
