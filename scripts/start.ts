// `npm start` (and `npm run dev` with --dev): checks the configuration, makes the demo's
// secrets on first run, builds the app when its sources changed, then starts the provider
// (which migrates and seeds the embedded database) and the Next.js app. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAppEnv } from '../lib/server/env-schema';
import { parseProviderEnv } from '../provider/src/env';
import { APP_BUILD_INPUTS, isStale } from './build-freshness';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Secrets for the embedded demo, generated once into DATA_DIR; required from outside for production with an external database. */
function ensureSecrets(env: NodeJS.ProcessEnv) {
  const missing = (['SESSION_SECRET', 'JWT_SECRET', 'FORWARDING_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length === 0) return;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    fail(`${missing.join(' và ')} phải được đặt khi NODE_ENV=production với DATABASE_URL (xem .env.example).`);
  }
  const dataDir = env.DATA_DIR ?? '.data';
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const name of missing) {
    stored[name] ??= randomBytes(32).toString('base64url');
    env[name] = stored[name];
  }
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
}

function needsBuild(): boolean {
  return isStale(root, path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), APP_BUILD_INPUTS);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail('Một tiến trình đã dừng khi khởi động (xem thông báo ở trên).');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopAll(1);
  fail(`Không sẵn sàng sau ${timeoutMs / 1000} giây (${url}).`);
}

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: dev ? 'development' : 'production' };
env.NEXT_TELEMETRY_DISABLED = '1';
env.PROVIDER_GRAPHQL_URL ||= `http://127.0.0.1:${env.PROVIDER_PORT || 4000}/graphql`;
function validate(candidate: NodeJS.ProcessEnv) {
  try {
    parseProviderEnv(candidate);
    return parseAppEnv(candidate);
  } catch (error) {
    fail((error as Error).message);
  }
}
// Every other variable is checked before the secrets, so a typo is named first.
validate({ ...env, SESSION_SECRET: env.SESSION_SECRET || 'x'.repeat(32), JWT_SECRET: env.JWT_SECRET || 'x'.repeat(32), FORWARDING_SECRET: env.FORWARDING_SECRET || 'x'.repeat(32) });
ensureSecrets(env);
const appEnv = validate(env);

if (!dev && needsBuild()) {
  console.log('• Đang build ứng dụng (lần đầu hoặc mã nguồn đã đổi)...');
  if ((await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env)) !== 0) fail('next build thất bại.');
}

const children: ChildProcess[] = [];
let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const provider = spawn(process.execPath, ['--import', 'tsx', 'provider/src/server.ts'], { env, stdio: 'inherit' });
children.push(provider);
provider.on('exit', (code) => !stopping && (console.error(`Provider đã dừng (mã ${code}).`), stopAll(code || 1)));
await waitForHealth(new URL('/health', env.PROVIDER_GRAPHQL_URL).toString(), provider, 120_000);

// Production runs Next inside scripts/app-server.ts, which records the real client address;
// dev keeps `next dev` (its hot reload), where that address is not hardened.
const appCommand = dev ? ['node_modules/next/dist/bin/next', 'dev', '-p', String(appEnv.PORT)] : ['--import', 'tsx', 'scripts/app-server.ts'];
const app = spawn(process.execPath, appCommand, { env: { ...env, PORT: String(appEnv.PORT) }, stdio: 'inherit' });
children.push(app);
app.on('exit', (code) => !stopping && (console.error(`Ứng dụng đã dừng (mã ${code}).`), stopAll(code || 1)));

await waitForHealth(`http://127.0.0.1:${appEnv.PORT}/auth/dang-nhap`, app, 120_000);
console.log(`\n✔ TM đang chạy: http://localhost:${appEnv.PORT}  (đăng nhập: admin@tm.local / Admin@123 — Ctrl-C để dừng)\n`);
