// graphql-ws on /graphql: tickets, the task_updated subscription and its refusals.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { SignJWT } from 'jose';
import { notifications, tasks, users } from '../../provider/src/db/schema';
import { notifyUsers } from '../../provider/src/modules/notifications/data';
import { DEMO, errorCode, startTestProvider, type TestProvider, within } from './harness';
import { trustedSubscription } from '../../provider/src/realtime/screen';

const TICKET = 'mutation { issue_realtime_ticket { ticket expires_at } }';

type Event = { data?: { task_updated: { from_task_id: number | null; body: string } } | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let p: TestProvider;

before(async () => {
  p = await startTestProvider();
});
after(async () => {
  await p?.close();
});

async function ticketFor(token: string): Promise<string> {
  const result = await p.gql<{ issue_realtime_ticket: { ticket: string; expires_at: string } }>(TICKET, {}, { token });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.issue_realtime_ticket.ticket;
}

function subscribe(client: Client, userId: number) {
  return client.iterate(trustedSubscription('ReceiveMessage', { userId })) as AsyncIterableIterator<Event>;
}

/**
 * Waits until the server has the subscription registered: publishes probe events straight
 * to the pub/sub until one comes back. Returns the next event reader.
 */
async function untilLive(iterator: AsyncIterableIterator<Event>, userId: number) {
  const first = iterator.next();
  let n = 0;
  const probing = setInterval(() => p.services.pubSub.publish('task_updated', userId, { from_task_id: null, body: `probe-${++n}`, warning: false }), 50);
  try {
    const result = await within(first, 10_000, 'subscription never became live');
    assert.equal(result.done, false);
    assert.equal(result.value.errors, undefined, JSON.stringify(result.value.errors));
    assert.match(result.value.data!.task_updated.body, /^probe-/);
  } finally {
    clearInterval(probing);
  }
  // Drain probes already published; the next real event is the first non-probe one.
  return async function nextReal(): Promise<Event> {
    for (;;) {
      const result = await within(iterator.next(), 10_000, 'event was not delivered');
      assert.equal(result.done, false, 'subscription ended');
      if (!result.value.data?.task_updated.body.startsWith('probe-')) return result.value;
    }
  };
}

/** Connecting with these params is refused: the socket closes with 4403 before any result. */
async function assertConnectionRefused(connectionParams: Record<string, unknown> | undefined) {
  const client = p.wsClient(connectionParams);
  const iterator = subscribe(client, p.ids.editor);
  await assert.rejects(within(iterator.next(), 10_000, 'connection was neither accepted nor refused'), (error: { code?: number; reason?: string }) => {
    assert.equal(error.code, 4403, `closed with ${error.code} ${error.reason}`);
    return true;
  });
  await client.dispose();
}

describe('task_updated over graphql-ws', () => {
  it('a ticket connects and notifyUsers delivers the event to that user only', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const otherToken = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const client = p.wsClient({ ticket: await ticketFor(token) });
    const otherClient = p.wsClient({ ticket: await ticketFor(otherToken) });
    const mine = await untilLive(subscribe(client, p.ids.editor), p.ids.editor);
    const theirs = await untilLive(subscribe(otherClient, p.ids.editor2), p.ids.editor2);

    const [task] = await p.db.select().from(tasks).limit(1);
    const content = 'Việc «Bộ ảnh» vừa được giao cho bạn';
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.editor], event: 'rejected', taskId: task!.id, content });
    assert.deepEqual(await mine(), { data: { task_updated: { from_task_id: task!.id, body: content, warning: false } } });
    // The notification was stored as well.
    const stored = await p.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.ids.editor), eq(notifications.content, content)));
    assert.equal(stored.length, 1);

    // The other user's next event is their own, not the editor's.
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.editor2], event: 'rejected', taskId: null, content: 'Chỉ dành cho editor2' });
    assert.deepEqual(await theirs(), { data: { task_updated: { from_task_id: null, body: 'Chỉ dành cho editor2', warning: false } } });

    // One call, several recipients: each gets it once.
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.editor, p.ids.editor2, p.ids.editor], event: 'rejected', taskId: null, content: 'Cho cả hai' });
    assert.equal((await mine()).data!.task_updated.body, 'Cho cả hai');
    assert.equal((await theirs()).data!.task_updated.body, 'Cho cả hai');
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.editor], event: 'rejected', taskId: null, content: 'Sau cùng' });
    assert.equal((await mine()).data!.task_updated.body, 'Sau cùng', 'the duplicate recipient got a second copy');
  });

  it("subscribing to another user's id is refused and yields no events", async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const client = p.wsClient({ ticket: await ticketFor(token) });
    const iterator = subscribe(client, p.ids.admin);
    const first = await within(iterator.next(), 10_000, 'no answer to a forbidden subscription');
    assert.equal(first.done, false);
    assert.equal(first.value.data ?? null, null);
    assert.equal(errorCode(first.value), 'FORBIDDEN');
    // The subscription is over: nothing for the admin ever reaches this socket.
    const rest = await within(iterator.next(), 10_000, 'forbidden subscription stayed open');
    assert.equal(rest.done, true);
    // The connection itself is still usable for the user's own id.
    const own = await untilLive(subscribe(client, p.ids.editor), p.ids.editor);
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.admin, p.ids.editor], event: 'rejected', taskId: null, content: 'Cho admin và editor' });
    assert.equal((await own()).data!.task_updated.body, 'Cho admin và editor');
  });

  it('refuses a connection without a ticket, with an access token, or with a bad ticket', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const ticket = await ticketFor(token);
    const [, payload] = ticket.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const signTicket = (exp: number, secret = p.jwtSecret) =>
      new SignJWT({ ...claims, exp, iat: exp - 60 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);

    // Control: a ticket built the same way but still valid connects, so the refusals below
    // are about expiry and signature only.
    const control = p.wsClient({ ticket: await signTicket(now + 60) });
    await untilLive(subscribe(control, p.ids.editor), p.ids.editor);
    await control.dispose();

    await assertConnectionRefused(undefined);
    await assertConnectionRefused({});
    await assertConnectionRefused({ ticket: token });
    await assertConnectionRefused({ ticket: `Bearer ${ticket}` });
    await assertConnectionRefused({ ticket: await signTicket(now - 5) });
    await assertConnectionRefused({ ticket: await signTicket(now + 60, 'a-completely-different-secret-of-32+chars!') });
    await assertConnectionRefused({ ticket: 'garbage' });
    await assertConnectionRefused({ ticket: 12345 });
  });

  it('after logout the old connection cannot subscribe and the ticket no longer connects', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const ticket = await ticketFor(token);
    const client = p.wsClient({ ticket });
    await untilLive(subscribe(client, p.ids.editor), p.ids.editor);

    const out = await p.gql('mutation { logout }', {}, { token });
    assert.equal(out.data!.logout, true);

    const iterator = subscribe(client, p.ids.editor);
    await assert.rejects(within(iterator.next(), 10_000, 'subscribe after logout got no answer'), (errors: unknown) => {
      assert.ok(Array.isArray(errors), `expected GraphQL errors, got ${JSON.stringify(errors)}`);
      assert.equal((errors as { extensions?: { code?: string } }[])[0]?.extensions?.code, 'UNAUTHENTICATED');
      return true;
    });
    await assertConnectionRefused({ ticket });
    // The access token is over too, so no new ticket.
    assert.equal(errorCode(await p.gql(TICKET, {}, { token })), 'UNAUTHENTICATED');
  });

  it('a deactivated user cannot subscribe on an open connection', async () => {
    const token = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const client = p.wsClient({ ticket: await ticketFor(token) });
    await untilLive(subscribe(client, p.ids.editor2), p.ids.editor2);
    await p.db.update(users).set({ active: false }).where(eq(users.id, p.ids.editor2));
    try {
      await assert.rejects(within(subscribe(client, p.ids.editor2).next(), 10_000, 'no answer'), (errors: unknown) => {
        assert.equal((errors as { extensions?: { code?: string } }[])[0]?.extensions?.code, 'UNAUTHENTICATED');
        return true;
      });
    } finally {
      await p.db.update(users).set({ active: true }).where(eq(users.id, p.ids.editor2));
    }
  });

  it('issuing a ticket needs a valid access token', async () => {
    const result = await p.gql(TICKET);
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
  });
});
