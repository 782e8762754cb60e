// Board events carry their change (docs/decisions/board-events.md): the changed card as the
// board query returns it, only to receivers whose board shows it, with each receiver's board
// sequence one more than their last. Two live subscribers: an admin (sees every card) and an
// editor (sees only their own). Every subscription starts with an opening event: the receiver's
// sequence when it began listening.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from 'graphql-ws';
import { openingEvent, withOpeningEvent } from '../../provider/src/modules/tasks/board-events';
import { trustedSubscription } from '../../provider/src/realtime/screen';
import { within } from './harness';
import { startTaskWorld, type TaskWorld } from './tasks-support';

const CARD_FIELDS = 'id qaId editorId taskName productName productCode totalFile status version position createdAt dueAt previewFileId revisionRound';
const PERSON = 'id first_name last_name avatar_url is_online';
const BOARD = `query Tasks { task_board { cards { ${CARD_FIELDS} } people { ${PERSON} } seq } }`;
const TICKET = 'mutation { issue_realtime_ticket { ticket } }';
const UPDATE = `mutation UpdateTask($id: Int!, $version: Int!, $input: UpdateTaskInput!) { update_task(id: $id, version: $version, input: $input) { id version } }`;

type Card = { id: number; editorId: number | null; qaId: number | null; taskName: string; status: string; version: number; position: number };
type Person = { id: number };
type Change = { taskId: number | null; status: string | null; version: number | null; actorId: number | null; seq: number; card: Card | null; people: Person[] };
type Board = { cards: Card[]; people: Person[]; seq: number };

let w: TaskWorld;

/** A subscriber's events in order, from the opening event on; `next` waits for the next change. */
async function listen(client: Client, userId: number) {
  const queue: Change[] = [];
  const waker: { wake?: () => void } = {};
  const iterator = client.iterate(trustedSubscription('OnBoardChanged')) as AsyncIterableIterator<{ data?: { board_changed: Change }; errors?: unknown }>;
  void (async () => {
    for await (const result of iterator) {
      assert.equal(result.errors, undefined, JSON.stringify(result.errors));
      queue.push(result.data!.board_changed);
      waker.wake?.();
    }
  })();
  const take = async (): Promise<Change> => {
    const deadline = Date.now() + 10_000;
    while (queue.length === 0) {
      if (Date.now() > deadline) throw new Error(`no board event for user ${userId}`);
      await new Promise<void>((resolve) => {
        waker.wake = resolve;
        setTimeout(resolve, 200);
      });
    }
    return queue.shift()!;
  };
  // Live once its opening event arrives: the subscription listens before it sends it.
  const opening = await take();
  assert.equal(opening.taskId, null);
  return {
    opening,
    async next(): Promise<Change> {
      return take();
    },
  };
}

let admin: Awaited<ReturnType<typeof listen>>;
let editor: Awaited<ReturnType<typeof listen>>;

async function board(as: 'admin' | 'editor'): Promise<Board> {
  return (await w.ok<{ task_board: Board }>(BOARD, {}, as)).task_board;
}

before(async () => {
  w = await startTaskWorld();
  for (const role of ['admin', 'editor'] as const) {
    const ticket = (await w.ok<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, role)).issue_realtime_ticket.ticket;
    const listener = await listen(w.p.wsClient({ ticket }), w.id[role]);
    if (role === 'admin') admin = listener;
    else editor = listener;
  }
});
after(async () => {
  await w?.p.close();
});

/** The event's card is exactly the receiver's board card, and its people are that card's editor and QA. */
async function assertAsOnBoard(change: Change, as: 'admin' | 'editor') {
  const seen = await board(as);
  const card = seen.cards.find((c) => c.id === change.taskId);
  assert.deepEqual(change.card, card, `${as}: the event's card is the board's card`);
  const ids = [card!.editorId, card!.qaId].filter((id) => id !== null).sort();
  assert.deepEqual(change.people.map((p) => p.id).sort(), ids);
  for (const person of change.people) assert.deepEqual(person, seen.people.find((p) => p.id === person.id));
}

