import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { cloudUsers, users } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, VIETNAMESE, type TestProvider } from './harness';

const LOGIN = `query Login($input: LoginInput!) {
  login(input: $input) { token user { id email first_name last_name active role { id role_name } show_password } }
}`;
const CLOUD_LOGIN = `query CloudLogin($input: CloudUserLoginInput!) {
  cloudUserLogin(input: $input) { token cloudUserLogin { id account first_name last_name active } }
}`;
const REGISTER_STAFF = 'mutation Register($input: RegisterStaffInput!) { register_staff(input: $input) { message } }';
const REGISTER_CLOUD = 'mutation RegisterCloud($input: RegisterCloudUserInput!) { register_cloud_user(input: $input) { message } }';
const ME = '{ me { id email role { id role_name } } }';

let p: TestProvider;
before(async () => {
  p = await startTestProvider();
});
after(async () => {
  await p?.close();
});

/** Every login in this file comes from its own address, so per-client counters never add up. */
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function loginResult(email: string, password: string) {
  return p.gql(LOGIN, { input: { email, password } }, { clientIp: freshIp() });
}

async function staffCount() {
  const [row] = await p.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('staff and cloud login', () => {
  for (const [name, account, roleId, roleName] of [
    ['admin', DEMO.admin, 1, 'Admin'],
    ['qa', DEMO.qa, 2, 'QA'],
    ['editor', DEMO.editor, 3, 'Editor'],
    ['editor2', DEMO.editor2, 3, 'Editor'],
  ] as const) {
    it(`${name} logs in and sees their role`, async () => {
      const result = await loginResult(account.email, account.password);
      assert.equal(result.errors, undefined);
      const { token, user } = result.data!.login;
      assert.equal(typeof token, 'string');
      assert.ok(token.split('.').length === 3, 'token is a JWT');
      assert.equal(user.email, account.email);
      assert.equal(user.active, true);
      assert.deepEqual(user.role, { id: roleId, role_name: roleName });
      assert.equal(user.show_password, null);
      // The token works for `me`.
      const me = await p.gql(ME, {}, { token });
      assert.equal(me.errors, undefined);
      assert.equal(me.data!.me.email, account.email);
      assert.equal(me.data!.me.id, user.id);
    });
  }

  it('accepts the email in any case and with surrounding spaces', async () => {
    const result = await loginResult('  Editor@TM.Local ', DEMO.editor.password);
    assert.equal(result.errors, undefined);
    assert.equal(result.data!.login.user.email, DEMO.editor.email);
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const wrong = await loginResult(DEMO.editor2.email, 'Sai-mat-khau-1');
    const unknown = await loginResult('khong-ton-tai@tm.local', 'Sai-mat-khau-1');
    assert.equal(wrong.data, null);
    assert.equal(wrong.errors?.length, 1);
    assert.equal(errorCode(wrong), 'UNAUTHENTICATED');
    assert.match(wrong.errors![0]!.message, VIETNAMESE);
    assert.equal(wrong.status, unknown.status);
    assert.deepEqual(unknown.data, wrong.data);
    assert.deepEqual(unknown.errors, wrong.errors);
  });

  it('refuses the pending account with a message about approval, even with the right password', async () => {
    const result = await loginResult(DEMO.pending.email, DEMO.pending.password);
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'FORBIDDEN');
    assert.match(result.errors![0]!.message, /phê duyệt/);
    // With the wrong password it is just a wrong password: nothing about the account leaks.
    const wrong = await loginResult(DEMO.pending.email, 'Sai-mat-khau-1');
    assert.equal(errorCode(wrong), 'UNAUTHENTICATED');
  });

  it('logs the demo cloud user in, whatever the case of the account name', async () => {
    const result = await p.gql(CLOUD_LOGIN, { input: { userName: 'KhachHang', password: DEMO.cloud.password } }, { clientIp: freshIp() });
    assert.equal(result.errors, undefined);
    const { token, cloudUserLogin } = result.data!.cloudUserLogin;
    assert.equal(cloudUserLogin.account, DEMO.cloud.account);
    assert.equal(cloudUserLogin.active, true);
    const me = await p.gql('{ cloud_me { id account } }', {}, { token });
    assert.equal(me.errors, undefined);
    assert.deepEqual(me.data!.cloud_me, { id: cloudUserLogin.id, account: DEMO.cloud.account });
  });

  it('refuses a wrong cloud password', async () => {
    const result = await p.gql(CLOUD_LOGIN, { input: { userName: DEMO.cloud.account, password: 'Sai-mat-khau-1' } }, { clientIp: freshIp() });
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
    const unknown = await p.gql(CLOUD_LOGIN, { input: { userName: 'khong-co-ai', password: 'Sai-mat-khau-1' } }, { clientIp: freshIp() });
    assert.deepEqual(unknown.errors, result.errors);
  });
});

