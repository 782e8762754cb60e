// The first admin of a production database (`npm run create-admin`, docs/decisions/first-admin.md)
// and every temporary password: until its holder sets their own, the provider refuses every
// operation but reading who they are, changing the password and signing out — GraphQL (through
// fragments too), realtime tickets, downloads and uploads. The same requests succeed once the
// password is changed (the positive control), and for an admin who never had a temporary one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { PASSWORD_CHANGE_REQUIRED } from '../../provider/src/auth/password-change-gate';
import { auditLog, cloudFiles, tasks, users } from '../../provider/src/db/schema';
import { createAdmin } from '../../provider/src/modules/admin/create-admin';
import { DEMO, errorCode, TICKET, VIETNAMESE } from './harness';
import { customerForFile, tusClient } from './tus-support';

const file = customerForFile();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);
const LOGIN = 'query L($i: LoginInput!) { login(input: $i) { token user { must_change_password } } }';
const CHANGE = 'mutation C($i: ChangeMyPasswordInput!) { change_my_password(input: $i) { token user { must_change_password } } }';

/** Operations a signed-in admin does every day: each must be refused before the change and answered after it. */
const EVERYDAY = {
  board: '{ tasks { id } }',
  // The refused field behind a fragment, beside an allowed one.
  'a fragment': '{ me { id } ...Staff } fragment Staff on Query { staff_page(input: {}) { total } }',
  'a mutation': 'mutation { update_my_profile(input: { first_name: "An", last_name: "Nguyễn" }) { id } }',
  'a realtime ticket': TICKET,
};

/** A cloud file of the demo customer's, for the download checks. */
async function customerFileId() {
  const batch = await file.batch('Lô của khách');
  const uploaded = await file.tus.upload('/uploads', { filename: 'anh.png', batchId: String(batch) }, PNG);
  assert.equal(uploaded.status, 204);
  const [row] = await file.p.db.select({ id: cloudFiles.id }).from(cloudFiles).where(eq(cloudFiles.batchId, batch));
  return row!.id;
}

async function signIn(email: string, password: string) {
  const result = await file.p.gql<{ login: { token: string; user: { must_change_password: boolean } } }>(LOGIN, { i: { email, password } });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.login;
}

/** What each everyday request gets with `token`: the error code (or 'ok') per operation, and the download's HTTP status. */
async function everyday(token: string, fileId: number) {
  const codes: Record<string, string> = {};
  for (const [name, query] of Object.entries(EVERYDAY)) {
    const result = await file.p.gql(query, {}, { token });
    codes[name] = String(errorCode(result) ?? 'ok');
    if (result.errors) assert.equal(result.errors[0]!.message, PASSWORD_CHANGE_REQUIRED);
  }
  const download = await fetch(`${file.origin}/cloud-files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  const [task] = await file.p.db.select({ id: tasks.id }).from(tasks).limit(1);
  const upload = await tusClient(file.origin, token).create('/task-uploads', PNG.length, { filename: 'ket-qua.png', taskId: String(task!.id) });
  return { codes, download: download.status, upload: upload.status };
}

describe('create-admin and the first sign-in', () => {
  test('creates an active admin with a one-time password that works only to replace itself; afterwards everything is answered', async () => {
    const fileId = await customerFileId();
    const created = await createAdmin(file.p.db, { email: ' Chu.Studio@Example.VN ' });
    assert.equal(created.email, 'chu.studio@example.vn');
    assert.match(created.password, /^[A-Za-z0-9]{12}$/);
    const [row] = await file.p.db.select().from(users).where(eq(users.id, created.id));
    assert.deepEqual({ role: row!.roleId, active: row!.active, must: row!.mustChangePassword, name: `${row!.lastName} ${row!.firstName}` }, { role: 1, active: true, must: true, name: 'Quản trị viên' });
    assert.notEqual(row!.passwordHash, created.password);
    const [audit] = await file.p.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    assert.match(audit!.summary, /create-admin/);
    assert.ok(!JSON.stringify(audit).includes(created.password), 'the password reached the audit log');

    const first = await signIn(created.email, created.password);
    assert.equal(first.user.must_change_password, true);
    // Who they are is answered (the change-password screen shows it).
    const me = await file.p.gql('{ me { email must_change_password } }', {}, { token: first.token });
    assert.deepEqual(me.data, { me: { email: created.email, must_change_password: true } });

    const refused = await everyday(first.token, fileId);
    assert.deepEqual(refused, { codes: { board: 'FORBIDDEN', 'a fragment': 'FORBIDDEN', 'a mutation': 'FORBIDDEN', 'a realtime ticket': 'FORBIDDEN' }, download: 401, upload: 401 });
    assert.match(PASSWORD_CHANGE_REQUIRED, VIETNAMESE);
    // Nothing changed by the refused mutation.
    const [unchanged] = await file.p.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, created.id));
    assert.equal(unchanged!.firstName, 'viên');

    const changed = await file.p.gql<{ change_my_password: { token: string; user: { must_change_password: boolean } } }>(CHANGE, { i: { currentPassword: created.password, newPassword: 'MatKhauRieng@2026' } }, { token: first.token });
    assert.equal(changed.errors, undefined, JSON.stringify(changed.errors));
    assert.equal(changed.data!.change_my_password.user.must_change_password, false);

    // Positive control: the same requests, answered.
    const answered = await everyday(changed.data!.change_my_password.token, fileId);
    assert.deepEqual(answered, { codes: { board: 'ok', 'a fragment': 'ok', 'a mutation': 'ok', 'a realtime ticket': 'ok' }, download: 200, upload: 201 });
    // The one-time password is spent.
    const again = await file.p.gql(LOGIN, { i: { email: created.email, password: created.password } }, { clientIp: '10.9.9.9' });
    assert.equal(errorCode(again), 'UNAUTHENTICATED');
  });

  test('an admin who never had a temporary password is not held (the gate looks at the flag, not the role)', async () => {
    const fileId = await customerFileId();
    const demo = await signIn(DEMO.admin.email, DEMO.admin.password);
    assert.equal(demo.user.must_change_password, false);
    const result = await everyday(demo.token, fileId);
    assert.deepEqual(result.codes, { board: 'ok', 'a fragment': 'ok', 'a mutation': 'ok', 'a realtime ticket': 'ok' });
    assert.deepEqual([result.download, result.upload], [200, 201]);
  });

  test('refuses a taken email and a malformed one, creating nothing', async () => {
    const before = await file.p.db.$count(users);
    await assert.rejects(createAdmin(file.p.db, { email: DEMO.admin.email }), /Email này đã được đăng ký/);
    await assert.rejects(createAdmin(file.p.db, { email: 'khong-phai-email' }), /Nhập email hợp lệ/);
    assert.equal(await file.p.db.$count(users), before);
    // Positive control: a new address is created.
    await createAdmin(file.p.db, { email: 'quan-tri-2@example.vn', lastName: 'Trần', firstName: 'Bình' });
    assert.equal(await file.p.db.$count(users), before + 1);
  });
});
