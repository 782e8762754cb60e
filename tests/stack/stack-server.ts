// Playwright's web server for tests/stack: `npm run stack` (scripts/stack.ts) on a fresh folder
// and a fresh database — a new one on the server DATABASE_URL names (dropped afterwards), or
// without DATABASE_URL the stack's own PostgreSQL in the fresh folder — with the stack's own
// Redis. Stops the stack on SIGTERM (the end of the run).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { STACK } from '../../playwright.stack.config';

const serverUrl = process.env.DATABASE_URL;
let databaseUrl: string | undefined;
const dbName = `tm_stack_${randomBytes(4).toString('hex')}`;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

rmSync(STACK.dir, { recursive: true, force: true });
if (serverUrl) {
  await onServer(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack.ts', '--port', String(STACK.port), '--dir', STACK.dir], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl ?? '', REDIS_URL: '', STACK_PUBLIC_URL: STACK.baseURL },
});

async function cleanUp() {
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error: Error) => console.error(`drop ${dbName}: ${error.message}`));
}

stack.on('exit', (code) => {
  void cleanUp().then(() => process.exit(code ?? 1));
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stack.kill('SIGTERM'));
