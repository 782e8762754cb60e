import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { notifications, tasks, users } from '../../provider/src/db/schema';
import { notifyUsers } from '../../provider/src/modules/notifications/data';
import { DEMO, errorCode, providerForFile, VIETNAMESE, type TestProvider } from './harness';

const LIST = `query GetNotificationByUserId($id: Int!, $limit: Int, $offset: Int) {
  get_notification_by_user_id(id: $id, limit: $limit, offset: $offset) { id content is_read created_at from_task { id taskName } }
}`;
const MARK_READ = 'mutation MakeNotificationBecomeRead($id: Int!) { update_read_notification_status(id: $id) { id is_read content } }';
const MARK_ALL = 'mutation MarkReadAllNotificationByUserId($userId: Int!) { mark_read_all_notification_by_user_id(userId: $userId) }';

type Note = { id: number; content: string; is_read: boolean; created_at: string; from_task: { id: number; taskName: string } | null };

let p: TestProvider;
let tokens: Record<'editor' | 'qa', string>;

providerForFile(async (started) => {
  p = started;
  tokens = { editor: await p.login(DEMO.editor.email, DEMO.editor.password), qa: await p.login(DEMO.qa.email, DEMO.qa.password) };
});

async function list(userId: number, token: string, page: { limit?: number; offset?: number } = {}) {
  const result = await p.gql<{ get_notification_by_user_id: Note[] }>(LIST, { id: userId, ...page }, { token });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.get_notification_by_user_id;
}

async function storedFor(userId: number) {
  return p.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
}

describe('GetNotificationByUserId', () => {
  it("lists the user's own notifications, newest first", async () => {
    const seeded = await list(p.ids.editor, tokens.editor);
    assert.equal(seeded.length, 3);
    assert.ok(seeded.every((n) => VIETNAMESE.test(n.content)));

    const [task] = await p.db.select().from(tasks).where(eq(tasks.editorId, p.ids.editor)).orderBy(asc(tasks.id)).limit(1);
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.editor], event: 'rejected', taskId: task!.id, content: 'Việc cần sửa lại màu nền' });
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.editor], event: 'rejected', taskId: null, content: 'Thông báo mới nhất' });

    const all = await list(p.ids.editor, tokens.editor);
    assert.equal(all.length, 5);
    assert.equal(all[0]!.content, 'Thông báo mới nhất');
    assert.equal(all[0]!.from_task, null);
    assert.equal(all[0]!.is_read, false);
    assert.equal(all[1]!.content, 'Việc cần sửa lại màu nền');
    assert.deepEqual(all[1]!.from_task, { id: task!.id, taskName: task!.taskName });
    for (let i = 1; i < all.length; i++) {
      assert.ok(new Date(all[i - 1]!.created_at) >= new Date(all[i]!.created_at), 'sorted newest first');
    }
    // Exactly the editor's rows, nobody else's.
    assert.deepEqual(all.map((n) => n.id).sort((a, b) => a - b), (await storedFor(p.ids.editor)).map((n) => n.id));
  });

  it('pages with limit and offset', async () => {
    const all = await list(p.ids.editor, tokens.editor);
    assert.ok(all.length >= 5);
    const pages = [await list(p.ids.editor, tokens.editor, { limit: 2, offset: 0 }), await list(p.ids.editor, tokens.editor, { limit: 2, offset: 2 }), await list(p.ids.editor, tokens.editor, { limit: 2, offset: 4 })];
    assert.deepEqual(pages.map((page) => page.length), [2, 2, all.length - 4]);
    assert.deepEqual(pages.flat().map((n) => n.id), all.map((n) => n.id));
    assert.deepEqual(await list(p.ids.editor, tokens.editor, { limit: 2, offset: 100 }), []);
  });

  it("refuses another user's notifications", async () => {
    const result = await p.gql(LIST, { id: p.ids.admin }, { token: tokens.editor });
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'FORBIDDEN');
    assert.match(result.errors![0]!.message, VIETNAMESE);
    assert.equal(errorCode(await p.gql(LIST, { id: p.ids.editor })), 'UNAUTHENTICATED');
  });
});

describe('marking notifications read', () => {
  it('marks one of your own notifications read', async () => {
    const unread = (await list(p.ids.editor, tokens.editor)).find((n) => !n.is_read)!;
    const result = await p.gql(MARK_READ, { id: unread.id }, { token: tokens.editor });
    assert.equal(result.errors, undefined);
    assert.deepEqual(result.data!.update_read_notification_status, { id: unread.id, is_read: true, content: unread.content });
    const [row] = await p.db.select().from(notifications).where(eq(notifications.id, unread.id));
    assert.equal(row!.isRead, true);
  });

  it("answers NOT_FOUND for someone else's notification and leaves it unread", async () => {
    const [adminNote] = await p.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.ids.admin), eq(notifications.isRead, false)))
      .limit(1);
    assert.ok(adminNote, 'the admin has an unread notification');
    const result = await p.gql(MARK_READ, { id: adminNote.id }, { token: tokens.editor });
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'NOT_FOUND');
    // Exactly like a notification that does not exist.
    const missing = await p.gql(MARK_READ, { id: 987654 }, { token: tokens.editor });
    assert.deepEqual(missing.errors, result.errors);
    const [row] = await p.db.select().from(notifications).where(eq(notifications.id, adminNote.id));
    assert.equal(row!.isRead, false);
  });

  it('mark-all returns how many it marked and leaves everything read', async () => {
    const before = await storedFor(p.ids.qa);
    const unread = before.filter((n) => !n.isRead).length;
    assert.ok(unread >= 2, 'QA starts with unread notifications');
    await notifyUsers(p.db, p.services.pubSub, { userIds: [p.ids.qa], event: 'rejected', taskId: null, content: 'Thêm một thông báo' });

    const result = await p.gql(MARK_ALL, { userId: p.ids.qa }, { token: tokens.qa });
    assert.equal(result.errors, undefined);
    assert.equal(result.data!.mark_read_all_notification_by_user_id, unread + 1);
    assert.ok((await list(p.ids.qa, tokens.qa)).every((n) => n.is_read));
    assert.ok((await storedFor(p.ids.qa)).every((n) => n.isRead));

    const again = await p.gql(MARK_ALL, { userId: p.ids.qa }, { token: tokens.qa });
    assert.equal(again.data!.mark_read_all_notification_by_user_id, 0);
  });

  it("mark-all refuses another user's id and changes nothing", async () => {
    const before = (await storedFor(p.ids.admin)).filter((n) => !n.isRead).length;
    assert.ok(before > 0);
    const result = await p.gql(MARK_ALL, { userId: p.ids.admin }, { token: tokens.qa });
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'FORBIDDEN');
    assert.equal((await storedFor(p.ids.admin)).filter((n) => !n.isRead).length, before);
  });
});

describe('the task a notification points to', () => {
  it('is hidden from a user who may no longer see that task', async () => {
    const editor2Token = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const [editor2] = await p.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.editor2.email));
    const [othersTask] = await p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.editorId, p.ids.editor)).limit(1);
    // As after a reassignment: editor2 was notified about a task that is now editor's.
    await p.db.insert(notifications).values({ userId: editor2!.id, taskId: othersTask!.id, content: 'Việc cũ của bạn' });
    const notes = await list(editor2!.id, editor2Token);
    const note = notes.find((n) => n.content === 'Việc cũ của bạn');
    assert.ok(note);
    assert.equal(note.from_task, null);
    const mine = (await list(p.ids.editor, tokens.editor)).find((n) => n.from_task?.id === othersTask!.id);
    assert.ok(mine, "the task's own editor still sees it");
  });
});
