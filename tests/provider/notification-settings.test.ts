// Per-person notification settings, what each notice opens and the late-jobs check
// (docs/decisions/notification-settings.md). Each refusal beside the same request succeeding.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { notifications, tasks } from '../../provider/src/db/schema';
import { notifyLateJobs } from '../../provider/src/modules/notifications/late-jobs';
import { DEMO, errorCode } from './harness';
import { taskWorldForFile, walk, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world));

const SETTINGS = 'query { my_notification_settings { event label enabled } }';
const SAVE = 'mutation S($events: [NotificationEvent!]!) { save_notification_settings(events: $events) { event label enabled } }';
const LIST = 'query L($id: Int!) { get_notification_by_user_id(id: $id, limit: 20) { id content event link from_task { id } } }';

type Setting = { event: string; label: string; enabled: boolean };
type Listed = { id: number; content: string; event: string | null; link: string | null; from_task: { id: number } | null };

const enabledOf = (settings: Setting[]) => settings.filter((s) => s.enabled).map((s) => s.event);

async function listOf(role: 'admin' | 'editor' | 'qa') {
  const result = await w.p.gql<{ get_notification_by_user_id: Listed[] }>(LIST, { id: w.id[role] }, { token: w.token[role] });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.get_notification_by_user_id;
}

async function latestFor(userId: number, taskId: number) {
  return w.p.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.taskId, taskId))).orderBy(desc(notifications.id));
}

describe('notification settings', () => {
  it("an admin's defaults are the events that need them; an editor's are every event of their role", async () => {
    const admin = (await w.p.gql<{ my_notification_settings: Setting[] }>(SETTINGS, {}, { token: w.token.admin })).data!.my_notification_settings;
    assert.deepEqual(enabledOf(admin), ['rejected', 'batch', 'answer', 'late', 'registration']);
    assert.equal(admin.find((s) => s.event === 'moved')!.label, 'Việc chuyển trạng thái');
    const editor = (await w.p.gql<{ my_notification_settings: Setting[] }>(SETTINGS, {}, { token: w.token.editor })).data!.my_notification_settings;
    assert.deepEqual(enabledOf(editor), ['assigned', 'moved', 'rejected', 'updated', 'answer', 'late']);
    // Registrations and batches are not an editor's business: not even offered.
    assert.equal(editor.some((s) => s.event === 'registration' || s.event === 'batch'), false);
  });

  it("by default a move does not notify the admin; a rejection does", async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const inReview = await walk(w, card, [['InProgress', 'editor'], ['WaitApprove', 'editor']]);
    assert.equal((await latestFor(w.id.admin, card.id)).length, 0);
    // Positive control: the QA (default: every move) heard both moves.
    assert.equal((await latestFor(w.id.qa, card.id)).length >= 2, true);
    await walk(w, inReview, [['Reject', 'qa', { comment: 'Làm lại nền' }]]);
    const [rejected] = await latestFor(w.id.admin, card.id);
    assert.deepEqual([rejected!.event, rejected!.content.includes('đã từ chối việc')], ['rejected', true]);
  });

  it('a saved choice changes what arrives: the editor turns moves off and still hears assignments', async () => {
    const off = await w.p.gql<{ save_notification_settings: Setting[] }>(SAVE, { events: ['assigned', 'rejected'] }, { token: w.token.editor });
    assert.equal(off.errors, undefined, JSON.stringify(off.errors));
    assert.deepEqual(enabledOf(off.data!.save_notification_settings), ['assigned', 'rejected']);
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    await walk(w, card, [['InProgress', 'admin']]);
    const notes = await latestFor(w.id.editor, card.id);
    assert.deepEqual(notes.map((n) => n.event), ['assigned']);
    // Back on: the next move arrives.
    await w.p.gql(SAVE, { events: ['assigned', 'moved', 'rejected'] }, { token: w.token.editor });
    const [current] = await w.p.db.select().from(tasks).where(eq(tasks.id, card.id));
    await walk(w, { ...card, version: current!.version, status: 'InProgress' }, [['Waiting', 'admin']]);
    assert.deepEqual((await latestFor(w.id.editor, card.id)).map((n) => n.event), ['moved', 'assigned']);
    await w.p.gql(SAVE, { events: ['assigned', 'moved', 'rejected', 'updated', 'answer', 'late'] }, { token: w.token.editor });
  });

  it('an event outside the role is refused and nothing is saved; signed out is refused', async () => {
    const before = (await w.p.gql<{ my_notification_settings: Setting[] }>(SETTINGS, {}, { token: w.token.qa })).data!.my_notification_settings;
    const refused = await w.p.gql(SAVE, { events: ['moved', 'registration'] }, { token: w.token.qa });
    assert.equal(errorCode(refused), 'BAD_USER_INPUT');
    assert.equal(refused.errors![0]!.message, 'Có loại thông báo không dành cho vai trò của bạn.');
    const after = (await w.p.gql<{ my_notification_settings: Setting[] }>(SETTINGS, {}, { token: w.token.qa })).data!.my_notification_settings;
    assert.deepEqual(after, before);
    assert.equal(errorCode(await w.p.gql(SAVE, { events: ['moved'] })), 'UNAUTHENTICATED');
    // Positive control: the same QA saving events of their role.
    const saved = await w.p.gql<{ save_notification_settings: Setting[] }>(SAVE, { events: ['moved', 'answer'] }, { token: w.token.qa });
    assert.deepEqual(enabledOf(saved.data!.save_notification_settings), ['moved', 'answer']);
    // A customer has no staff settings.
    const customer = await w.p.cloudLogin(DEMO.cloud.account);
    assert.equal(errorCode(await w.p.gql(SETTINGS, {}, { token: customer })), 'UNAUTHENTICATED');
  });
});

