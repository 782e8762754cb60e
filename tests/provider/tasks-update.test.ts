// update_task: which fields each role may change, assignment, versions and history.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { TASK_STATUS } from '../../domain/task-status';
import { taskHistory, tasks } from '../../provider/src/db/schema';
import { errorCode } from './harness';
import { Q, taskWorldForFile, type Card, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world));

const update = (card: Pick<Card, 'id' | 'version'>, input: Record<string, unknown>, as: Role) =>
  w.p.gql<{ update_task: Card }>(Q.update, { id: card.id, version: card.version, input }, { token: w.token[as] });

async function rowOf(id: number) {
  const [row] = await w.p.db.select().from(tasks).where(eq(tasks.id, id));
  return row!;
}

const EVERY_FIELD = {
  taskName: 'Tên mới',
  productName: 'Sản phẩm mới',
  productCode: 'MOI-1',
  totalFile: 99,
  originalFiles: 'https://drive/goc/moi',
  description: 'Mô tả mới',
  updatedFiles: 'https://drive/sua/moi',
  completedFile: 'https://drive/xong/moi',
  editorComment: 'Editor ghi chú',
  qaComment: 'QA ghi chú',
};

describe('update_task: fields by role', () => {
  it('admin may change every field; the version goes up and the history says what changed', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const result = await update(card, { ...EVERY_FIELD, productGroupId: w.groupIds[2], qaId: w.id.qa2 }, 'admin');
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const updated = result.data!.update_task;
    for (const [field, value] of Object.entries(EVERY_FIELD)) assert.equal(updated[field as keyof Card], value, field);
    assert.deepEqual([updated.productGroupId, updated.qaId, updated.qa!.id, updated.version], [w.groupIds[2], w.id.qa2, w.id.qa2, card.version + 1]);
    const [, entry] = await w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, card.id)).orderBy(asc(taskHistory.id));
    assert.deepEqual([entry!.actorId, entry!.fromStatus, entry!.toStatus], [w.id.admin, TASK_STATUS.Assignee, TASK_STATUS.Assignee]);
    assert.match(entry!.comment!, /^Cập nhật: Tên việc, Tên sản phẩm, Mã sản phẩm, Nhóm hàng, Tổng số file, QA, /);
    // Clearing optional text stores null.
    const cleared = (await update(updated, { description: '  ', productCode: null }, 'admin')).data!.update_task;
    assert.deepEqual([cleared.description, cleared.productCode], [null, null]);
  });

  it('the editor changes only updatedFiles, completedFile and editorComment of their own card', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const ok = await update(card, { updatedFiles: 'https://drive/sua/1', completedFile: 'https://drive/xong/1', editorComment: 'Đã xong phần da' }, 'editor');
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const mine = ok.data!.update_task;
    assert.equal(mine.editorComment, 'Đã xong phần da');
    // Sending a field the editor may not edit, but unchanged, is not an edit (forms send every field).
    assert.equal((await update(mine, { taskName: mine.taskName, totalFile: mine.totalFile, editorComment: 'Sửa lại ghi chú' }, 'editor')).errors, undefined);
    const fresh = await rowOf(card.id);
    for (const [field, value] of Object.entries({ taskName: 'Đổi tên', totalFile: 1, qaComment: 'x', editorId: w.id.editor2, description: 'x', productGroupId: w.groupIds[1] })) {
      const result = await update(fresh, { [field]: value }, 'editor');
      assert.equal(errorCode(result), 'FORBIDDEN', field);
      assert.match(result.errors![0]!.message, /^Bạn không được sửa «.+»\. Editor chỉ được sửa: Link file đã sửa, Link file hoàn thành, Ghi chú của editor\.$/);
    }
    assert.equal((await rowOf(card.id)).version, fresh.version, 'refusals changed nothing');
    // Someone else's card does not exist for this editor.
    assert.equal(errorCode(await update(fresh, { editorComment: 'x' }, 'editor2')), 'NOT_FOUND');
  });

  it('the QA changes only qaComment, and only on cards they review', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const ok = await update(card, { qaComment: 'Cần làm sáng nền' }, 'qa');
    assert.equal(ok.errors, undefined);
    assert.equal(ok.data!.update_task.qaComment, 'Cần làm sáng nền');
    const result = await update(ok.data!.update_task, { editorComment: 'x' }, 'qa');
    assert.equal(errorCode(result), 'FORBIDDEN');
    assert.equal(result.errors![0]!.message, 'Bạn không được sửa «Ghi chú của editor». QA chỉ được sửa: Ghi chú của QA.');
    const other = await update(ok.data!.update_task, { qaComment: 'x' }, 'qa2');
    assert.equal(errorCode(other), 'FORBIDDEN');
    assert.equal(other.errors![0]!.message, 'Bạn chỉ được thao tác trên việc do mình duyệt.');
  });

  it('only an admin edits a card that is Completed or cancelled', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    await w.p.db.update(tasks).set({ status: TASK_STATUS.Completed }).where(eq(tasks.id, card.id));
    const result = await update(card, { editorComment: 'Muộn' }, 'editor');
    assert.equal(errorCode(result), 'FORBIDDEN');
    assert.equal(result.errors![0]!.message, 'Việc đã hoàn thành hoặc đã hủy; chỉ quản trị viên được sửa.');
    assert.equal((await update(card, { editorComment: 'Admin sửa' }, 'admin')).errors, undefined);
  });

  it('validates like create', async () => {
    const card = await w.create();
    for (const [input, message] of [
      [{ taskName: ' ' }, 'Yêu cầu nhập tên việc'],
      [{ taskName: null }, 'Yêu cầu nhập tên việc'],
      [{ totalFile: 0 }, 'Tổng số file phải là số nguyên dương'],
      [{ productGroupId: null }, 'Yêu cầu chọn nhóm hàng'],
      [{ productGroupId: 987654 }, 'Nhóm hàng không tồn tại hoặc đã ngừng sử dụng.'],
      [{ editorId: w.id.qa }, 'Editor được chọn không tồn tại, chưa kích hoạt hoặc không phải editor.'],
      [{ qaId: w.id.editor }, 'QA được chọn không tồn tại, chưa kích hoạt hoặc không phải QA.'],
      [{ description: 'a\u0000b' }, 'Mô tả chứa ký tự không hợp lệ'],
    ] as const) {
      const result = await update(card, input, 'admin');
      assert.equal(errorCode(result), 'BAD_USER_INPUT', JSON.stringify(input));
      assert.equal(result.errors![0]!.message, message);
    }
    assert.equal((await rowOf(card.id)).version, card.version);
  });
});