describe('registration', () => {
  it('registers staff as an inactive account that waits for approval', async () => {
    const before = await staffCount();
    const result = await p.gql(REGISTER_STAFF, {
      input: { email: 'Nhanvien.Ba@TM.local', password: 'MatKhau@2024', first_name: 'Ba', last_name: 'Vũ' },
    });
    assert.equal(result.errors, undefined);
    assert.match(result.data!.register_staff.message, /phê duyệt/);
    assert.equal(await staffCount(), before + 1);
    const [row] = await p.db.select().from(users).where(eq(users.email, 'nhanvien.ba@tm.local'));
    assert.ok(row, 'stored with a lower-case email');
    assert.equal(row.active, false);
    assert.equal(row.roleId, null);
    assert.notEqual(row.passwordHash, 'MatKhau@2024');

    const login = await loginResult('nhanvien.ba@tm.local', 'MatKhau@2024');
    assert.equal(login.data, null);
    assert.equal(errorCode(login), 'FORBIDDEN');
    assert.match(login.errors![0]!.message, /phê duyệt/);
  });

  it('refuses an email that is already registered (any case) with CONFLICT', async () => {
    const before = await staffCount();
    for (const email of ['editor@tm.local', 'EDITOR@tm.local']) {
      const result = await p.gql(REGISTER_STAFF, { input: { email, password: 'MatKhau@2024', first_name: 'A', last_name: 'B' } });
      assert.equal(result.data, null);
      assert.equal(errorCode(result), 'CONFLICT');
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    assert.equal(await staffCount(), before);
    // The existing account is untouched.
    assert.ok(await p.login(DEMO.editor.email, DEMO.editor.password, { clientIp: freshIp() }));
  });

  for (const [label, input, field, message] of [
    ['a short password', { email: 'ngan@tm.local', password: 'abc', first_name: 'A', last_name: 'B' }, 'password', /Mật khẩu cần ít nhất 8 ký tự/],
    ['an invalid email', { email: 'khong-phai-email', password: 'MatKhau@2024', first_name: 'A', last_name: 'B' }, 'email', /email/],
    ['a blank first name', { email: 'trong@tm.local', password: 'MatKhau@2024', first_name: '   ', last_name: 'B' }, 'first_name', /tên/],
  ] as const) {
    it(`refuses ${label} with BAD_USER_INPUT and writes nothing`, async () => {
      const before = await staffCount();
      const result = await p.gql(REGISTER_STAFF, { input });
      assert.equal(result.data, null);
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.extensions!.field, field);
      assert.match(result.errors![0]!.message, message);
      assert.match(result.errors![0]!.message, VIETNAMESE);
      assert.equal(await staffCount(), before);
      const rows = await p.db.select().from(users).where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
      assert.equal(rows.length, 0);
    });
  }

  it('registers a cloud user who can log in once an admin approved the account', async () => {
    const result = await p.gql(REGISTER_CLOUD, { input: { account: 'cua.hang-ABC', password: 'CuaHang@2024', first_name: 'Lan', last_name: 'Ngô' } });
    assert.equal(result.errors, undefined);
    assert.match(result.data!.register_cloud_user.message, VIETNAMESE);

    const waiting = await p.gql(CLOUD_LOGIN, { input: { userName: 'cua.hang-abc', password: 'CuaHang@2024' } }, { clientIp: freshIp() });
    assert.equal(errorCode(waiting), 'FORBIDDEN');
    assert.match(waiting.errors![0]!.message, /chờ studio phê duyệt/);
    const [row] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, 'cua.hang-ABC'));
    const adminToken = await p.login(DEMO.admin.email, DEMO.admin.password, { clientIp: freshIp() });
    const approved = await p.gql('mutation A($id: Int!) { approve_cloud_user(id: $id) { active } }', { id: row!.id }, { token: adminToken });
    assert.equal(approved.errors, undefined, JSON.stringify(approved.errors));

    const login = await p.gql(CLOUD_LOGIN, { input: { userName: 'cua.hang-abc', password: 'CuaHang@2024' } }, { clientIp: freshIp() });
    assert.equal(login.errors, undefined);
    assert.equal(login.data!.cloudUserLogin.cloudUserLogin.account, 'cua.hang-ABC');
    assert.equal(login.data!.cloudUserLogin.cloudUserLogin.first_name, 'Lan');
    const me = await p.gql('{ cloud_me { account last_name } }', {}, { token: login.data!.cloudUserLogin.token });
    assert.deepEqual(me.data!.cloud_me, { account: 'cua.hang-ABC', last_name: 'Ngô' });

    const again = await p.gql(REGISTER_CLOUD, { input: { account: 'CUA.HANG-abc', password: 'KhacNua@2024', first_name: 'X', last_name: 'Y' } });
    assert.equal(errorCode(again), 'CONFLICT');
  });

  it('refuses a cloud account name with spaces or accents and writes nothing', async () => {
    const [before] = await p.db.select({ n: count() }).from(cloudUsers);
    const result = await p.gql(REGISTER_CLOUD, { input: { account: 'cửa hàng', password: 'CuaHang@2024', first_name: 'Lan', last_name: 'Ngô' } });
    assert.equal(errorCode(result), 'BAD_USER_INPUT');
    assert.match(result.errors![0]!.message, VIETNAMESE);
    const [afterCount] = await p.db.select({ n: count() }).from(cloudUsers);
    assert.equal(afterCount!.n, before!.n);
  });
});

