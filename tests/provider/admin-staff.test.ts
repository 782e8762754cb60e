// Issue 10: staff accounts and approvals — search, create, temporary passwords, deactivation that
// ends sessions and closes sockets, the last-admin rule, approval and refusal of registrations.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, notifications, users } from '../../provider/src/db/schema';
import { DEMO, errorCode, providerForFile, VIETNAMESE, type Json, type TestProvider, within } from './harness';
import { trustedSubscription } from '../../provider/src/realtime/screen';

let p: TestProvider;
let admin: string;

const STAFF_PAGE = 'query Q($i: StaffListInput!) { staff_page(input: $i) { total items { id email last_name first_name role { id } active } } }';
const CREATE = 'mutation M($i: CreateStaffInput!) { create_staff(input: $i) { temporary_password user { id email must_change_password role { id } } } }';
const UPDATE = 'mutation M($i: UpdateStaffInput!) { update_staff(input: $i) { id role { id } level } }';
const SET_ACTIVE = 'mutation M($id: Int!, $a: Boolean!) { set_staff_active(id: $id, active: $a) { id active } }';
const LOGIN = 'query L($i: LoginInput!) { login(input: $i) { token user { id must_change_password } } }';
const ME = '{ me { id role { id } } }';

providerForFile(async (started) => {
  p = started;
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
});