describe('update_task: assignment and versions', () => {
  it('assigning an editor to a Ready card moves it to Assignee; unassigning moves it back', async () => {
    const card = await w.create();
    assert.equal(card.status, 'Ready');
    const assigned = (await update(card, { editorId: w.id.editor2 }, 'admin')).data!.update_task;
    assert.deepEqual([assigned.status, assigned.editorId], ['Assignee', w.id.editor2]);
    assert.equal((await w.get(card.id, 'editor2')).id, card.id);
    const unassigned = (await update(assigned, { editorId: null }, 'admin')).data!.update_task;
    assert.deepEqual([unassigned.status, unassigned.editorId], ['Ready', null]);
    assert.equal(errorCode(await w.fails(Q.task, { id: card.id }, 'editor2')), 'NOT_FOUND');
    const history = await w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, card.id)).orderBy(asc(taskHistory.id));
    assert.deepEqual(
      history.map((h) => [h.fromStatus, h.toStatus]),
      [
        [null, TASK_STATUS.Ready],
        [TASK_STATUS.Ready, TASK_STATUS.Assignee],
        [TASK_STATUS.Assignee, TASK_STATUS.Ready],
      ],
    );
  });

  it('reassigning a card in progress keeps its status; the old editor loses it, the new one sees it', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    await w.p.db.update(tasks).set({ status: TASK_STATUS.InProgress }).where(eq(tasks.id, card.id));
    const moved = (await update(card, { editorId: w.id.editor2 }, 'admin')).data!.update_task;
    assert.deepEqual([moved.status, moved.editor!.id], ['InProgress', w.id.editor2]);
    assert.equal(errorCode(await w.fails(Q.task, { id: card.id }, 'editor')), 'NOT_FOUND');
    assert.equal(errorCode(await update(moved, { editorComment: 'x' }, 'editor')), 'NOT_FOUND');
    assert.equal((await update(moved, { editorComment: 'Em nhận' }, 'editor2')).errors, undefined);
  });

  it('a stale version is a CONFLICT with the fresh card; nothing is written', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const first = (await update(card, { qaComment: 'Lần 1' }, 'qa')).data!.update_task;
    assert.equal(first.version, card.version + 1);
    const stale = await update(card, { editorComment: 'Tôi chưa thấy thay đổi' }, 'editor');
    assert.equal(errorCode(stale), 'CONFLICT');
    assert.equal(stale.errors![0]!.message, 'Việc đã được người khác thay đổi. Dữ liệu mới nhất đã được tải lại.');
    const fresh = stale.errors![0]!.extensions!.task as Card;
    assert.deepEqual([fresh.id, fresh.version, fresh.qaComment, fresh.status], [card.id, first.version, 'Lần 1', 'Assignee']);
    const row = await rowOf(card.id);
    assert.deepEqual([row.version, row.editorComment], [first.version, null]);
  });

  it('an update that changes nothing keeps the version and writes no history', async () => {
    const card = await w.create({ editorId: w.id.editor });
    const same = (await update(card, { taskName: card.taskName, totalFile: card.totalFile }, 'admin')).data!.update_task;
    assert.equal(same.version, card.version);
    assert.equal((await w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, card.id))).length, 1);
  });
});
