// move_task carrying the job page's unsaved fields (docs/decisions/notes-with-moves.md): saved in
// the same transaction as the move, by update_task's rules (who may write which field, the same
// zod schema), each refusal beside the same request succeeding for someone allowed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { TASK_STATUS, type TaskStatusName } from '../../domain/task-status';
import { notifications, taskHistory, tasks } from '../../provider/src/db/schema';
import { errorCode } from './harness';
import { taskWorldForFile, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world));

/** A card of editor + qa, put straight into `status` in the database. */
async function cardIn(status: TaskStatusName): Promise<Card> {
  const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
  await w.p.db.update(tasks).set({ status: TASK_STATUS[status] }).where(eq(tasks.id, card.id));
  return { ...card, status };
}

async function rowOf(id: number) {
  const [row] = await w.p.db.select().from(tasks).where(eq(tasks.id, id));
  return row!;
}

async function historyOf(id: number) {
  return w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, id)).orderBy(asc(taskHistory.id));
}

describe('move_task with fields: saved with the move', () => {
  it("QA's comment is saved with 'Duyệt' (the job is read-only for QA afterwards), in one change", async () => {
    const card = await cardIn('WaitApprove');
    const editorNotes = () => w.p.db.select().from(notifications).where(and(eq(notifications.userId, w.id.editor), eq(notifications.taskId, card.id))).orderBy(asc(notifications.id));
    const before = (await editorNotes()).length;
    const result = await w.move(card, 'Completed', 'qa', { fields: { qaComment: '  Ảnh đẹp, da mịn  ' } });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const moved = result.data!.move_task;
    assert.deepEqual([moved.status, moved.qaComment], ['Completed', 'Ảnh đẹp, da mịn']);
    const row = await rowOf(card.id);
    assert.deepEqual([row.status, row.qaComment], [TASK_STATUS.Completed, 'Ảnh đẹp, da mịn']);
    // The history says both: the note written in Chờ duyệt, then the move.
    const history = (await historyOf(card.id)).slice(-2);
    assert.deepEqual(
      history.map((entry) => [entry.fromStatus, entry.toStatus, entry.comment]),
      [
        [TASK_STATUS.WaitApprove, TASK_STATUS.WaitApprove, 'Cập nhật: Ghi chú của QA'],
        [TASK_STATUS.WaitApprove, TASK_STATUS.Completed, null],
      ],
    );
    // One notice per person (the move's), not one for the note and one for the move.
    const notes = await editorNotes();
    assert.equal(notes.length, before + 1);
    assert.match(notes.at(-1)!.content, /đã chuyển việc .* sang Hoàn thành$/);
  });

  it("QA's comment is saved with 'Từ chối' beside the reason", async () => {
    const card = await cardIn('WaitApprove');
    const result = await w.move(card, 'Reject', 'qa', { comment: 'Làm lại da', fields: { qaComment: 'Vùng tóc còn răng cưa' } });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    assert.deepEqual([result.data!.move_task.status, result.data!.move_task.qaComment], ['Reject', 'Vùng tóc còn răng cưa']);
  });

  it("the editor's note is saved with 'Chuyển' to Chờ duyệt", async () => {
    const card = await cardIn('InProgress');
    const result = await w.move(card, 'WaitApprove', 'editor', { fields: { editorComment: 'Đã xong, xem giúp phần nền', completedFile: 'https://drive/xong/9' } });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const row = await rowOf(card.id);
    assert.deepEqual([row.status, row.editorComment, row.completedFile], [TASK_STATUS.WaitApprove, 'Đã xong, xem giúp phần nền', 'https://drive/xong/9']);
  });

  it('fields sent unchanged are no edit: the move alone, no update history row', async () => {
    const card = await cardIn('InProgress');
    const result = await w.move(card, 'Waiting', 'editor', { fields: { editorComment: card.editorComment, taskName: card.taskName } });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    assert.equal((await historyOf(card.id)).at(-1)!.comment, null);
    assert.equal(result.data!.move_task.version, card.version + 1);
  });
});