let ipCounter = 0;
const freshIp = () => `10.10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A login from an address of its own (the login limit counts per address). */
const signIn = (email: string, password: string) => p.gql(LOGIN, { i: { email, password } }, { clientIp: freshIp() });

async function createStaff(email: string, roleId = 3) {
  const result = await p.gql(CREATE, { i: { email, first_name: 'Văn Tạm', last_name: 'Đặng', role_id: roleId, level: 1 } }, { token: admin });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.create_staff as { temporary_password: string; user: { id: number; email: string; must_change_password: boolean } };
}

/** A live task_updated subscription of the user (a probe event proves it is registered). */
async function liveSubscription(token: string, userId: number) {
  const client = p.wsClient({ ticket: await p.realtimeTicket(token) });
  const iterator = client.iterate(trustedSubscription('ReceiveMessage', { userId })) as AsyncIterableIterator<Json>;
  const first = iterator.next();
  const probing = setInterval(() => p.services.pubSub.publish('task_updated', userId, { from_task_id: null, body: 'probe', warning: false }), 50);
  try {
    const result = await within(first, 10_000, 'subscription never became live');
    assert.equal(result.done, false);
  } finally {
    clearInterval(probing);
  }
  return iterator;
}

/** Resolves with the close code once the socket closes (draining any probes still queued). */
async function closeCode(iterator: AsyncIterableIterator<Json>): Promise<number> {
  try {
    for (;;) {
      const result = await iterator.next();
      if (result.done) return 1000;
    }
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  }
}

describe('the staff list', () => {
  it('searches without diacritics or case, filters by role and state, and pages', async () => {
    const found = await p.gql(STAFF_PAGE, { i: { search: 'nguyen' } }, { token: admin });
    assert.equal(found.errors, undefined);
    assert.deepEqual(found.data!.staff_page.items.map((u: Json) => u.email), [DEMO.admin.email]);
    const accented = await p.gql(STAFF_PAGE, { i: { search: 'TRẦN' } }, { token: admin });
    assert.deepEqual(accented.data!.staff_page.items.map((u: Json) => u.email), [DEMO.qa.email]);

    const editors = await p.gql(STAFF_PAGE, { i: { role_id: 3, active: true } }, { token: admin });
    assert.deepEqual(editors.data!.staff_page.items.map((u: Json) => u.email).sort(), [DEMO.editor.email, DEMO.editor2.email].sort());
    // Pending registrations (no role yet) are on /phe-duyet-tai-khoan, not in this list.
    const all = await p.gql(STAFF_PAGE, { i: {} }, { token: admin });
    assert.ok(!all.data!.staff_page.items.some((u: Json) => u.email === DEMO.pending.email));

    const firstPage = await p.gql(STAFF_PAGE, { i: { page: 1, page_size: 2 } }, { token: admin });
    const secondPage = await p.gql(STAFF_PAGE, { i: { page: 2, page_size: 2 } }, { token: admin });
    assert.equal(firstPage.data!.staff_page.items.length, 2);
    assert.equal(firstPage.data!.staff_page.total, all.data!.staff_page.total);
    const firstIds = firstPage.data!.staff_page.items.map((u: Json) => u.id);
    assert.ok(secondPage.data!.staff_page.items.every((u: Json) => !firstIds.includes(u.id)));
  });
});

describe('creating accounts and resetting passwords', () => {
  it('creates an account with a temporary password that must be changed, and audits it', async () => {
    const created = await createStaff('nv.moi@tm.local');
    assert.match(created.temporary_password, /^[A-Za-z0-9]{12}$/);
    const login = await signIn('nv.moi@tm.local', created.temporary_password);
    assert.equal(login.errors, undefined, JSON.stringify(login.errors));
    assert.equal(login.data!.login.user.must_change_password, true);

    const changed = await p.gql(
      'mutation C($i: ChangeMyPasswordInput!) { change_my_password(input: $i) { user { must_change_password } } }',
      { i: { currentPassword: created.temporary_password, newPassword: 'MatKhauMoi@2026' } },
      { token: login.data!.login.token },
    );
    assert.equal(changed.errors, undefined, JSON.stringify(changed.errors));
    assert.equal(changed.data!.change_my_password.user.must_change_password, false);

    const rows = await p.db.select().from(auditLog).where(and(eq(auditLog.entityId, created.user.id), eq(auditLog.action, 'create')));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.actorId, p.ids.admin);
    assert.ok(!JSON.stringify(rows).includes(created.temporary_password), 'the password reached the log');
  });

  it('refuses a taken email and bad fields in Vietnamese, changing nothing', async () => {
    for (const [input, field] of [
      [{ email: DEMO.editor.email, first_name: 'A', last_name: 'B', role_id: 3, level: 1 }, 'email'],
      [{ email: 'x1@tm.local', first_name: '', last_name: 'B', role_id: 3, level: 1 }, 'firstName'],
      [{ email: 'x2@tm.local', first_name: 'A', last_name: 'B', role_id: 9, level: 1 }, 'roleId'],
      [{ email: 'x3@tm.local', first_name: 'A', last_name: 'B', role_id: 3, level: 0 }, 'level'],
    ] as const) {
      const result = await p.gql(CREATE, { i: input }, { token: admin });
      assert.equal(errorCode(result), 'BAD_USER_INPUT', JSON.stringify(result.errors));
      assert.equal(result.errors![0]!.extensions!.field, field);
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    const stray = await p.db.select().from(users).where(like(users.email, 'x_@tm.local'));
    assert.equal(stray.length, 0);
  });

  it('a reset ends the user’s sessions; the temporary password logs in and must be changed', async () => {
    const created = await createStaff('nv.quenmk@tm.local');
    const first = await signIn('nv.quenmk@tm.local', created.temporary_password);
    const oldToken = first.data!.login.token;
    assert.equal((await p.gql(ME, {}, { token: oldToken })).errors, undefined);

    const reset = await p.gql('mutation R($id: Int!) { reset_staff_password(id: $id) { temporary_password user { must_change_password } } }', { id: created.user.id }, { token: admin });
    assert.equal(reset.errors, undefined, JSON.stringify(reset.errors));
    assert.equal(errorCode(await p.gql(ME, {}, { token: oldToken })), 'UNAUTHENTICATED');
    const again = await signIn('nv.quenmk@tm.local', reset.data!.reset_staff_password.temporary_password);
    assert.equal(again.errors, undefined);
    assert.equal(again.data!.login.user.must_change_password, true);
  });
});

/** The password a new account sets in place of its temporary one. */
const OWN_PASSWORD = 'MatKhauRieng@2026';

/**
 * Signs in with the temporary password and replaces it with OWN_PASSWORD, as the first sign-in
 * requires (nothing else is answered before: tests/provider/first-admin.test.ts); the new token.
 */
async function signInAndSetOwnPassword(email: string, temporaryPassword: string): Promise<string> {
  const first = (await signIn(email, temporaryPassword)).data!.login.token as string;
  const changed = await p.gql('mutation C($i: ChangeMyPasswordInput!) { change_my_password(input: $i) { token } }', { i: { currentPassword: temporaryPassword, newPassword: OWN_PASSWORD } }, { token: first });
  assert.equal(changed.errors, undefined, JSON.stringify(changed.errors));
  return changed.data!.change_my_password.token;
}

describe('deactivation and role changes', () => {
  /** A new staff account, signed in with its own password and subscribed; `closing` is its socket's close code. */
  async function signedInAndListening(email: string) {
    const created = await createStaff(email);
    const token = await signInAndSetOwnPassword(email, created.temporary_password);
    const closing = closeCode(await liveSubscription(token, created.user.id));
    return { created, token, closing };
  }

  it('deactivation ends every session, closes the realtime socket within 5 s and the login says the account is locked', async () => {
    const { created, token, closing } = await signedInAndListening('nv.khoa@tm.local');
    const off = await p.gql(SET_ACTIVE, { id: created.user.id, a: false }, { token: admin });
    assert.equal(off.errors, undefined, JSON.stringify(off.errors));
    // The 30-second sweep would be too late: the sessions_ended event closes it at once.
    assert.equal(await within(closing, 5_000, 'socket still open'), 4403);
    assert.equal(errorCode(await p.gql(ME, {}, { token })), 'UNAUTHENTICATED');

    const refused = await signIn('nv.khoa@tm.local', OWN_PASSWORD);
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.match(refused.errors![0]!.message, /bị khóa/);

    const on = await p.gql(SET_ACTIVE, { id: created.user.id, a: true }, { token: admin });
    assert.equal(on.errors, undefined);
    const back = await signIn('nv.khoa@tm.local', OWN_PASSWORD);
    assert.equal(back.errors, undefined);
    const actions = await p.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, created.user.id));
    assert.deepEqual(actions.map((a) => a.action).filter((a) => a !== 'create'), ['deactivate', 'reactivate']);
  });

  it('a role change ends the sessions; the new login carries the new role', async () => {
    const { created, token, closing } = await signedInAndListening('nv.doivaitro@tm.local');
    const changed = await p.gql(UPDATE, { i: { id: created.user.id, first_name: 'Văn Tạm', last_name: 'Đặng', role_id: 2, level: 3 } }, { token: admin });
    assert.equal(changed.errors, undefined, JSON.stringify(changed.errors));
    assert.equal(await within(closing, 5_000, 'socket still open'), 4403);
    assert.equal(errorCode(await p.gql(ME, {}, { token })), 'UNAUTHENTICATED');
    const again = await signIn('nv.doivaitro@tm.local', OWN_PASSWORD);
    const me = await p.gql(ME, {}, { token: again.data!.login.token });
    assert.equal(me.data!.me.role.id, 2);
    const [row] = await p.db.select().from(auditLog).where(and(eq(auditLog.entityId, created.user.id), eq(auditLog.action, 'update')));
    assert.deepEqual(row!.before, { role: 'Editor', level: 1 });
    assert.deepEqual(row!.after, { role: 'QA', level: 3 });
  });

  it('the last active admin cannot be deactivated or demoted; with a second admin it can', async () => {
    const demoteSelf = await p.gql(UPDATE, { i: { id: p.ids.admin, first_name: 'Quản Trị', last_name: 'Nguyễn', role_id: 3, level: 1 } }, { token: admin });
    assert.equal(errorCode(demoteSelf), 'BAD_USER_INPUT');
    assert.match(demoteSelf.errors![0]!.message, /cuối cùng/);

    const second = await createStaff('admin2@tm.local', 1);
    const admin2 = await signInAndSetOwnPassword('admin2@tm.local', second.temporary_password);
    // admin2 may deactivate the first admin now (admin2 stays) …
    const off = await p.gql(SET_ACTIVE, { id: p.ids.admin, a: false }, { token: admin2 });
    assert.equal(off.errors, undefined, JSON.stringify(off.errors));
    // … but now admin2 is the last one: demoting admin2 is refused, and nothing changed.
    const demote2 = await p.gql(UPDATE, { i: { id: second.user.id, first_name: 'Văn Tạm', last_name: 'Đặng', role_id: 3, level: 1 } }, { token: admin2 });
    assert.equal(errorCode(demote2), 'BAD_USER_INPUT');
    const [still] = await p.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, second.user.id));
    assert.equal(still!.roleId, 1);

    const on = await p.gql(SET_ACTIVE, { id: p.ids.admin, a: true }, { token: admin2 });
    assert.equal(on.errors, undefined);
    admin = await p.login(DEMO.admin.email, DEMO.admin.password, { clientIp: freshIp() });
  });
});

describe('approving registrations', () => {
  it('admins are notified of a registration; approval as editor lets the person in with that role', async () => {
    const register = await p.gql('mutation R($i: RegisterStaffInput!) { register_staff(input: $i) { message } }', {
      i: { email: 'ungvien@tm.local', password: 'UngVien@2026', first_name: 'Viên', last_name: 'Ứng' },
    });
    assert.equal(register.errors, undefined);
    const notes = await p.db.select().from(notifications).where(and(eq(notifications.userId, p.ids.admin), like(notifications.content, '%ungvien@tm.local%')));
    assert.equal(notes.length, 1);

    const waiting = await signIn('ungvien@tm.local', 'UngVien@2026');
    assert.match(waiting.errors![0]!.message, /chờ quản trị viên phê duyệt/);

    const pending = await p.gql('{ pending_registrations { id email } }', {}, { token: admin });
    const entry = pending.data!.pending_registrations.find((r: Json) => r.email === 'ungvien@tm.local');
    assert.ok(entry);
    const approved = await p.gql('mutation A($id: Int!) { approve_registration(id: $id, role_id: 3) { active role { id } } }', { id: entry.id }, { token: admin });
    assert.deepEqual(approved.data!.approve_registration, { active: true, role: { id: 3 } });
    const login = await signIn('ungvien@tm.local', 'UngVien@2026');
    assert.equal(login.errors, undefined);
    const twice = await p.gql('mutation A($id: Int!) { approve_registration(id: $id, role_id: 1) { id } }', { id: entry.id }, { token: admin });
    assert.equal(errorCode(twice), 'BAD_USER_INPUT');
  });

  it('a refusal needs a reason, and the login then gives it', async () => {
    await p.gql('mutation R($i: RegisterStaffInput!) { register_staff(input: $i) { message } }', {
      i: { email: 'khongnhan@tm.local', password: 'KhongNhan@2026', first_name: 'Nhận', last_name: 'Không' },
    });
    const [row] = await p.db.select({ id: users.id }).from(users).where(eq(users.email, 'khongnhan@tm.local'));
    const empty = await p.gql('mutation J($id: Int!) { reject_registration(id: $id, reason: "  ") }', { id: row!.id }, { token: admin });
    assert.equal(errorCode(empty), 'BAD_USER_INPUT');
    assert.match(empty.errors![0]!.message, VIETNAMESE);
    const [unchanged] = await p.db.select({ rejectedAt: users.rejectedAt }).from(users).where(eq(users.id, row!.id));
    assert.equal(unchanged!.rejectedAt, null);

    const rejected = await p.gql('mutation J($id: Int!) { reject_registration(id: $id, reason: "Không phải nhân viên studio") }', { id: row!.id }, { token: admin });
    assert.equal(rejected.errors, undefined);
    const login = await signIn('khongnhan@tm.local', 'KhongNhan@2026');
    assert.equal(errorCode(login), 'FORBIDDEN');
    assert.match(login.errors![0]!.message, /bị từ chối.*Không phải nhân viên studio/);
    const pending = await p.gql('{ pending_registrations { email } }', {}, { token: admin });
    assert.ok(!pending.data!.pending_registrations.some((r: Json) => r.email === 'khongnhan@tm.local'));
  });
});
