// Test harness for the provider integration tests: a real provider on a random port, backed by a
// throw-away database (PGlite in memory, or a fresh database on the server DATABASE_URL names).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createProvider } from '../../provider/src/app';
import { openDatabase, type Database, type StatementListener } from '../../provider/src/db/client';
import { users } from '../../provider/src/db/schema';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, signClientAddress } from '../../provider/src/security/client-address';
import type { SecurityOptions } from '../../provider/src/security/config';
import { RATE_LIMITS } from '../../provider/src/security/rate-limits';

/** Response JSON, read by shape in tests (the assertions are what check it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type GqlError = { message: string; extensions?: Record<string, unknown>; path?: (string | number)[]; locations?: unknown };
export type GqlResult<T = Record<string, Json>> = { data: T | null | undefined; errors: GqlError[] | undefined; status: number };
/** clientIp is forwarded as the app does (signed); unsignedClientIp as an outsider would (ignored). */
export type GqlOptions = { token?: string; clientIp?: string; unsignedClientIp?: string; headers?: Record<string, string> };

export type TestProvider = {
  url: string;
  wsUrl: string;
  driver: 'pglite' | 'postgres';
  db: Database;
  /** The test database's URL on PostgreSQL (undefined on PGlite), for tests that need a second connection. */
  databaseUrl: string | undefined;
  services: ReturnType<typeof createProvider>['services'];
  /** The provider itself (drain, httpServer), for the tests of its lifecycle. */
  provider: ReturnType<typeof createProvider>;
  /** The provider's JWT secret, for tests that forge tokens the way an attacker could not. */
  jwtSecret: string;
  gql<T = Record<string, Json>>(query: string, variables?: Record<string, unknown>, options?: GqlOptions): Promise<GqlResult<T>>;
  /** Staff login; throws when it does not succeed. */
  login(email: string, password: string, options?: { clientIp?: string }): Promise<string>;
  /** Cloud customer login (the demo customer's password unless given); throws when it does not succeed. */
  cloudLogin(account: string, password?: string, options?: { clientIp?: string }): Promise<string>;
  /** The avatar files the provider has stored (staff and cloud), sorted. */
  avatarFiles(): string[];
  /** Where it keeps files (FILE_STORAGE_DIR). */
  fileStorageDir: string;
  /** The ids of the demo seed's staff accounts, by their DEMO name. */
  ids: Record<DemoStaff, number>;
  /** A realtime ticket (issue_realtime_ticket) for the signed-in `token`; throws when refused. */
  realtimeTicket(token: string): Promise<string>;
  /** A graphql-ws client on the provider's /graphql path (no retries, so refusals surface). */
  wsClient(connectionParams?: Record<string, unknown>): Client;
  /** SQL statements the provider has sent so far (statement-count.ts measures a request with it). */
  statementCount(): number;
  close(): Promise<void>;
};

export const DEMO = {
  admin: { email: 'admin@tm.local', password: 'Admin@123' },
  qa: { email: 'qa@tm.local', password: 'Qa@12345' },
  editor: { email: 'editor@tm.local', password: 'Editor@123' },
  editor2: { email: 'editor2@tm.local', password: 'Editor@123' },
  pending: { email: 'nhanvienmoi@tm.local', password: 'Newbie@123' },
  cloud: { account: 'khachhang', password: 'Cloud@123' },
} as const;

/** The demo seed's staff accounts (everything in DEMO but the cloud customer). */
export type DemoStaff = Exclude<keyof typeof DEMO, 'cloud'>;

/** The document of a realtime ticket (security tests call it raw; others use TestProvider.realtimeTicket). */
export const TICKET = 'mutation { issue_realtime_ticket { ticket } }';

async function demoStaffIds(db: Database): Promise<Record<DemoStaff, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  const staff = (Object.keys(DEMO) as (keyof typeof DEMO)[]).filter((name): name is DemoStaff => name !== 'cloud');
  return Object.fromEntries(staff.map((name) => [name, rows.find((row) => row.email === DEMO[name].email)!.id])) as Record<DemoStaff, number>;
}

/** Vietnamese text: at least one letter only Vietnamese spelling uses. */
export const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