describe('move_task with fields: the same rules as an edit', () => {
  it('an editor may not carry a field only QA or an admin writes; nothing is stored, the card does not move', async () => {
    const card = await cardIn('InProgress');
    for (const fields of [{ qaComment: 'Tự duyệt' }, { taskName: 'Đổi tên' }, { totalFile: 1 }, { editorId: w.id.editor2 }]) {
      const refused = await w.move(card, 'WaitApprove', 'editor', { fields });
      assert.equal(errorCode(refused), 'FORBIDDEN', JSON.stringify(fields));
      const row = await rowOf(card.id);
      assert.deepEqual([row.status, row.version, row.qaComment, row.taskName], [TASK_STATUS.InProgress, card.version, null, card.taskName]);
    }
    // Positive control: the same move with the editor's own note.
    const allowed = await w.move(card, 'WaitApprove', 'editor', { fields: { editorComment: 'Xong' } });
    assert.equal(allowed.errors, undefined, JSON.stringify(allowed.errors));
  });

  it("QA may not carry the editor's fields; an admin may carry any field", async () => {
    const card = await cardIn('WaitApprove');
    const refused = await w.move(card, 'Completed', 'qa', { fields: { editorComment: 'Sửa hộ editor' } });
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.equal((await rowOf(card.id)).status, TASK_STATUS.WaitApprove);
    const admin = await w.move(card, 'Completed', 'admin', { fields: { editorComment: 'Admin ghi', qaComment: 'Admin duyệt', description: 'Mô tả' } });
    assert.equal(admin.errors, undefined, JSON.stringify(admin.errors));
    assert.deepEqual([admin.data!.move_task.editorComment, admin.data!.move_task.qaComment], ['Admin ghi', 'Admin duyệt']);
  });

  it("another editor's card stays NOT_FOUND, fields or not", async () => {
    const card = await cardIn('InProgress');
    const refused = await w.move(card, 'WaitApprove', 'editor2', { fields: { editorComment: 'Không phải việc của tôi' } });
    assert.equal(errorCode(refused), 'NOT_FOUND');
    assert.equal((await rowOf(card.id)).editorComment, null);
  });

  it('an invalid field is refused with the edit form’s message and nothing changes', async () => {
    const card = await cardIn('WaitApprove');
    const tooLong = await w.move(card, 'Completed', 'qa', { fields: { qaComment: 'x'.repeat(2001) } });
    assert.equal(errorCode(tooLong), 'BAD_USER_INPUT');
    assert.equal(tooLong.errors![0]!.message, 'Ghi chú của QA tối đa 2.000 ký tự');
    const control = await w.move(card, 'Completed', 'qa', { fields: { qaComment: 'a\u0000b' } });
    assert.equal(errorCode(control), 'BAD_USER_INPUT');
    const row = await rowOf(card.id);
    assert.deepEqual([row.status, row.qaComment], [TASK_STATUS.WaitApprove, null]);
    const fine = await w.move(card, 'Completed', 'qa', { fields: { qaComment: 'x'.repeat(2000) } });
    assert.equal(fine.errors, undefined, JSON.stringify(fine.errors));
  });

  it('a move the workflow refuses stores none of its fields', async () => {
    const card = await cardIn('InProgress');
    // Editors never complete a job themselves.
    const refused = await w.move(card, 'Completed', 'editor', { fields: { editorComment: 'Ghi chú' } });
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.equal((await rowOf(card.id)).editorComment, null);
  });

  it('a stale version is CONFLICT and stores nothing; the same fields on the fresh version are saved', async () => {
    const card = await cardIn('WaitApprove');
    const first = await w.move(card, 'Completed', 'qa', { fields: { qaComment: 'Lần một' } });
    assert.equal(first.errors, undefined);
    // A second press with the same version (what a double click used to send).
    const second = await w.move(card, 'Completed', 'qa', { fields: { qaComment: 'Lần hai' } });
    assert.equal(errorCode(second), 'CONFLICT');
    assert.equal((await rowOf(card.id)).qaComment, 'Lần một');
  });
});
