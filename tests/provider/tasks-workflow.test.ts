// The status workflow of docs/decisions/task-transitions.md, through move_task and cancel_task: every
// transition for every role (table-driven), the reject comment, completedAt and the history.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { TASK_STATUS, type TaskStatusName } from '../../domain/task-status';
import { notifications, taskHistory, tasks } from '../../provider/src/db/schema';
import { errorCode, VIETNAMESE } from './harness';
import { Q, taskWorldForFile, type Card, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world));

const STATUSES = Object.keys(TASK_STATUS) as TaskStatusName[];

/** What the workflow lets an editor (own cards) and a QA (cards they review) do. */
const EDITOR_MAY = new Set(['Assignee>InProgress', 'InProgress>Waiting', 'Waiting>InProgress', 'InProgress>WaitApprove', 'Reject>InProgress']);
const QA_MAY = new Set(['WaitApprove>Completed', 'WaitApprove>Reject']);

/** A card of editor + qa, put straight into `status` in the database. */
async function cardIn(status: TaskStatusName): Promise<Card> {
  const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
  await w.p.db
    .update(tasks)
    .set({ status: TASK_STATUS[status], completedAt: status === 'Completed' ? new Date('2024-01-01T00:00:00Z') : null })
    .where(eq(tasks.id, card.id));
  return { ...card, status };
}

async function historyOf(id: number) {
  return w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, id)).orderBy(asc(taskHistory.id));
}

describe('move_task: every transition for every role', () => {
  const roles: { role: Role; may: (key: string) => boolean }[] = [
    { role: 'admin', may: () => true },
    { role: 'editor', may: (key) => EDITOR_MAY.has(key) },
    { role: 'qa', may: (key) => QA_MAY.has(key) },
  ];
  for (const { role, may } of roles) {
    it(`${role}: allowed moves happen and are recorded, the others are refused and change nothing`, async () => {
      const refusals: string[] = [];
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          if (from === to) continue;
          const key = `${from}>${to}`;
          const card = await cardIn(from);
          const result = await w.move(card, to, role, { comment: 'Lý do kiểm thử' });
          const [row] = await w.p.db.select().from(tasks).where(eq(tasks.id, card.id));
          if (may(key)) {
            assert.equal(result.errors, undefined, `${role} ${key}: ${JSON.stringify(result.errors)}`);
            const moved = result.data!.move_task;
            assert.equal(moved.status, to, key);
            assert.equal(moved.version, card.version + 1, key);
            assert.equal(moved.completedAt === null, to !== 'Completed', `${key}: completedAt ${moved.completedAt}`);
            const last = (await historyOf(card.id)).at(-1)!;
            assert.deepEqual([last.actorId, last.fromStatus, last.toStatus, last.comment], [w.id[role], TASK_STATUS[from], TASK_STATUS[to], 'Lý do kiểm thử'], key);
          } else {
            assert.equal(errorCode(result), 'FORBIDDEN', `${role} ${key} should be refused`);
            assert.match(result.errors![0]!.message, VIETNAMESE);
            assert.deepEqual([row!.status, row!.version], [TASK_STATUS[from], card.version], `${key} changed the row`);
            assert.equal((await historyOf(card.id)).length, 1, `${key} wrote history`);
            refusals.push(key);
          }
        }
      }
      assert.equal(refusals.length, role === 'admin' ? 0 : 56 - (role === 'editor' ? EDITOR_MAY.size : QA_MAY.size));
    });
  }

  it('the refusal says why', async () => {
    const expectations: [Role, TaskStatusName, TaskStatusName, string][] = [
      ['editor', 'WaitApprove', 'Completed', 'Editor không được chuyển việc sang Hoàn thành. Chỉ QA duyệt việc mới hoàn thành.'],
      ['editor', 'InProgress', 'Completed', 'Editor không được chuyển việc sang Hoàn thành. Chỉ QA duyệt việc mới hoàn thành.'],
      ['editor', 'InProgress', 'Cancel', 'Editor không được chuyển việc sang Đã hủy. Chỉ quản trị viên mới hủy việc.'],
      ['editor', 'Assignee', 'Waiting', 'Editor không được chuyển việc từ Đã giao sang Tạm dừng. Từ Đã giao chỉ được chuyển sang Đang làm.'],
      ['qa', 'InProgress', 'Completed', 'QA chỉ duyệt việc đang ở Chờ duyệt; việc này đang ở Đang làm.'],
      ['qa', 'WaitApprove', 'InProgress', 'QA không được chuyển việc sang Đang làm. QA chỉ duyệt việc sang Hoàn thành hoặc từ chối sang Bị từ chối.'],
    ];
    for (const [role, from, to, message] of expectations) {
      const result = await w.move(await cardIn(from), to, role);
      assert.equal(errorCode(result), 'FORBIDDEN');
      assert.equal(result.errors![0]!.message, message);
    }
  });

  it("editors cannot touch someone else's card (NOT_FOUND); QA only acts on cards they review (FORBIDDEN)", async () => {
    const card = await cardIn('InProgress');
    const other = await w.move(card, 'WaitApprove', 'editor2');
    assert.equal(errorCode(other), 'NOT_FOUND');
    assert.deepEqual(other.errors!.map((e) => e.message), (await w.move({ id: 987654, version: 1 }, 'WaitApprove', 'editor2')).errors!.map((e) => e.message));
    const review = await cardIn('WaitApprove');
    const notMine = await w.move(review, 'Completed', 'qa2');
    assert.equal(errorCode(notMine), 'FORBIDDEN');
    assert.equal(notMine.errors![0]!.message, 'Bạn chỉ được thao tác trên việc do mình duyệt.');
    // Reordering inside the column is acting too.
    assert.equal(errorCode(await w.move(review, 'WaitApprove', 'qa2')), 'FORBIDDEN');
    const [row] = await w.p.db.select().from(tasks).where(eq(tasks.id, review.id));
    assert.equal(row!.version, review.version);
  });
});