describe('sessions and tokens', () => {
  it('answers `me` without a token with UNAUTHENTICATED', async () => {
    const result = await p.gql(ME);
    assert.equal(result.data, null);
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
    assert.match(result.errors![0]!.message, VIETNAMESE);
  });

  it('logout ends only the session of the token that calls it', async () => {
    const first = await p.login(DEMO.editor.email, DEMO.editor.password, { clientIp: freshIp() });
    const second = await p.login(DEMO.editor.email, DEMO.editor.password, { clientIp: freshIp() });
    const out = await p.gql('mutation { logout }', {}, { token: first });
    assert.deepEqual(out, { data: { logout: true }, errors: undefined, status: 200 });

    const afterLogout = await p.gql(ME, {}, { token: first });
    assert.equal(afterLogout.data, null);
    assert.equal(errorCode(afterLogout), 'UNAUTHENTICATED');
    const again = await p.gql('mutation { logout }', {}, { token: first });
    assert.equal(errorCode(again), 'UNAUTHENTICATED');

    const other = await p.gql(ME, {}, { token: second });
    assert.equal(other.errors, undefined);
    assert.equal(other.data!.me.email, DEMO.editor.email);
  });

  it('a token-version bump ends every token of that user, and a new login works again', async () => {
    const a = await p.login(DEMO.editor2.email, DEMO.editor2.password, { clientIp: freshIp() });
    const b = await p.login(DEMO.editor2.email, DEMO.editor2.password, { clientIp: freshIp() });
    const bystander = await p.login(DEMO.qa.email, DEMO.qa.password, { clientIp: freshIp() });
    assert.equal((await p.gql(ME, {}, { token: a })).errors, undefined);

    await p.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.email, DEMO.editor2.email));

    for (const token of [a, b]) assert.equal(errorCode(await p.gql(ME, {}, { token })), 'UNAUTHENTICATED');
    assert.equal((await p.gql(ME, {}, { token: bystander })).errors, undefined);
    const fresh = await p.login(DEMO.editor2.email, DEMO.editor2.password, { clientIp: freshIp() });
    assert.equal((await p.gql(ME, {}, { token: fresh })).data!.me.email, DEMO.editor2.email);
  });

  it('refuses the token of a deactivated user, and the user cannot log in again', async () => {
    const token = await p.login(DEMO.qa.email, DEMO.qa.password, { clientIp: freshIp() });
    assert.equal((await p.gql(ME, {}, { token })).errors, undefined);
    await p.db.update(users).set({ active: false }).where(eq(users.email, DEMO.qa.email));
    try {
      assert.equal(errorCode(await p.gql(ME, {}, { token })), 'UNAUTHENTICATED');
      const login = await loginResult(DEMO.qa.email, DEMO.qa.password);
      assert.equal(errorCode(login), 'FORBIDDEN');
      assert.match(login.errors![0]!.message, /khóa/);
    } finally {
      await p.db.update(users).set({ active: true }).where(eq(users.email, DEMO.qa.email));
    }
    // Once reactivated, the user can log in again.
    assert.ok(await p.login(DEMO.qa.email, DEMO.qa.password, { clientIp: freshIp() }));
  });

  it('refuses tampered tokens, tokens signed with another secret and unsigned tokens', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password, { clientIp: freshIp() });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const adminId = (await p.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email)))[0]!.id;

    const sign = (secret: string, overrides: Record<string, unknown> = {}) =>
      new SignJWT({ ...claims, ...overrides })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(secret));

    // Control: the same claims signed with the provider's own secret are accepted, so the
    // refusals below are about the signature and nothing else.
    const genuine = await sign(p.jwtSecret);
    assert.equal((await p.gql(ME, {}, { token: genuine })).data?.me.email, DEMO.editor.email);

    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(adminId) })).toString('base64url');
    const forged = [
      `${header}.${tamperedPayload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      await sign('a-completely-different-secret-of-32+chars!'),
      await sign('a-completely-different-secret-of-32+chars!', { sub: String(adminId) }),
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      'not-a-jwt',
    ];
    for (const bad of forged) {
      const result = await p.gql(ME, {}, { token: bad });
      assert.equal(result.data, null, `token ${bad.slice(0, 40)}… was accepted`);
      assert.equal(errorCode(result), 'UNAUTHENTICATED');
    }
  });

  it('does not accept a realtime ticket as an access token', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password, { clientIp: freshIp() });
    const issued = await p.gql('mutation { issue_realtime_ticket { ticket } }', {}, { token });
    const ticket = issued.data!.issue_realtime_ticket.ticket as string;
    assert.equal(errorCode(await p.gql(ME, {}, { token: ticket })), 'UNAUTHENTICATED');
  });

  it('keeps cloud users and staff apart', async () => {
    const cloud = await p.gql(CLOUD_LOGIN, { input: { userName: DEMO.cloud.account, password: DEMO.cloud.password } }, { clientIp: freshIp() });
    const cloudToken = cloud.data!.cloudUserLogin.token as string;
    const staffToken = await p.login(DEMO.admin.email, DEMO.admin.password, { clientIp: freshIp() });

    for (const query of ['{ users(input: {}) { id email } }', ME, '{ user(id: 1) { email } }']) {
      const result = await p.gql(query, {}, { token: cloudToken });
      // Nothing is returned: no data at all, or the (nullable) field is null.
      assert.ok(result.data === null || Object.values(result.data!).every((v) => v === null), `cloud token read ${query}`);
      assert.ok(['UNAUTHENTICATED', 'FORBIDDEN'].includes(errorCode(result) as string), query);
    }
    const staffAsCloud = await p.gql('{ cloud_me { id account } }', {}, { token: staffToken });
    assert.equal(staffAsCloud.data, null);
    assert.ok(['UNAUTHENTICATED', 'FORBIDDEN'].includes(errorCode(staffAsCloud) as string));

    // Each token still works for its own kind.
    assert.equal((await p.gql('{ cloud_me { account } }', {}, { token: cloudToken })).data!.cloud_me.account, DEMO.cloud.account);
    assert.ok((await p.gql('{ users(input: {}) { id } }', {}, { token: staffToken })).data!.users.length >= 5);
  });
});
