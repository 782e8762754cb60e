// Who hears about a task change: notification rows, the live `task_updated` event (the people on
// the task except the actor) and the `board_changed` event (everyone who may see the card).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { notifications } from '../../provider/src/db/schema';
import type { EventTopics } from '../../provider/src/events';
import { errorCode, within } from './harness';
import { Q, adminHearsEverything, startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';
import { trustedSubscription } from '../../provider/src/realtime/screen';

const TICKET = 'mutation { issue_realtime_ticket { ticket } }';

type BoardEvent = EventTopics['board_changed'][1];
type TaskEvent = EventTopics['task_updated'][1];
type Result = { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] };

let w: TaskWorld;
const ROLES: Role[] = ['admin', 'qa', 'qa2', 'editor', 'editor2'];

/** One live subscription, readable event by event, with probes to prove that nothing else came. */
type Stream<T> = { next(): Promise<T>; nothingPending(): Promise<void> };

async function stream<K extends 'board_changed' | 'task_updated'>(client: Client, topic: K, userId: number): Promise<Stream<EventTopics[K][1]>> {
  type Event = EventTopics[K][1];
  const payload = topic === 'board_changed' ? trustedSubscription('OnBoardChanged') : trustedSubscription('ReceiveMessage', { userId });
  const iterator = client.iterate(payload) as AsyncIterableIterator<Result>;
  let n = 0;
  const probe = (): Event => (topic === 'board_changed' ? { taskId: -1, status: 'Ready', version: ++n, actorId: null, seq: 0, card: null, people: [] } : { from_task_id: null, body: `probe-${++n}`, warning: false }) as Event;
  const isProbe = (event: Event) => ('taskId' in event ? event.taskId === -1 : (event as TaskEvent).body.startsWith('probe-'));
  const publish = (event: Event) => (w.p.services.pubSub.publish as (...args: unknown[]) => void)(topic, userId, event);
  const read = async (): Promise<Event> => {
    const result = await within(iterator.next(), 10_000, `${topic} for user ${userId}`);
    assert.equal(result.done, false, 'subscription ended');
    assert.equal(result.value.errors, undefined, JSON.stringify(result.value.errors));
    const event = result.value.data![topic] as Event;
    // A board subscription's opening event (no change; board-events.test.ts checks it) is not a change someone heard.
    return 'taskId' in event && event.taskId === null ? read() : event;
  };
  // Live once a probe published straight to the bus comes back.
  const first = read();
  const probing = setInterval(() => publish(probe()), 50);
  try {
    assert.ok(isProbe(await first));
  } finally {
    clearInterval(probing);
  }
  return {
    async next() {
      for (;;) {
        const event = await read();
        // Who heard what is this file's question; the card a board event carries is board-events.test.ts's.
        if (!isProbe(event)) return ('taskId' in event ? { taskId: event.taskId, status: event.status, version: event.version, actorId: event.actorId } : event) as Event;
      }
    },
    async nothingPending() {
      // Drain older probes, then a fresh probe must be the very next event.
      const marker = probe();
      publish(marker);
      for (;;) {
        const event = await read();
        if (!isProbe(event)) assert.fail(`unexpected event for user ${userId}: ${JSON.stringify(event)}`);
        // The subscription answers only the fields it selects.
        if (Object.entries(event).every(([key, value]) => isDeepStrictEqual((marker as Record<string, unknown>)[key], value))) return;
      }
    },
  };
}

let board: Record<Role, Stream<BoardEvent>>;
let updates: Record<Role, Stream<TaskEvent>>;

before(async () => {
  w = await startTaskWorld();
  await adminHearsEverything(w);
  board = {} as typeof board;
  updates = {} as typeof updates;
  for (const role of ROLES) {
    const ticket = (await w.ok<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, role)).issue_realtime_ticket.ticket;
    const client = w.p.wsClient({ ticket });
    board[role] = await stream(client, 'board_changed', w.id[role]);
    updates[role] = await stream(client, 'task_updated', w.id[role]);
  }
});
after(async () => {
  await w?.p.close();
});

