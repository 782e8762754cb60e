// The realtime door (docs/decisions/realtime-door.md): on a real websocket with a real ticket,
// only the app's trusted subscriptions run, by id. A query, a mutation, introspection, an
// unknown id, broken JSON and a syntax-broken document each get an error for their own id,
// and the same socket still delivers a real board event after a real move.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { MALFORMED, NOT_ALLOWED, screenMessage, trustedSubscription } from '../../provider/src/realtime/screen';
import { SUBSCRIPTIONS_PER_SOCKET } from '../../provider/src/realtime/socket';
import { eq } from 'drizzle-orm';
import { cloudBatches, cloudFiles, cloudUsers } from '../../provider/src/db/schema';
import { DEMO, errorCode } from './harness';
import { startTaskWorld, type Role, type TaskWorld } from './tasks-support';

type Frame = { id?: string; type: string; payload?: unknown };

let w: TaskWorld;
before(async () => {
  w = await startTaskWorld();
});
after(async () => w?.p.close());

async function realtimeTicket(as: Role): Promise<string> {
  return (await w.ok<{ issue_realtime_ticket: { ticket: string } }>('mutation { issue_realtime_ticket { ticket } }', {}, as)).issue_realtime_ticket.ticket;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms);
    }),
  ]);
}

/** A raw graphql-transport-ws socket: every frame kept, read by operation id. */
async function openSocket(ticket: string) {
  const socket = new WebSocket(w.p.wsUrl, 'graphql-transport-ws');
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let closeCode: number | null = null;
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const wake of waiters) wake();
  });
  socket.on('close', (code) => {
    closeCode = code;
    for (const wake of waiters) wake();
  });
  const until = (found: () => Frame | undefined, what: string) =>
    within(
      new Promise<Frame>((resolve, reject) => {
        const check = () => {
          const frame = found();
          if (frame) {
            waiters.delete(check);
            resolve(frame);
          } else if (closeCode !== null) {
            waiters.delete(check);
            reject(new Error(`socket closed (${closeCode}) while waiting for ${what}`));
          }
        };
        waiters.add(check);
        check();
      }),
      10_000,
      what,
    );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { ticket } }));
  await until(() => frames.find((f) => f.type === 'connection_ack'), 'connection_ack');
  return {
    socket,
    frames,
    closeCode: () => closeCode,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    /** The first frame for `id` (after `skip` earlier ones). */
    frameFor: (id: string, skip = 0) => until(() => frames.filter((f) => f.id === id)[skip], `a frame for ${id}`),
  };
}

type Refusal = { message: string; extensions: { code: string } }[];

