// The bounded board (docs/decisions/board-window.md): open columns carry every card, Completed
// and Cancel their latest FINISHED_WINDOW, and board_older pages further back by cursor.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FINISHED_WINDOW } from '../../domain/task-status';
import { tasks } from '../../provider/src/db/schema';
import { errorCode } from './harness';
import { startTaskWorld, type TaskWorld } from './tasks-support';

const BOARD = 'query Tasks($filter: TaskFilter) { task_board(filter: $filter) { cards { id status position editorId } seq } }';
const OLDER = 'query BoardOlder($filter: TaskFilter, $before: BoardCursor!) { board_older(filter: $filter, before: $before) { cards { id status position editorId } } }';

type Card = { id: number; status: string; position: number; editorId: number | null };
let w: TaskWorld;
const column = (cards: Card[], status: string) => cards.filter((c) => c.status === status);
let completedIds: number[];
let openBefore: number;

before(async () => {
  w = await startTaskWorld();
  openBefore = column((await w.ok<{ task_board: { cards: Card[] } }>(BOARD, {}, 'admin')).task_board.cards, 'InProgress').length;
  // 70 finished jobs below the demo studio's (10 of them the editor's), and 60 open ones.
  const rows = Array.from({ length: 70 }, (_, i) => ({ taskName: `Xong ${i + 1}`, status: 8, position: 100_000 + i, editorId: i % 7 === 0 ? w.id.editor : w.id.editor2 }));
  const open = Array.from({ length: 60 }, (_, i) => ({ taskName: `Đang làm ${i + 1}`, status: 3, position: 100_000 + i, editorId: w.id.editor2 }));
  completedIds = (await w.p.db.insert(tasks).values(rows).returning({ id: tasks.id })).map((r) => r.id);
  await w.p.db.insert(tasks).values(open);
});
after(async () => {
  await w?.p.close();
});


describe('the board window', () => {
  it('open columns show every card; Completed its latest 50, in board order', async () => {
    const { cards } = (await w.ok<{ task_board: { cards: Card[] } }>(BOARD, {}, 'admin')).task_board;
    assert.equal(column(cards, 'InProgress').length, openBefore + 60);
    const done = column(cards, 'Completed');
    assert.equal(done.length, FINISHED_WINDOW);
    assert.deepEqual(
      done.map((c) => c.id),
      completedIds.slice(-FINISHED_WINDOW),
    );
  });

  it("'Xem thêm' pages back by cursor until the column is complete", async () => {
    const { cards } = (await w.ok<{ task_board: { cards: Card[] } }>(BOARD, {}, 'admin')).task_board;
    const first = column(cards, 'Completed')[0]!;
    const older = (await w.ok<{ board_older: { cards: Card[] } }>(OLDER, { before: { status: 'Completed', position: first.position, id: first.id } }, 'admin')).board_older.cards;
    // The 20 older ones of ours, after whatever the demo studio had finished before them.
    assert.ok(older.length < FINISHED_WINDOW);
    assert.deepEqual(
      older.slice(-20).map((c) => c.id),
      completedIds.slice(0, 20),
    );
    assert.ok(older.every((c) => c.status === 'Completed'));
    const none = (await w.ok<{ board_older: { cards: Card[] } }>(OLDER, { before: { status: 'Completed', position: older[0]!.position, id: older[0]!.id } }, 'admin')).board_older.cards;
    assert.deepEqual(none, []);
  });

  it('an editor\'s window holds only their own finished cards', async () => {
    const { cards } = (await w.ok<{ task_board: { cards: Card[] } }>(BOARD, {}, 'editor')).task_board;
    const done = column(cards, 'Completed');
    const mine = completedIds.filter((_, i) => i % 7 === 0);
    assert.ok(done.every((c) => c.editorId === w.id.editor));
    assert.deepEqual(
      done.slice(-mine.length).map((c) => c.id),
      mine,
    );
    const older = (await w.ok<{ board_older: { cards: Card[] } }>(OLDER, { before: { status: 'Completed', position: 1000, id: 1 } }, 'editor')).board_older.cards;
    assert.ok(older.every((c) => c.editorId === w.id.editor));
  });

  it('an open column has no older page: a clear Vietnamese refusal (positive control: Completed answers)', async () => {
    const refused = await w.fails(OLDER, { before: { status: 'InProgress', position: 10, id: 1 } }, 'admin');
    assert.equal(errorCode(refused), 'BAD_USER_INPUT');
    assert.match(refused.errors![0]!.message, /Chỉ cột Completed và Cancel/);
    await w.ok(OLDER, { before: { status: 'Completed', position: 10, id: 1 } }, 'admin');
  });
});
