// Board order: positions between neighbours, renumbering, and each user's own column layout.
// People dragging at the same time: races-board.test.ts (on PostgreSQL).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { TASK_STATUS } from '../../domain/task-status';
import { taskHistory, userBoardPreferences } from '../../provider/src/db/schema';
import { errorCode } from './harness';
import { cardsIn, Q, taskWorldForFile, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world));

/** The ids of a column, top to bottom, as the board shows it to the admin. */
async function column(status: string): Promise<Card[]> {
  return (await w.ok<{ tasks: Card[] }>(Q.tasks, { filter: { status } }, 'admin')).tasks;
}

async function fresh(id: number): Promise<Card> {
  return w.get(id);
}

describe('move_task: place in the column', () => {
  it('puts the card right after beforeId, right before afterId, or at the end', async () => {
    const [a, b, c, x] = await cardsIn(w, 'Waiting', 4);
    const ids = async () => (await column('Waiting')).map((t) => t.id).filter((id) => [a!.id, b!.id, c!.id, x!.id].includes(id));
    assert.deepEqual(await ids(), [a!.id, b!.id, c!.id, x!.id]);

    let moved = (await w.move(x!, 'Waiting', 'admin', { beforeId: a!.id, afterId: b!.id })).data!.move_task;
    assert.deepEqual(await ids(), [a!.id, x!.id, b!.id, c!.id]);
    moved = (await w.move(moved, 'Waiting', 'admin', { afterId: a!.id })).data!.move_task;
    assert.deepEqual(await ids(), [x!.id, a!.id, b!.id, c!.id]);
    moved = (await w.move(moved, 'Waiting', 'admin', { beforeId: c!.id })).data!.move_task;
    assert.deepEqual(await ids(), [a!.id, b!.id, c!.id, x!.id]);
    moved = (await w.move(moved, 'Waiting', 'admin', { beforeId: a!.id })).data!.move_task;
    assert.deepEqual(await ids(), [a!.id, x!.id, b!.id, c!.id]);
    moved = (await w.move(moved, 'Waiting', 'admin')).data!.move_task;
    assert.deepEqual(await ids(), [a!.id, b!.id, c!.id, x!.id]);
    // Reordering bumps the version but is not history.
    assert.equal(moved.version, x!.version + 5);
    const history = await w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, x!.id));
    assert.equal(history.filter((h) => h.fromStatus === TASK_STATUS.Waiting && h.toStatus === TASK_STATUS.Waiting).length, 0);
  });

  it('moving into another column lands between the named neighbours there', async () => {
    const [p, q] = await cardsIn(w, 'WaitApprove', 2);
    const [x] = await cardsIn(w, 'InProgress', 1);
    const moved = await w.move(x!, 'WaitApprove', 'editor', { beforeId: p!.id, afterId: q!.id });
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    const ids = (await column('WaitApprove')).map((t) => t.id);
    assert.deepEqual(ids.slice(ids.indexOf(p!.id), ids.indexOf(p!.id) + 3), [p!.id, x!.id, q!.id]);
  });

  it('refuses neighbours that are not in the target column, not visible, or the card itself', async () => {
    const [a] = await cardsIn(w, 'Waiting', 1);
    const [x] = await cardsIn(w, 'InProgress', 1);
    const [theirs] = await cardsIn(w, 'Waiting', 1, 'editor2');
    const [other] = await cardsIn(w, 'InProgress', 1);
    const stale = await w.move(x!, 'Waiting', 'admin', { beforeId: other!.id });
    assert.equal(errorCode(stale), 'CONFLICT');
    assert.equal(stale.errors![0]!.message, 'Bảng công việc đã thay đổi. Vui lòng thử lại trên dữ liệu mới nhất.');
    assert.equal(errorCode(await w.move(x!, 'Waiting', 'admin', { beforeId: 987654 })), 'CONFLICT');
    assert.equal(errorCode(await w.move(x!, 'Waiting', 'admin', { beforeId: a!.id, afterId: other!.id })), 'CONFLICT');
    // An editor cannot anchor on a card they do not see.
    assert.equal(errorCode(await w.move(x!, 'Waiting', 'editor', { beforeId: theirs!.id })), 'CONFLICT');
    assert.equal(errorCode(await w.move(x!, 'InProgress', 'admin', { beforeId: x!.id })), 'BAD_USER_INPUT');
    assert.equal((await fresh(x!.id)).version, x!.version, 'nothing changed');
  });

  it('the own editor and the own QA may reorder their cards', async () => {
    const [a, b] = await cardsIn(w, 'WaitApprove', 2);
    const byEditor = await w.move(b!, 'WaitApprove', 'editor', { afterId: a!.id });
    assert.equal(byEditor.errors, undefined, JSON.stringify(byEditor.errors));
    const byQa = await w.move(byEditor.data!.move_task, 'WaitApprove', 'qa', { beforeId: a!.id });
    assert.equal(byQa.errors, undefined, JSON.stringify(byQa.errors));
    assert.equal(errorCode(await w.move(byQa.data!.move_task, 'WaitApprove', 'editor2')), 'NOT_FOUND');
  });

  it('renumbers the column when a gap is used up, keeping the intended order', async () => {
    const [first, last] = await cardsIn(w, 'Reject', 2);
    await w.move(last!, 'Reject', 'admin', { beforeId: first!.id });
    const inserted: number[] = [];
    // Each card goes right after `first`, halving the gap every time: ~30 halvings use it up.
    for (const card of await cardsIn(w, 'Assignee', 45)) {
      const moved = await w.move(card, 'Reject', 'admin', { beforeId: first!.id, comment: 'Làm lại' });
      assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
      inserted.unshift(card.id);
    }
    const ids = (await column('Reject')).map((t) => t.id);
    const start = ids.indexOf(first!.id);
    assert.deepEqual(ids.slice(start, start + 47), [first!.id, ...inserted, last!.id]);
    const positions = (await column('Reject')).map((t) => t.position);
    assert.equal(new Set(positions).size, positions.length, 'positions are distinct');
    assert.ok(positions.every((pos, i) => i === 0 || pos > positions[i - 1]!));
  });
});