describe('the realtime socket runs only trusted subscriptions, by id', () => {
  it('refuses a query, a mutation, introspection, an unknown id and broken messages, each for its own id; the socket stays open and a real board subscription on it still delivers', async () => {
    const live = await openSocket(await realtimeTicket('admin'));

    // Positive control first: the board subscription, by its id, is live once a probe comes back.
    live.send({ id: 'board', type: 'subscribe', payload: trustedSubscription('OnBoardChanged') });
    // A probe is a whole board event (a card-less one), so the probes that still arrive after the
    // first frame resolve like any other event; the loop below skips them.
    const probing = setInterval(() => (w.p.services.pubSub.publish as (...args: unknown[]) => void)('board_changed', w.id.admin, { taskId: -1, status: 'Ready', version: 1, actorId: null, seq: 0, card: null, people: [] }), 50);
    try {
      const first = await live.frameFor('board');
      assert.equal(first.type, 'next');
    } finally {
      clearInterval(probing);
    }

    const refusals: [string, unknown][] = [
      ['users', { id: 'users', type: 'subscribe', payload: { query: '{ users { id email } }' } }],
      ['mutation-text', { id: 'mutation-text', type: 'subscribe', payload: { query: 'mutation { logout }' } }],
      ['mutation-id', { id: 'mutation-id', type: 'subscribe', payload: { query: '', documentId: `sha256:${trustedDocuments.MoveTask!.hash}`, variables: { id: 1, version: 1, status: 'Ready' } } }],
      ['query-id', { id: 'query-id', type: 'subscribe', payload: { query: '', documentId: `sha256:${trustedDocuments.AuditActors!.hash}` } }],
      ['schema', { id: 'schema', type: 'subscribe', payload: { query: '{ __schema { types { name } } }' } }],
      ['unknown', { id: 'unknown', type: 'subscribe', payload: { query: '', documentId: `sha256:${'0'.repeat(64)}` } }],
      // A trusted id with text beside it: the text is never used, the message is refused.
      ['id-and-text', { id: 'id-and-text', type: 'subscribe', payload: { ...trustedSubscription('OnBoardChanged'), query: 'subscription { board_changed { taskId } }' } }],
      ['syntax', { id: 'syntax', type: 'subscribe', payload: { query: 'subscription { board_changed {' } }],
      ['no-payload', { id: 'no-payload', type: 'subscribe' }],
      ['json', '{"id":"json","type":"subscribe","payload":{"documentId":'],
    ];
    for (const [, message] of refusals) live.send(message);
    for (const [id] of refusals) {
      const frame = await live.frameFor(id);
      assert.equal(frame.type, 'error', `${id}: ${JSON.stringify(frame)}`);
      const [error] = frame.payload as Refusal;
      assert.equal(error!.extensions.code, 'BAD_REQUEST', id);
      assert.match(error!.message, /^(Thao tác không được phép\.|Tin nhắn không hợp lệ\.)$/, id);
    }
    // Nothing ran: no data for a refused id, and the mutation sent as text did not log the admin out.
    assert.equal(live.frames.filter((f) => f.type === 'next' && f.id !== 'board').length, 0);
    assert.equal((await w.p.gql('query { me { id } }', {}, { token: w.token.admin })).errors, undefined);
    // Broken JSON with no readable id is dropped without an answer; the socket still stays open.
    live.send('not json at all');
    assert.equal(live.closeCode(), null);
    assert.equal(live.socket.readyState, WebSocket.OPEN);

    // The same socket's board subscription delivers a real move.
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const move = await w.move(card, 'InProgress', 'editor');
    assert.equal(move.errors, undefined, JSON.stringify(move.errors));
    const moved = move.data!.move_task;
    const boardFrames = () => live.frames.filter((f) => f.id === 'board');
    const event = await within(
      (async () => {
        for (let seen = 1; ; seen++) {
          const frame = await live.frameFor('board', seen);
          assert.equal(frame.type, 'next', JSON.stringify(frame));
          const change = (frame.payload as { data: { board_changed: { taskId: number; status: string } } }).data.board_changed;
          if (change.taskId === moved.id && change.status === 'InProgress') return change;
        }
      })(),
      10_000,
      'the board event of the move',
    );
    assert.equal(event.taskId, moved.id);
    assert.ok(boardFrames().every((f) => f.type === 'next'));
    assert.equal(live.closeCode(), null);
    live.socket.close();
  });

  it('a well-formed message only the server may send (connection_ack, next, error) closes the socket with 4400, as the protocol says; a ping on the same kind of socket is answered and keeps it open', async () => {
    // Positive control: a message the client may send is answered and the socket stays open.
    const control = await openSocket(await realtimeTicket('editor'));
    control.send({ type: 'ping' });
    await within(
      new Promise<void>((resolve) => {
        const check = () => (control.frames.some((f) => f.type === 'pong') ? resolve() : setTimeout(check, 20));
        check();
      }),
      10_000,
      'pong',
    );
    assert.equal(control.closeCode(), null);
    control.socket.close();

    const wrongKinds = [{ type: 'connection_ack' }, { id: 'n', type: 'next', payload: { data: {} } }, { id: 'e', type: 'error', payload: [{ message: 'x' }] }];
    for (const message of wrongKinds) {
      const live = await openSocket(await realtimeTicket('editor'));
      const closed = new Promise<number>((resolve) => live.socket.once('close', resolve));
      live.send(message);
      assert.equal(await within(closed, 10_000, `close after ${message.type}`), 4400, message.type);
    }
  });

  it('one socket holds at most 20 subscriptions: the 21st gets an error, the socket stays open, and a place freed by complete is taken again', async () => {
    const live = await openSocket(await realtimeTicket('qa'));
    const ids = Array.from({ length: SUBSCRIPTIONS_PER_SOCKET }, (_, i) => `s${i + 1}`);
    for (const id of ids) live.send({ id, type: 'subscribe', payload: trustedSubscription('OnBoardChanged') });
    live.send({ id: 'over', type: 'subscribe', payload: trustedSubscription('OnBoardChanged') });
    const refused = await live.frameFor('over');
    assert.equal(refused.type, 'error');
    assert.equal((refused.payload as Refusal)[0]!.extensions.code, 'BAD_REQUEST');
    assert.match((refused.payload as Refusal)[0]!.message, /20 đăng ký/);
    // Positive control: every one of the twenty is live — each gets the next board event.
    const probe = () => (w.p.services.pubSub.publish as (...args: unknown[]) => void)('board_changed', w.id.qa, { taskId: -1, status: 'Ready', version: 1, actorId: null, seq: 0, card: null, people: [] });
    const probing = setInterval(probe, 50);
    try {
      for (const id of ids) assert.equal((await live.frameFor(id)).type, 'next', id);
      // One completed frees its place: a new one is accepted and live.
      live.send({ id: 's1', type: 'complete' });
      live.send({ id: 'again', type: 'subscribe', payload: trustedSubscription('OnBoardChanged') });
      assert.equal((await live.frameFor('again')).type, 'next');
    } finally {
      clearInterval(probing);
    }
    assert.equal(live.closeCode(), null);
    live.socket.close();
  });

  it('a trusted subscription needs a real socket ticket: the handshake without one is closed', async () => {
    const socket = new WebSocket(w.p.wsUrl, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { ticket: 'not-a-ticket' } }));
    assert.equal(await within(closed, 10_000, 'close'), 4403);
  });
});