describe('move_task: preconditions', () => {
  it('rejecting needs a comment, kept in the history and told to the editor', async () => {
    const card = await cardIn('WaitApprove');
    for (const comment of [undefined, null, '', '   ']) {
      const result = await w.move(card, 'Reject', 'qa', { comment });
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, 'Yêu cầu nhập lý do khi từ chối việc.');
    }
    // Admins give a reason too.
    assert.equal(errorCode(await w.move(card, 'Reject', 'admin')), 'BAD_USER_INPUT');
    const rejected = await w.move(card, 'Reject', 'qa', { comment: '  Da mặt còn vết, làm lại giúp em  ' });
    assert.equal(rejected.errors, undefined);
    assert.equal((await historyOf(card.id)).at(-1)!.comment, 'Da mặt còn vết, làm lại giúp em');
    const notes = await w.p.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.id.editor), eq(notifications.taskId, card.id)))
      .orderBy(asc(notifications.id));
    assert.equal(notes.at(-1)!.content, `Trần Kiểm Duyệt đã từ chối việc «${card.taskName}»: Da mặt còn vết, làm lại giúp em`);
    // A note with its own reason is never folded into a count.
    assert.equal(notes.at(-1)!.groupText, notes.at(-1)!.content);
  });

  it('a card goes to Assignee only with an editor, even for an admin', async () => {
    const card = await w.create();
    assert.equal(card.status, 'Ready');
    const result = await w.move(card, 'Assignee', 'admin');
    assert.equal(errorCode(result), 'BAD_USER_INPUT');
    assert.equal(result.errors![0]!.message, 'Cần giao editor cho việc trước khi chuyển sang Đã giao.');
    // The admin may still move it anywhere else (recorded).
    const moved = await w.move(card, 'InProgress', 'admin');
    assert.equal(moved.data!.move_task.status, 'InProgress');
  });

  it('Completed sets completedAt; leaving Completed clears it', async () => {
    const card = await cardIn('WaitApprove');
    const started = Date.now();
    const done = (await w.move(card, 'Completed', 'qa')).data!.move_task;
    assert.ok(Date.parse(done.completedAt!) >= started - 1000);
    const reordered = (await w.move(done, 'Completed', 'admin')).data!.move_task;
    assert.equal(reordered.completedAt, done.completedAt, 'reordering keeps the completion time');
    const reopened = (await w.move(reordered, 'InProgress', 'admin', { comment: 'Khách đổi yêu cầu' })).data!.move_task;
    assert.equal(reopened.completedAt, null);
  });

  it('a stale version is a CONFLICT carrying the fresh card', async () => {
    const card = await cardIn('InProgress');
    const first = await w.move(card, 'Waiting', 'editor');
    assert.equal(first.errors, undefined);
    const stale = await w.move(card, 'WaitApprove', 'editor');
    assert.equal(errorCode(stale), 'CONFLICT');
    assert.equal(stale.errors![0]!.message, 'Việc đã được người khác thay đổi. Dữ liệu mới nhất đã được tải lại.');
    const fresh = stale.errors![0]!.extensions!.task as Card;
    assert.deepEqual([fresh.id, fresh.status, fresh.version], [card.id, 'Waiting', card.version + 1]);
  });
});