async function notesSince(noteId: number, taskId: number) {
  return w.p.db
    .select({ userId: notifications.userId, content: notifications.content })
    .from(notifications)
    .where(and(gt(notifications.id, noteId), eq(notifications.taskId, taskId)));
}

async function lastNoteId() {
  const rows = await w.p.db.select({ id: notifications.id }).from(notifications);
  return Math.max(0, ...rows.map((r) => r.id));
}

/** Everyone but `hearers` got nothing. */
async function othersHeardNothing(hearers: { board: Role[]; updates: Role[] }) {
  for (const role of ROLES) {
    if (!hearers.board.includes(role)) await board[role].nothingPending();
    if (!hearers.updates.includes(role)) await updates[role].nothingPending();
  }
}

describe('task changes reach the right people', () => {
  let card: Card;

  it('create: the editor and QA are told they were assigned; the board of every viewer refreshes', async () => {
    const since = await lastNoteId();
    card = await w.create({ taskName: 'Bộ ảnh sống', editorId: w.id.editor, qaId: w.id.qa });
    const expected = { taskId: card.id, status: 'Assignee', version: 1, actorId: w.id.admin };
    for (const role of ['admin', 'qa', 'qa2', 'editor'] as const) assert.deepEqual(await board[role].next(), expected, role);
    assert.deepEqual(await updates.editor.next(), { from_task_id: card.id, body: 'Nguyễn Quản Trị đã giao cho bạn việc «Bộ ảnh sống»', warning: false });
    assert.deepEqual(await updates.qa.next(), { from_task_id: card.id, body: 'Nguyễn Quản Trị đã giao bạn duyệt việc «Bộ ảnh sống»', warning: false });
    await othersHeardNothing({ board: ['admin', 'qa', 'qa2', 'editor'], updates: ['editor', 'qa'] });
    const notes = await notesSince(since, card.id);
    assert.deepEqual(
      notes.map((n) => [n.userId, n.content]).sort(),
      [
        [w.id.editor, 'Nguyễn Quản Trị đã giao cho bạn việc «Bộ ảnh sống»'],
        [w.id.qa, 'Nguyễn Quản Trị đã giao bạn duyệt việc «Bộ ảnh sống»'],
      ].sort(),
    );
  });

  it('a move by the editor tells the admin and the QA, not the editor', async () => {
    const since = await lastNoteId();
    const moved = (await w.move(card, 'InProgress', 'editor')).data!.move_task;
    const expected = { taskId: card.id, status: 'InProgress', version: 2, actorId: w.id.editor };
    for (const role of ['admin', 'qa', 'qa2', 'editor'] as const) assert.deepEqual(await board[role].next(), expected, role);
    const body = 'Lê Biên Tập đã chuyển việc «Bộ ảnh sống» sang Đang làm';
    assert.deepEqual(await updates.admin.next(), { from_task_id: card.id, body, warning: false });
    assert.deepEqual(await updates.qa.next(), { from_task_id: card.id, body, warning: false });
    await othersHeardNothing({ board: ['admin', 'qa', 'qa2', 'editor'], updates: ['admin', 'qa'] });
    assert.deepEqual((await notesSince(since, card.id)).map((n) => n.userId).sort(), [w.id.admin, w.id.qa].sort());
    card = moved;
  });

  it('a refused or stale change tells nobody anything', async () => {
    const since = await lastNoteId();
    assert.equal(errorCode(await w.move(card, 'Completed', 'editor')), 'FORBIDDEN');
    assert.equal(errorCode(await w.move({ ...card, version: 1 }, 'Waiting', 'editor')), 'CONFLICT');
    assert.equal(errorCode(await w.move(card, 'Waiting', 'editor2')), 'NOT_FOUND');
    await othersHeardNothing({ board: [], updates: [] });
    assert.deepEqual(await notesSince(since, card.id), []);
  });

  it('reordering refreshes the boards but notifies nobody', async () => {
    const since = await lastNoteId();
    card = (await w.move(card, 'InProgress', 'editor')).data!.move_task;
    for (const role of ['admin', 'qa', 'qa2', 'editor'] as const) assert.equal((await board[role].next()).version, card.version);
    await othersHeardNothing({ board: ['admin', 'qa', 'qa2', 'editor'], updates: [] });
    assert.deepEqual(await notesSince(since, card.id), []);
  });

  it('reassigning: the new editor is told and starts seeing it; the old editor is told and their board drops it', async () => {
    const since = await lastNoteId();
    card = (await w.ok<{ update_task: Card }>(Q.update, { id: card.id, version: card.version, input: { editorId: w.id.editor2 } }, 'admin')).update_task;
    for (const role of ['admin', 'qa', 'qa2', 'editor', 'editor2'] as const) assert.equal((await board[role].next()).taskId, card.id, role);
    assert.deepEqual(await updates.editor2.next(), { from_task_id: card.id, body: 'Nguyễn Quản Trị đã giao cho bạn việc «Bộ ảnh sống»', warning: false });
    assert.deepEqual(await updates.editor.next(), { from_task_id: card.id, body: 'Nguyễn Quản Trị đã cập nhật việc «Bộ ảnh sống»', warning: false });
    assert.deepEqual(await updates.qa.next(), { from_task_id: card.id, body: 'Nguyễn Quản Trị đã cập nhật việc «Bộ ảnh sống»', warning: false });
    await othersHeardNothing({ board: ROLES, updates: ['editor', 'editor2', 'qa'] });
    assert.equal((await notesSince(since, card.id)).length, 3);
    // From now on the old editor hears nothing about this card.
    card = (await w.move(card, 'WaitApprove', 'editor2')).data!.move_task;
    for (const role of ['admin', 'qa', 'qa2', 'editor2'] as const) assert.equal((await board[role].next()).status, 'WaitApprove');
    await updates.admin.next();
    await updates.qa.next();
    await othersHeardNothing({ board: ['admin', 'qa', 'qa2', 'editor2'], updates: ['admin', 'qa'] });
  });

  it('the QA approving tells the admin and the editor', async () => {
    card = (await w.move(card, 'Completed', 'qa')).data!.move_task;
    for (const role of ['admin', 'qa', 'qa2', 'editor2'] as const) assert.equal((await board[role].next()).actorId, w.id.qa);
    const body = 'Trần Kiểm Duyệt đã chuyển việc «Bộ ảnh sống» sang Hoàn thành';
    assert.deepEqual(await updates.admin.next(), { from_task_id: card.id, body, warning: false });
    assert.deepEqual(await updates.editor2.next(), { from_task_id: card.id, body, warning: false });
    await othersHeardNothing({ board: ['admin', 'qa', 'qa2', 'editor2'], updates: ['admin', 'editor2'] });
  });

  it('an editor subscribed to the board never hears about cards that are not theirs', async () => {
    const other = await w.create({ editorId: w.id.editor2 });
    await w.ok(Q.cancel, { id: other.id, version: other.version, comment: 'Hủy' }, 'admin');
    for (let i = 0; i < 2; i++) await board.editor2.next();
    await board.admin.next();
    await board.admin.next();
    for (const role of ['qa', 'qa2'] as const) {
      await board[role].next();
      await board[role].next();
    }
    await updates.editor2.next();
    await updates.editor2.next();
    await othersHeardNothing({ board: [], updates: [] });
    const stored = await w.p.db.select().from(notifications).where(and(eq(notifications.taskId, other.id), inArray(notifications.userId, [w.id.editor, w.id.admin])));
    assert.deepEqual(stored, []);
  });

  it('board_changed needs a signed-in staff member', async () => {
    const client = w.p.wsClient({});
    const iterator = client.iterate(trustedSubscription('OnBoardChanged')) as AsyncIterableIterator<Result>;
    await assert.rejects(within(iterator.next(), 10_000, 'refused connection'), (error: { code?: number }) => error.code === 4403);
  });
});
