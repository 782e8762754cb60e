// The provider's life in production: /health and /ready for the proxy and the container, and a
// graceful stop on SIGTERM (requests in flight finish, websockets close with a code the browser
// reconnects on, /ready says so first).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { checkReadiness } from '../../provider/src/ops/readiness';
import { DEMO, startTestProvider, type TestProvider } from './harness';
import { trustedSubscription } from '../../provider/src/realtime/screen';

let p: TestProvider;
let origin: string;

before(async () => {
  p = await startTestProvider();
  origin = new URL(p.url).origin;
});
after(() => p.close());

describe('health and readiness', () => {
  it('/health and /ready answer 200 while the database answers', async () => {
    const health = await fetch(`${origin}/health`);
    assert.equal(health.status, 200);
    const ready = await fetch(`${origin}/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ready', checks: { database: 'ok' } });
  });

  it('is not ready when the database fails or while draining', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as TestProvider['db'];
    const down = await checkReadiness({ db: broken, isDraining: () => false });
    assert.deepEqual(down, { ready: false, checks: { database: 'connection refused' } });
    const draining = await checkReadiness({ db: p.db, isDraining: () => true });
    assert.equal(draining.ready, false);
    // Positive control: the same check on the live database, not draining.
    assert.equal((await checkReadiness({ db: p.db, isDraining: () => false })).ready, true);
    await p.db.execute(sql`select 1`);
  });
});

describe('graceful stop', () => {
  it('finishes the request in flight, closes websockets with 1012, then stops listening', async () => {
    const token = await p.login(DEMO.admin.email, DEMO.admin.password);
    const ticket = (await p.gql<{ issue_realtime_ticket: { ticket: string } }>('mutation { issue_realtime_ticket { ticket } }', {}, { token })).data!.issue_realtime_ticket.ticket;
    const client = p.wsClient({ ticket });
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    client.subscribe(trustedSubscription('OnBoardChanged'), { next: () => {}, error: () => {}, complete: () => {} });
    await connected;

    // A request whose body is still arriving when the stop begins: its headers have reached the
    // provider, the rest of its body is sent only once the stop has closed the websocket.
    const body = JSON.stringify({ query: 'query { me { email } }' });
    const arrived = once(p.provider.httpServer, 'request');
    const req = request(p.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) } });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    await arrived;

    const drained = p.provider.drain(5000);
    assert.equal(await closed, 1012);
    req.end(body.slice(10));
    const answer = await inFlight;
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.text), { data: { me: { email: DEMO.admin.email } } });
    await drained;
    await assert.rejects(fetch(`${origin}/health`), 'a stopped provider takes no new requests');
  });
});

describe('metrics', () => {
  it('GET /metrics reports operation latency and errors by operation, and open websockets', async () => {
    const m = await startTestProvider();
    try {
      const token = await m.login(DEMO.admin.email, DEMO.admin.password);
      await m.gql('query BoardForMetrics { me { email } }', {}, { token });
      await m.gql('query RefusedForMetrics { me { email } }'); // no token: an UNAUTHENTICATED error
      const ticket = (await m.gql<{ issue_realtime_ticket: { ticket: string } }>('mutation { issue_realtime_ticket { ticket } }', {}, { token })).data!.issue_realtime_ticket.ticket;
      const client = m.wsClient({ ticket });
      const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      client.subscribe(trustedSubscription('OnBoardChanged'), { next: () => {}, error: () => {}, complete: () => {} });
      await connected;

      const text = await (await fetch(new URL('/metrics', m.url))).text();
      assert.match(text, /graphql_envelop_request_duration_count\{[^}]*operationName="BoardForMetrics"[^}]*\} 1/);
      assert.match(text, /graphql_envelop_error_result\{[^}]*operationName="RefusedForMetrics"[^}]*\} 1/);
      assert.doesNotMatch(text, /graphql_envelop_error_result\{[^}]*operationName="BoardForMetrics"/, 'a successful operation is not counted as an error');
      assert.match(text, /^tm_provider_websockets_open 1$/m);
      assert.match(text, /^tm_provider_process_resident_memory_bytes \d+/m);
    } finally {
      await m.close();
    }
  });
});