describe('board preferences', () => {
  const DEFAULT = ['Ready', 'Assignee', 'InProgress', 'Reject', 'Waiting', 'WaitApprove', 'Cancel', 'Completed'];
  type Prefs = { columnOrder: string[]; hiddenColumns: string[]; updatedAt: string | null };

  it("default to the board's default column order with nothing hidden", async () => {
    const prefs = (await w.ok<{ board_preferences: Prefs }>(Q.prefs, {}, 'qa')).board_preferences;
    assert.deepEqual(prefs, { columnOrder: DEFAULT, hiddenColumns: [], updatedAt: null });
    assert.equal(errorCode(await w.p.gql(Q.prefs)), 'UNAUTHENTICATED');
  });

  it('are saved per user and read back', async () => {
    const order = ['Completed', 'Ready', 'Assignee', 'InProgress', 'Waiting', 'WaitApprove', 'Reject', 'Cancel'];
    const saved = (await w.ok<{ save_board_preferences: Prefs }>(Q.savePrefs, { input: { columnOrder: order, hiddenColumns: ['Cancel', 'Completed'] } }, 'editor')).save_board_preferences;
    assert.deepEqual([saved.columnOrder, saved.hiddenColumns], [order, ['Cancel', 'Completed']]);
    assert.ok(saved.updatedAt);
    assert.deepEqual((await w.ok<{ board_preferences: Prefs }>(Q.prefs, {}, 'editor')).board_preferences, saved);
    assert.deepEqual((await w.ok<{ board_preferences: Prefs }>(Q.prefs, {}, 'editor2')).board_preferences.columnOrder, DEFAULT);
    // Saving again replaces the layout.
    const again = (await w.ok<{ save_board_preferences: Prefs }>(Q.savePrefs, { input: { columnOrder: DEFAULT, hiddenColumns: [] } }, 'editor')).save_board_preferences;
    assert.deepEqual([again.columnOrder, again.hiddenColumns], [DEFAULT, []]);
    assert.equal((await w.p.db.select().from(userBoardPreferences).where(eq(userBoardPreferences.userId, w.id.editor))).length, 1);
  });

  it('refuse an order that is not the eight statuses once each, and hiding every column', async () => {
    const cases: [string[], string[], string][] = [
      [DEFAULT.slice(1), [], 'Thứ tự cột phải gồm đủ tám trạng thái, mỗi trạng thái đúng một lần.'],
      [[...DEFAULT.slice(1), 'Ready', 'Ready'], [], 'Thứ tự cột phải gồm đủ tám trạng thái, mỗi trạng thái đúng một lần.'],
      [[...DEFAULT.slice(1), 'Assignee'], [], 'Thứ tự cột phải gồm đủ tám trạng thái, mỗi trạng thái đúng một lần.'],
      [[], [], 'Thứ tự cột phải gồm đủ tám trạng thái, mỗi trạng thái đúng một lần.'],
      [DEFAULT, ['Cancel', 'Cancel'], 'Danh sách cột ẩn có trạng thái bị lặp lại.'],
      [DEFAULT, DEFAULT, 'Cần hiển thị ít nhất một cột.'],
    ];
    for (const [columnOrder, hiddenColumns, message] of cases) {
      const result = await w.fails(Q.savePrefs, { input: { columnOrder, hiddenColumns } }, 'admin');
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, message);
    }
    assert.equal((await w.ok<{ board_preferences: Prefs }>(Q.prefs, {}, 'admin')).board_preferences.updatedAt, null);
  });
});
