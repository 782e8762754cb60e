import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../provider/src/db/schema';
import { DEMO, errorCode, providerForFile, VIETNAMESE, type TestProvider } from './harness';

const USER_FIELDS = 'id email first_name last_name active role { id role_name } last_seen_at show_password is_online';
const LAST_SEEN = `mutation LastSeen($userId: Int!, $offline: Boolean) {
  update_user_last_seen(userId: $userId, isChangeToOffline: $offline) { id last_seen_at is_online }
}`;

let p: TestProvider;
let tokens: Record<'editor' | 'admin', string>;

providerForFile(async (started) => {
  p = started;
  tokens = { editor: await p.login(DEMO.editor.email, DEMO.editor.password), admin: await p.login(DEMO.admin.email, DEMO.admin.password) };
});

async function lastSeenRow(id: number) {
  const [row] = await p.db.select({ lastSeenAt: users.lastSeenAt, isOffline: users.isOffline }).from(users).where(eq(users.id, id));
  return row!;
}

describe('users', () => {
  it('lists every staff account to an admin with its role and never a password', async () => {
    const result = await p.gql(`{ users(input: {}) { ${USER_FIELDS} } }`, {}, { token: tokens.admin });
    assert.equal(result.errors, undefined);
    const list = result.data!.users as { email: string; role: { id: number; role_name: string } | null; show_password: string | null; active: boolean }[];
    assert.deepEqual(
      list.map((u) => u.email).sort(),
      [DEMO.admin.email, DEMO.editor.email, DEMO.editor2.email, DEMO.pending.email, DEMO.qa.email].sort(),
    );
    for (const user of list) assert.equal(user.show_password, null, `${user.email} shows a password`);
    assert.deepEqual(list.find((u) => u.email === DEMO.admin.email)!.role, { id: 1, role_name: 'Admin' });
    assert.deepEqual(list.find((u) => u.email === DEMO.qa.email)!.role, { id: 2, role_name: 'QA' });
    const pending = list.find((u) => u.email === DEMO.pending.email)!;
    assert.equal(pending.role, null);
    assert.equal(pending.active, false);
    // No field anywhere carries a password hash.
    assert.doesNotMatch(JSON.stringify(result), /argon2/);
  });

  it('filters by active and by role', async () => {
    const active = await p.gql('{ users(input: { active: true }) { email active } }', {}, { token: tokens.editor });
    assert.equal(active.data!.users.length, 4);
    assert.ok(active.data!.users.every((u: { active: boolean }) => u.active));
    const editors = await p.gql('{ users(input: { roleId: 3 }) { email } }', {}, { token: tokens.editor });
    assert.deepEqual(editors.data!.users.map((u: { email: string }) => u.email).sort(), [DEMO.editor.email, DEMO.editor2.email].sort());
  });

  it('requires a signed-in staff user', async () => {
    const result = await p.gql('{ users(input: {}) { id } }');
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
    assert.match(result.errors![0]!.message, VIETNAMESE);
  });

  it('reads one user by id, and null for an unknown id', async () => {
    const result = await p.gql(`query U($id: Int!) { user(id: $id) { ${USER_FIELDS} } }`, { id: p.ids.qa }, { token: tokens.editor });
    assert.equal(result.errors, undefined);
    assert.equal(result.data!.user.id, p.ids.qa);
    assert.equal(result.data!.user.email, DEMO.qa.email);
    assert.equal(result.data!.user.first_name, 'Kiểm Duyệt');
    assert.equal(result.data!.user.last_name, 'Trần');
    assert.deepEqual(result.data!.user.role, { id: 2, role_name: 'QA' });
    assert.equal(result.data!.user.show_password, null);

    const missing = await p.gql('{ user(id: 999999) { id } }', {}, { token: tokens.editor });
    assert.equal(missing.errors, undefined);
    assert.equal(missing.data!.user, null);
  });
});

describe('update_user_last_seen', () => {
  it('moves last_seen_at to now and marks the user online, then offline on request', async () => {
    const longAgo = new Date(Date.now() - 3600_000);
    await p.db.update(users).set({ lastSeenAt: longAgo, isOffline: false }).where(eq(users.id, p.ids.editor));
    const beforeCall = await p.gql('query U($id: Int!) { user(id: $id) { last_seen_at is_online } }', { id: p.ids.editor }, { token: tokens.editor });
    assert.equal(beforeCall.data!.user.is_online, false, 'seen an hour ago is offline');
    assert.equal(new Date(beforeCall.data!.user.last_seen_at).getTime(), longAgo.getTime());

    const online = await p.gql(LAST_SEEN, { userId: p.ids.editor }, { token: tokens.editor });
    assert.equal(online.errors, undefined);
    assert.equal(online.data!.update_user_last_seen.id, p.ids.editor);
    assert.equal(online.data!.update_user_last_seen.is_online, true);
    const seenAt = new Date(online.data!.update_user_last_seen.last_seen_at).getTime();
    assert.ok(seenAt > longAgo.getTime(), 'last_seen_at moved forward');
    // Other users see the same.
    const seenByAdmin = await p.gql('query U($id: Int!) { user(id: $id) { last_seen_at is_online } }', { id: p.ids.editor }, { token: tokens.admin });
    assert.deepEqual(seenByAdmin.data!.user, { last_seen_at: online.data!.update_user_last_seen.last_seen_at, is_online: true });

    const offline = await p.gql(LAST_SEEN, { userId: p.ids.editor, offline: true }, { token: tokens.editor });
    assert.equal(offline.errors, undefined);
    assert.equal(offline.data!.update_user_last_seen.is_online, false);
    assert.ok(new Date(offline.data!.update_user_last_seen.last_seen_at).getTime() >= seenAt);
    assert.equal((await lastSeenRow(p.ids.editor)).isOffline, true);

    // Coming back clears the offline flag.
    const back = await p.gql(LAST_SEEN, { userId: p.ids.editor, offline: false }, { token: tokens.editor });
    assert.equal(back.data!.update_user_last_seen.is_online, true);
  });

  it("refuses to update another user's last seen, and changes nothing", async () => {
    const longAgo = new Date(Date.now() - 7200_000);
    await p.db.update(users).set({ lastSeenAt: longAgo, isOffline: false }).where(eq(users.id, p.ids.admin));
    for (const offline of [false, true]) {
      const result = await p.gql(LAST_SEEN, { userId: p.ids.admin, offline }, { token: tokens.editor });
      assert.equal(result.data, null);
      assert.equal(errorCode(result), 'FORBIDDEN');
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    const row = await lastSeenRow(p.ids.admin);
    assert.equal(row.lastSeenAt?.getTime(), longAgo.getTime());
    assert.equal(row.isOffline, false);
  });

  it('requires a token', async () => {
    const result = await p.gql(LAST_SEEN, { userId: p.ids.editor });
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
  });
});
