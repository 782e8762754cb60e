// What a notification says (docs/decisions/wording.md): who did what to which job, statuses in
// their Vietnamese labels, a rejection's reason and warning flag, and the text several alike
// notifications share when the bell shows them as one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { notifications } from '../../provider/src/db/schema';
import { groupNotifications } from '../../lib/client/notification-groups';
import { adminHearsEverything, startTaskWorld, walk, type Card, type TaskWorld } from './tasks-support';

const ADMIN = 'Nguyễn Quản Trị';
const QA = 'Trần Kiểm Duyệt';
const EDITOR = 'Lê Biên Tập';
const ENGLISH_STATUS = /\b(Ready|Assignee|InProgress|Waiting|WaitApprove|Reject|Cancel|Completed)\b/;
const LIST = 'query Notes($id: Int!) { get_notification_by_user_id(id: $id, limit: 50) { id is_read content group_text from_task { id } } }';

type Listed = { id: number; is_read: boolean; content: string; group_text: string | null; from_task: { id: number } | null };

let w: TaskWorld;
before(async () => {
  w = await startTaskWorld();
  await adminHearsEverything(w);
});
after(async () => {
  await w?.p.close();
});

async function notesOf(userId: number, taskIds: number[]) {
  return w.p.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.taskId, taskIds)))
    .orderBy(desc(notifications.id));
}

describe('notification text', () => {
  it('an assignment names the admin who made it', async () => {
    const card = await w.create({ taskName: 'Áo dài xanh', editorId: w.id.editor, qaId: w.id.qa });
    assert.deepEqual((await notesOf(w.id.editor, [card.id])).map((n) => n.content), [`${ADMIN} đã giao cho bạn việc «Áo dài xanh»`]);
    assert.deepEqual((await notesOf(w.id.qa, [card.id])).map((n) => n.content), [`${ADMIN} đã giao bạn duyệt việc «Áo dài xanh»`]);
  });

  it('a move names the person and the status in Vietnamese, never the code', async () => {
    const card = await w.create({ taskName: 'Giày da', editorId: w.id.editor, qaId: w.id.qa });
    await walk(w, card, [
      ['InProgress', 'editor'],
      ['WaitApprove', 'editor'],
    ]);
    const [latest, earlier] = await notesOf(w.id.admin, [card.id]);
    assert.equal(latest!.content, `${EDITOR} đã chuyển việc «Giày da» sang Chờ duyệt`);
    assert.equal(earlier!.content, `${EDITOR} đã chuyển việc «Giày da» sang Đang làm`);
    for (const note of [latest!, earlier!]) assert.doesNotMatch(note.content, ENGLISH_STATUS);
  });

  it("a rejection names the QA, carries the reason and is flagged as a warning on the live event", async () => {
    const card = await walk(w, await w.create({ taskName: 'Túi xách', editorId: w.id.editor, qaId: w.id.qa }), [
      ['InProgress', 'editor'],
      ['WaitApprove', 'editor'],
    ]);
    const events = w.p.services.pubSub.subscribe('task_updated', w.id.editor)[Symbol.asyncIterator]();
    const first = events.next();
    await walk(w, card, [['Reject', 'qa', { comment: 'Nền còn vết bẩn' }]]);
    const event = (await first).value;
    await events.return?.();
    assert.deepEqual(event, { from_task_id: card.id, body: `${QA} đã từ chối việc «Túi xách»: Nền còn vết bẩn`, warning: true });
    // Positive control: the approval of another job is not a warning.
    const other = await walk(w, await w.create({ taskName: 'Mũ len', editorId: w.id.editor, qaId: w.id.qa }), [
      ['InProgress', 'editor'],
      ['WaitApprove', 'editor'],
    ]);
    const approvals = w.p.services.pubSub.subscribe('task_updated', w.id.editor)[Symbol.asyncIterator]();
    const approval = approvals.next();
    await walk(w, other, [['Completed', 'qa']]);
    const approved = (await approval).value;
    await approvals.return?.();
    assert.deepEqual(approved, { from_task_id: other.id, body: `${QA} đã chuyển việc «Mũ len» sang Hoàn thành`, warning: false });
  });

  it("repeats share one text: 'Lê Biên Tập đã chuyển 3 việc sang Chờ duyệt'", async () => {
    const cards: Card[] = [];
    for (const name of ['Ảnh 1', 'Ảnh 2', 'Ảnh 3']) {
      cards.push(await walk(w, await w.create({ taskName: name, editorId: w.id.editor, qaId: w.id.qa }), [['InProgress', 'editor']]));
    }
    // The admin reads the bell after the last InProgress notes: mark those read, then three moves arrive.
    await w.ok('mutation Read($userId: Int!) { mark_read_all_notification_by_user_id(userId: $userId) }', { userId: w.id.admin }, 'admin');
    for (const card of cards) await walk(w, card, [['WaitApprove', 'editor']]);
    const listed = (await w.ok<{ get_notification_by_user_id: Listed[] }>(LIST, { id: w.id.admin }, 'admin')).get_notification_by_user_id;
    const fresh = listed.filter((n) => cards.some((c) => c.id === n.from_task?.id) && !n.is_read);
    assert.deepEqual(
      fresh.map((n) => n.content),
      ['Ảnh 3', 'Ảnh 2', 'Ảnh 1'].map((name) => `${EDITOR} đã chuyển việc «${name}» sang Chờ duyệt`),
    );
    const groups = groupNotifications(listed);
    assert.equal(groups[0]!.text, `${EDITOR} đã chuyển 3 việc sang Chờ duyệt`);
    assert.equal(groups[0]!.items.length, 3);
    // The earlier, already read notes about the same jobs stay separate from the unread group.
    assert.ok(groups.slice(1).every((group) => !group.items.some((n) => fresh.includes(n))));
  });
});