describe('tickets carry an audience', () => {
  let customer: string;
  before(async () => {
    customer = await w.p.cloudLogin(DEMO.cloud.account);
  });

  const uploadTicket = async () => (await w.p.gql<{ issue_upload_ticket: { ticket: string } }>('mutation { issue_upload_ticket { ticket } }', {}, { token: customer })).data!.issue_upload_ticket.ticket;
  const socketTicket = async () => (await w.p.gql<{ issue_realtime_ticket: { ticket: string } }>('mutation { issue_realtime_ticket { ticket } }', {}, { token: customer })).data!.issue_realtime_ticket.ticket;

  it('an upload ticket does not open the websocket; the same customer’s realtime ticket does', async () => {
    const handshake = async (ticket: string) => {
      const socket = new WebSocket(w.p.wsUrl, 'graphql-transport-ws');
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const outcome = new Promise<string>((resolve) => {
        socket.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve('ack'));
        socket.once('close', (code) => resolve(`closed ${code}`));
      });
      socket.send(JSON.stringify({ type: 'connection_init', payload: { ticket } }));
      const result = await within(outcome, 10_000, 'handshake');
      socket.close();
      return result;
    };
    assert.equal(await handshake(await uploadTicket()), 'closed 4403');
    assert.equal(await handshake(await socketTicket()), 'ack');
  });

  it('staff get no upload ticket (they do not upload); a cloud user does', async () => {
    assert.equal(errorCode(await w.p.gql('mutation { issue_upload_ticket { ticket } }', {}, { token: w.token.editor })), 'UNAUTHENTICATED');
    assert.ok((await uploadTicket()).length > 20);
  });
});