describe('a task from start to finish', () => {
  it('records who moved it, when, from where to where', async () => {
    let card = await w.create({ taskName: 'Vòng đời đầy đủ', editorId: w.id.editor, qaId: w.id.qa });
    const steps: [Role, TaskStatusName, string?][] = [
      ['editor', 'InProgress'],
      ['editor', 'Waiting', 'Chờ khách gửi thêm ảnh'],
      ['editor', 'InProgress'],
      ['editor', 'WaitApprove'],
      ['qa', 'Reject', 'Chưa đúng màu'],
      ['editor', 'InProgress'],
      ['editor', 'WaitApprove'],
      ['qa', 'Completed'],
    ];
    for (const [role, status, comment] of steps) {
      const result = await w.move(card, status, role, comment ? { comment } : {});
      assert.equal(result.errors, undefined, `${role} → ${status}: ${JSON.stringify(result.errors)}`);
      card = result.data!.move_task;
    }
    assert.equal(card.version, 1 + steps.length);
    const history = (await w.get(card.id, 'editor')).history!;
    assert.deepEqual(
      history.map((h) => [h.who?.id, h.from, h.to, h.comment]),
      [
        [w.id.admin, null, 'Assignee', 'Tạo việc'],
        [w.id.editor, 'Assignee', 'InProgress', null],
        [w.id.editor, 'InProgress', 'Waiting', 'Chờ khách gửi thêm ảnh'],
        [w.id.editor, 'Waiting', 'InProgress', null],
        [w.id.editor, 'InProgress', 'WaitApprove', null],
        [w.id.qa, 'WaitApprove', 'Reject', 'Chưa đúng màu'],
        [w.id.editor, 'Reject', 'InProgress', null],
        [w.id.editor, 'InProgress', 'WaitApprove', null],
        [w.id.qa, 'WaitApprove', 'Completed', null],
      ],
    );
    for (let i = 1; i < history.length; i++) assert.ok(Date.parse(history[i - 1]!.when) <= Date.parse(history[i]!.when));
  });
});

describe('cancel_task', () => {
  it('admin cancels with a reason; Cancel → Ready by admin only', async () => {
    const card = await cardIn('InProgress');
    for (const role of ['editor', 'qa'] as const) assert.equal(errorCode(await w.fails(Q.cancel, { id: card.id, version: card.version }, role)), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(Q.cancel, { id: card.id, version: card.version + 5 }, 'admin')), 'CONFLICT');
    const cancelled = (await w.ok<{ cancel_task: Card }>(Q.cancel, { id: card.id, version: card.version, comment: 'Khách hủy đơn' }, 'admin')).cancel_task;
    assert.deepEqual([cancelled.status, cancelled.version], ['Cancel', card.version + 1]);
    const last = (await historyOf(card.id)).at(-1)!;
    assert.deepEqual([last.fromStatus, last.toStatus, last.comment], [TASK_STATUS.InProgress, TASK_STATUS.Cancel, 'Khách hủy đơn']);
    const again = await w.fails(Q.cancel, { id: card.id, version: cancelled.version }, 'admin');
    assert.equal(errorCode(again), 'BAD_USER_INPUT');
    assert.equal(errorCode(await w.fails(Q.cancel, { id: 987654, version: 1 }, 'admin')), 'NOT_FOUND');
    assert.equal(errorCode(await w.move(cancelled, 'Ready', 'editor')), 'FORBIDDEN');
    const ready = await w.move(cancelled, 'Ready', 'admin');
    assert.equal(ready.data!.move_task.status, 'Ready');
  });
});