/** A new database: on DATABASE_URL's server, else PGlite in memory (or in `pgliteDir`, a folder that outlives it). */
export async function openFreshDatabase(options: { onStatement?: StatementListener; pgliteDir?: string } = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: options.pgliteDir ?? 'memory://', onStatement: options.onStatement });
    return { ...handle, url: undefined, drop: async () => {} };
  }
  const name = `tm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onStatement: options.onStatement });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const GENEROUS_LIMITS = Object.fromEntries(Object.keys(RATE_LIMITS).map((name) => [name, { points: 100_000, duration: 1 }]));

/**
 * `pgliteDir` and `fileStorageDir` (the backup test's) are folders the caller owns: the database
 * and the files stay there after close. Otherwise both are throw-away.
 */
export async function startTestProvider(
  options: {
    production?: boolean;
    security?: Partial<SecurityOptions>;
    redis?: import('ioredis').Redis;
    pgliteDir?: string;
    fileStorageDir?: string;
    /** Mail settings (app.ts ProviderOptions.mail); without an smtpUrl mail is queued, never sent. */
    mail?: import('../../provider/src/app').ProviderOptions['mail'];
    uploadExpiry?: { cloudMs?: number; resultsMs?: number };
  } = {},
): Promise<TestProvider> {
  let statements = 0;
  const handle = await openFreshDatabase({ onStatement: () => statements++, pgliteDir: options.pgliteDir });
  const jwtSecret = randomBytes(32).toString('hex');
  const forwardingSecret = randomBytes(32).toString('hex');
  const fileStorageDir = options.fileStorageDir ?? (await mkdtemp(path.join(tmpdir(), 'tm-provider-files-')));
  // Thumbnails still being written in the image queue may add a file while the folder goes: retried.
  const removeFiles = () => (options.fileStorageDir ? Promise.resolve() : rm(fileStorageDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));
  let provider: ReturnType<typeof createProvider> | undefined;
  let ids: Record<DemoStaff, number>;
  try {
    await ensureRoles(handle.db);
    await seedDemo(handle.db);
    ids = await demoStaffIds(handle.db);
    provider = createProvider({
      db: handle.db,
      jwtSecret,
      production: options.production ?? false,
      fileStorageDir,
      limiterRedis: options.redis,
      uploadExpiry: options.uploadExpiry,
      mail: options.mail,
      // Other suites post fast on purpose; tests of the limits pass the real values.
      security: { forwardingSecret, rateLimits: GENEROUS_LIMITS, ...options.security },
    });
    await provider.listen(0, '127.0.0.1');
  } catch (error) {
    await provider?.close().catch(() => {});
    await handle.close().catch(() => {});
    await handle.drop().catch(() => {});
    await removeFiles();
    throw error;
  }
  const started = provider;
  const { port } = started.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/graphql`;
  const wsUrl = `ws://127.0.0.1:${port}/graphql`;
  const clients = new Set<Client>();

  async function gql<T>(query: string, variables?: Record<string, unknown>, opts: GqlOptions = {}): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.clientIp) {
      headers[CLIENT_IP_HEADER] = opts.clientIp;
      headers[CLIENT_IP_SIGNATURE_HEADER] = signClientAddress(forwardingSecret, opts.clientIp);
    }
    if (opts.unsignedClientIp) headers[CLIENT_IP_HEADER] = opts.unsignedClientIp;
    Object.assign(headers, opts.headers);
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const text = await response.text();
    let body: { data?: T | null; errors?: GqlError[] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`provider answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
    }
    return { data: body.data, errors: body.errors, status: response.status };
  }

  async function login(email: string, password: string, opts: { clientIp?: string } = {}): Promise<string> {
    const result = await gql<{ login: { token: string } }>(
      'query Login($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
      opts,
    );
    if (result.errors || !result.data?.login.token) throw new Error(`login ${email} failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  }

  async function cloudLogin(account: string, password: string = DEMO.cloud.password, opts: { clientIp?: string } = {}): Promise<string> {
    const result = await gql<{ cloudUserLogin: { token: string } }>(
      'query CloudLogin($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token } }',
      { input: { userName: account, password } },
      opts,
    );
    if (result.errors || !result.data?.cloudUserLogin.token) throw new Error(`cloud login ${account} failed: ${JSON.stringify(result.errors)}`);
    return result.data.cloudUserLogin.token;
  }

  async function realtimeTicket(token: string): Promise<string> {
    const result = await gql<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, { token });
    if (result.errors || !result.data?.issue_realtime_ticket) throw new Error(`no realtime ticket: ${JSON.stringify(result.errors)}`);
    return result.data.issue_realtime_ticket.ticket;
  }

  function wsClient(connectionParams?: Record<string, unknown>): Client {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: true,
      // A ticket opens one socket: keep it between subscriptions instead of reconnecting.
      lazyCloseTimeout: 60_000,
    });
    clients.add(client);
    return client;
  }

  return {
    url,
    wsUrl,
    driver: handle.driver,
    db: handle.db,
    databaseUrl: handle.url,
    services: started.services,
    provider: started,
    jwtSecret,
    gql,
    login,
    cloudLogin,
    ids,
    fileStorageDir,
    avatarFiles: () => {
      const dir = path.join(fileStorageDir, 'avatars');
      return existsSync(dir) ? readdirSync(dir).sort() : [];
    },
    realtimeTicket,
    wsClient,
    statementCount: () => statements,
    async close() {
      for (const client of clients) await client.dispose();
      await started.close();
      await handle.close();
      await handle.drop();
      await removeFiles();
    },
  };
}

/** Rejects when `promise` has not settled in `ms`, so a missing event fails the test instead of hanging it. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms: ${what}`)), ms);
    }),
  ]);
}

/**
 * The test file's provider: started before its tests and handed to `ready` (which may sign people
 * in before the first test), closed after the last one.
 */
export function providerForFile(ready: (provider: TestProvider) => void | Promise<void>, options?: Parameters<typeof startTestProvider>[0]) {
  let started: TestProvider | undefined;
  before(async () => {
    started = await startTestProvider(options);
    await ready(started);
  });
  after(async () => {
    await started?.close();
  });
}

/** The first error's code, for short assertions. */
export function errorCode(result: { errors?: GqlError[] }): unknown {
  return result.errors?.[0]?.extensions?.code;
}

/** A refusal of bad input: no data, BAD_USER_INPUT, a Vietnamese message. `what` names the case in a failure. */
export function assertBadInput(result: GqlResult, what?: string) {
  assert.equal(result.data, null, what);
  assert.equal(errorCode(result), 'BAD_USER_INPUT', what);
  assert.match(result.errors![0]!.message, VIETNAMESE, what);
}

/** Names a person's profile refuses (update_my_profile, update_my_cloud_profile): empty, too long, a control character. */
export const REFUSED_NAMES = [
  { first_name: '   ', last_name: 'Trần' },
  { first_name: 'An', last_name: 'x'.repeat(81) },
  { first_name: 'An\u0000', last_name: 'Trần' },
  { first_name: 'An\u0007', last_name: 'Lê' },
] as const;