describe('what a notification opens', () => {
  it("a customer's new batch opens that batch on the customer's files page", async () => {
    const customer = await w.p.cloudLogin(DEMO.cloud.account);
    const created = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'Lô thông báo', request: '' } }, { token: customer });
    const batchId = created.data!.create_cloud_batch.id;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
    const answer = await tusClient(new URL(w.p.url).origin, customer).upload('/uploads', { filename: 'mot.png', batchId: String(batchId) }, png);
    assert.equal(answer.status, 204);
    const me = (await w.p.gql<{ cloud_me: { id: number } }>('query { cloud_me { id } }', {}, { token: customer })).data!.cloud_me;
    const note = (await listOf('admin')).find((n) => n.content.endsWith('đã tải lên lô mới: Lô thông báo'));
    assert.ok(note, 'the admin is told of the new batch');
    assert.deepEqual([note.event, note.link, note.from_task], ['batch', `/nguoi-dung-cloud/${me.id}#lo-${batchId}`, null]);
  });

  it('a job notice opens the job (from_task), with no separate link', async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const note = (await listOf('editor')).find((n) => n.from_task?.id === card.id);
    assert.ok(note);
    assert.deepEqual([note.event, note.link], ['assigned', null]);
  });
});

describe('late jobs', () => {
  it('an open job past its due time is announced once, to the admins and its editor; a finished one never', async () => {
    const late = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const done = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const onTime = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const past = new Date(Date.now() - 3_600_000);
    await w.p.db.update(tasks).set({ dueAt: past }).where(eq(tasks.id, late.id));
    await w.p.db.update(tasks).set({ dueAt: past, status: 8, completedAt: new Date() }).where(eq(tasks.id, done.id));
    await w.p.db.update(tasks).set({ dueAt: new Date(Date.now() + 3_600_000) }).where(eq(tasks.id, onTime.id));

    assert.equal(await notifyLateJobs(w.p.db, w.p.services.pubSub), 1);
    for (const userId of [w.id.admin, w.id.editor]) {
      const [note] = await latestFor(userId, late.id);
      assert.deepEqual([note!.event, note!.content], ['late', `Việc «${late.taskName}» đã trễ hạn`]);
    }
    // The QA is not told (not their job to hurry), nor anyone of the finished or on-time job.
    assert.equal((await latestFor(w.id.qa, late.id)).filter((n) => n.event === 'late').length, 0);
    assert.equal((await latestFor(w.id.admin, done.id)).length, 0);
    assert.equal((await latestFor(w.id.admin, onTime.id)).length, 0);
    // Once per job: the next check tells nobody again.
    assert.equal(await notifyLateJobs(w.p.db, w.p.services.pubSub), 0);
    assert.equal((await latestFor(w.id.admin, late.id)).length, 1);
  });
});