describe('board events carry the card, per receiver', () => {
  let theirs: Card;
  let mine: Card;

  it('create: the admin receives someone else\'s card; the editor does not', async () => {
    const adminSeq = (await board('admin')).seq;
    const editorSeq = (await board('editor')).seq;
    theirs = await w.create({ taskName: 'Ảnh của người khác', editorId: w.id.editor2, qaId: w.id.qa, dueAt: new Date(Date.now() + 86_400_000).toISOString() });
    const toAdmin = await admin.next();
    assert.equal(toAdmin.taskId, theirs.id);
    assert.equal(toAdmin.card?.taskName, 'Ảnh của người khác');
    assert.equal(toAdmin.seq, adminSeq + 1);
    await assertAsOnBoard(toAdmin, 'admin');
    // The editor's next event is for their own card, created after: the other one never came.
    mine = await w.create({ taskName: 'Ảnh của tôi', editorId: w.id.editor, qaId: w.id.qa });
    const toEditor = await editor.next();
    assert.equal(toEditor.taskId, mine.id, 'the editor never receives a card their board would not show');
    assert.equal(toEditor.seq, editorSeq + 1);
    assert.equal(toEditor.card?.status, 'Assignee');
    await assertAsOnBoard(toEditor, 'editor');
    const second = await admin.next();
    assert.equal(second.taskId, mine.id);
    assert.equal(second.seq, adminSeq + 2);
    assert.equal((await board('admin')).seq, adminSeq + 2, 'the board answer names the last sequence sent');
  });

  it('move: both receive the moved card at its new version and column', async () => {
    const moved = await w.move(mine, 'InProgress', 'editor');
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    for (const [who, listener] of [['admin', admin], ['editor', editor]] as const) {
      const change = await listener.next();
      assert.equal(change.taskId, mine.id, who);
      assert.equal(change.card?.status, 'InProgress', who);
      assert.equal(change.card?.version, 2, who);
      assert.equal(change.actorId, w.id.editor, who);
      await assertAsOnBoard(change, who);
    }
  });

  it('assignment: the card arrives on the new editor\'s board and leaves the former one\'s', async () => {
    const given = await w.ok<{ update_task: { version: number } }>(UPDATE, { id: theirs.id, version: theirs.version, input: { editorId: w.id.editor } }, 'admin');
    const arrived = await editor.next();
    assert.equal(arrived.taskId, theirs.id);
    assert.equal(arrived.card?.editorId, w.id.editor);
    await assertAsOnBoard(arrived, 'editor');
    assert.equal((await admin.next()).card?.editorId, w.id.editor);

    await w.ok(UPDATE, { id: theirs.id, version: given.update_task.version, input: { editorId: w.id.editor2 } }, 'admin');
    const left = await editor.next();
    assert.equal(left.taskId, theirs.id);
    assert.equal(left.card, null, 'the former editor is told to drop the card, without its content');
    assert.deepEqual(left.people, []);
    assert.ok(!(await board('editor')).cards.some((c) => c.id === theirs.id));
    // Positive control: the admin still receives the card, now with editor2.
    const toAdmin = await admin.next();
    assert.equal(toAdmin.card?.editorId, w.id.editor2);
    await assertAsOnBoard(toAdmin, 'admin');
  });
});

describe('a subscription opens with the receiver’s sequence', () => {
  const subscribe = async (role: 'admin' | 'editor') => {
    const ticket = (await w.ok<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, role)).issue_realtime_ticket.ticket;
    return listen(w.p.wsClient({ ticket }), w.id[role]);
  };

  it('the opening event carries the board’s sequence and no change; the next change follows it', async () => {
    const seq = (await board('admin')).seq;
    assert.ok(seq > 0, 'earlier tests made changes');
    const late = await subscribe('admin');
    assert.deepEqual({ ...late.opening }, { taskId: null, status: null, version: null, actorId: null, seq, card: null, people: [] });
    const created = await w.create({ taskName: 'Sau khi mở' });
    const change = await late.next();
    assert.equal(change.taskId, created.id);
    assert.equal(change.seq, seq + 1);
    // Positive control: the first subscriber receives the same change.
    assert.equal((await admin.next()).taskId, created.id);
  });

  it('a change published while the opening sequence is read is sent after the opening event, not lost', async () => {
    const bus = w.p.services.pubSub;
    const userId = w.id.qa;
    const change = { ...openingEvent(42), taskId: 7, status: 'Ready' as const, version: 3 };
    // The change is published in the middle of the read: the listener must already be in place.
    const events = withOpeningEvent(bus.subscribe('board_changed', userId), async () => {
      bus.publish('board_changed', userId, change);
      return 41;
    })[Symbol.asyncIterator]();
    assert.deepEqual((await within(events.next(), 2000, 'opening')).value, openingEvent(41));
    assert.deepEqual((await within(events.next(), 2000, 'the change')).value, change);
    await events.return?.();
  });
});
