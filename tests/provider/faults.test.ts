// Faults the provider must survive: the database out of reach fails requests fast with a 503
// and a Vietnamese message, and the same process serves again once the database is back.
// The outage is real: the provider reaches PostgreSQL through a TCP relay that this test cuts
// and restores (the machine's PostgreSQL itself is never stopped). Without DATABASE_URL (the
// PGlite run) there is no network path to cut; the classification is still checked on real
// node-postgres errors.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createProvider, type Provider } from '../../provider/src/app';
import { openDatabase, type DatabaseHandle } from '../../provider/src/db/client';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { isDatabaseUnavailable } from '../../provider/src/errors';
import { DEMO, VIETNAMESE, openFreshDatabase } from './harness';
import { waitUntil } from './wait-until';

describe('what counts as "the database is out of reach"', () => {
  it('a refused connection does; a failing query does not', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const refused = await new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${closedPort}/test`, connectionTimeoutMillis: 2000 }).connect().catch((error: unknown) => error);
    assert.ok(refused instanceof Error);
    assert.equal(isDatabaseUnavailable(refused), true);
    assert.equal(isDatabaseUnavailable(new Error('wrapped', { cause: refused })), true);
    // Positive control: an ordinary SQL error (here a unique violation's code) is not an outage.
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })), false);
  });
});

/** A TCP relay to PostgreSQL that the test can cut (every connection dropped, new ones refused) and restore. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  async function open() {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }
  await open();
  return {
    get port() {
      return port;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: open,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server!.listening ? server!.close(() => resolve()) : resolve()));
    },
  };
}

if (process.env.DATABASE_URL) {
  describe('PostgreSQL out of reach, then back', () => {
    let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let handle: DatabaseHandle;
    let provider: Provider;
    let url: string;
    let token: string;

    const me = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'query { me { email } }' }),
      });

    before(async () => {
      fresh = await openFreshDatabase();
      await ensureRoles(fresh.db);
      await seedDemo(fresh.db);
      const direct = new URL(process.env.DATABASE_URL!);
      relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
      // The same fresh database, reached through the relay.
      const through = new URL(fresh.url!);
      through.hostname = '127.0.0.1';
      through.port = String(relay.port);
      handle = await openDatabase({ databaseUrl: through.toString() });
      provider = createProvider({ db: handle.db, jwtSecret: randomBytes(32).toString('hex'), production: true });
      await provider.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(provider.httpServer.address() as AddressInfo).port}/graphql`;
      const login = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query L($input: LoginInput!) { login(input: $input) { token } }', variables: { input: DEMO.admin } }),
      });
      token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
    });

    after(async () => {
      await provider?.close();
      await handle?.close().catch(() => {});
      await relay?.close();
      await fresh?.close();
      await fresh?.drop();
    });

    it('answers 503 with a Vietnamese message within 6 s while the database is cut, and recovers within 30 s', async () => {
      const healthy = await me();
      assert.equal(healthy.status, 200, 'positive control: the request works before the cut');

      await relay.cut();
      const started = Date.now();
      const down = await me();
      const took = Date.now() - started;
      assert.equal(down.status, 503);
      const body = (await down.json()) as { errors: { message: string; extensions: { code: string } }[] };
      assert.equal(body.errors[0]!.extensions.code, 'SERVICE_UNAVAILABLE');
      assert.match(body.errors[0]!.message, VIETNAMESE);
      assert.ok(took < 6000, `the failure took ${took} ms`);
      const ready = await fetch(new URL('/ready', url));
      assert.equal(ready.status, 503, '/ready says the instance cannot work');

      await relay.restore();
      await waitUntil('the same process serves again once the database is back', async () => (await me()).status === 200, { timeoutMs: 30_000, intervalMs: 250 });
      assert.equal((await fetch(new URL('/ready', url))).status, 200);
    });
  });
}