describe('the screen itself (what reaches graphql-ws)', () => {
  it('passes a trusted subscription with the stored text in place of its id, and the protocol messages as they are', () => {
    const passed = screenMessage(JSON.stringify({ id: 'a', type: 'subscribe', payload: trustedSubscription('OnChatting', { userId: 1, roomId: 2 }) }));
    assert.ok('pass' in passed);
    const message = JSON.parse(passed.pass);
    assert.equal(message.payload.query, trustedDocuments.OnChatting!.document);
    assert.deepEqual(message.payload.variables, { userId: 1, roomId: 2 });
    for (const raw of ['{"type":"ping"}', '{"type":"complete","id":"a"}', '{"type":"connection_init","payload":{"ticket":"x"}}']) assert.deepEqual(screenMessage(raw), { pass: raw });
  });

  it('refuses the rest, naming the operation when it can', () => {
    const refused = (raw: string) => screenMessage(raw) as { refuse: unknown[]; id: string | null };
    assert.deepEqual(refused(JSON.stringify({ id: 'v', type: 'subscribe', payload: { ...trustedSubscription('OnBoardChanged'), variables: [1] } })), { refuse: [MALFORMED], id: 'v' });
    assert.deepEqual(refused(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: 'subscription { board_changed { taskId } }' } })), { refuse: [NOT_ALLOWED], id: 'q' });
    assert.deepEqual(refused(JSON.stringify({ type: 'complete' })), { refuse: [MALFORMED], id: null });
    assert.deepEqual(refused(JSON.stringify({ type: 'nonsense' })), { refuse: [MALFORMED], id: null });
    assert.deepEqual(refused('{"id":"half","type":"subscribe"'), { refuse: [MALFORMED], id: 'half' });
    assert.deepEqual(refused('[]'), { refuse: [MALFORMED], id: null });
    assert.deepEqual(screenMessage(JSON.stringify({ id: 'n', type: 'next', payload: { data: {} } })), { close: { code: 4400, reason: 'Unexpected message of type next received' } });
  });
});

describe('live events read fresh rows (docs/decisions/realtime-door.md, "Each event reads fresh")', () => {
  it("a card's thumbnail that appears after the subscription saw the card is sent with the next move", async () => {
    const live = await openSocket(await realtimeTicket('admin'));
    live.send({ id: 'board', type: 'subscribe', payload: trustedSubscription('OnBoardChanged') });
    type Change = { taskId: number | null; status: string | null; card: { previewFileId: number | null } | null };
    const changeOf = (frame: Frame) => (frame.payload as { data: { board_changed: Change } }).data.board_changed;
    let read = 0;
    /** The next board event for `taskId` in `status`, skipping the others. */
    const eventFor = async (taskId: number, status: string) => {
      for (;;) {
        const change = changeOf(await live.frameFor('board', read++));
        if (change.taskId === taskId && change.status === status) return change;
      }
    };
    // The opening event says the subscription is live.
    await live.frameFor('board', read++);

    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const first = await w.move(card, 'InProgress', 'editor');
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    assert.equal((await eventFor(card.id, 'InProgress')).card!.previewFileId, null, 'no batch yet: no thumbnail');

    // The customer's batch is linked to the job and one of its files gets its thumbnail.
    const [owner] = await w.p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
    const [batch] = await w.p.db.insert(cloudBatches).values({ cloudUserId: owner!.id, name: 'Lô có ảnh', taskId: card.id }).returning({ id: cloudBatches.id });
    const [file] = await w.p.db
      .insert(cloudFiles)
      .values({ batchId: batch!.id, cloudUserId: owner!.id, uploadId: 'fresh-preview', name: 'anh.jpg', size: 100, completedAt: new Date(), thumbnailAt: new Date() })
      .returning({ id: cloudFiles.id });

    const second = await w.move(first.data!.move_task, 'WaitApprove', 'editor');
    assert.equal(second.errors, undefined, JSON.stringify(second.errors));
    assert.equal((await eventFor(card.id, 'WaitApprove')).card!.previewFileId, file!.id, 'the next event carries the thumbnail');
    live.socket.close();
  });
});
