// The signed-in user's own account: profile, avatar file, password change (which ends every
// other session), the bell's unread count, and the admins' notice of a new registration.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { notifications, users } from '../../provider/src/db/schema';
import { assertBadInput, DEMO, errorCode, REFUSED_NAMES, startTestProvider, type TestProvider } from './harness';
import { trustedSubscription } from '../../provider/src/realtime/screen';

const PROFILE = 'mutation P($input: UpdateMyProfileInput!) { update_my_profile(input: $input) { id first_name last_name } }';
const AVATAR = 'mutation A($input: UpdateMyAvatarInput!) { update_my_avatar(input: $input) { id avatar_url } }';
const PASSWORD = 'mutation C($input: ChangeMyPasswordInput!) { change_my_password(input: $input) { token user { id email } } }';
const ME = '{ me { id email first_name last_name avatar_url } }';
const UNREAD = 'query U($userId: Int!) { unread_notification_count(userId: $userId) }';

// Smallest real images of each kind (their first bytes are what the provider checks).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

let p: TestProvider;

before(async () => {
  p = await startTestProvider();
});
after(async () => {
  await p?.close();
});


describe('update_my_profile', () => {
  it("changes the caller's own first and last name, trimmed", async () => {
    const token = await p.login(DEMO.qa.email, DEMO.qa.password);
    const result = await p.gql(PROFILE, { input: { first_name: '  Kiểm Duyệt Mới ', last_name: ' Trần ' } }, { token });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    assert.deepEqual(result.data!.update_my_profile, { id: p.ids.qa, first_name: 'Kiểm Duyệt Mới', last_name: 'Trần' });
    const me = await p.gql(ME, {}, { token });
    assert.equal(me.data!.me.first_name, 'Kiểm Duyệt Mới');
    assert.equal(me.data!.me.last_name, 'Trần');
  });

  it('refuses empty, too long and control-character names with a Vietnamese message', async () => {
    const token = await p.login(DEMO.qa.email, DEMO.qa.password);
    for (const input of REFUSED_NAMES) assertBadInput(await p.gql(PROFILE, { input }, { token }), JSON.stringify(input));
    const [row] = await p.db.select().from(users).where(eq(users.id, p.ids.qa));
    assert.equal(row!.firstName, 'Kiểm Duyệt Mới', 'nothing half-written');
  });

  it('needs a staff session', async () => {
    const anonymous = await p.gql(PROFILE, { input: { first_name: 'A', last_name: 'B' } });
    assert.equal(errorCode(anonymous), 'UNAUTHENTICATED');
    const cloud = await p.gql<{ cloudUserLogin: { token: string } }>(
      'query($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token } }',
      { input: { userName: DEMO.cloud.account, password: DEMO.cloud.password } },
    );
    const asCloud = await p.gql(PROFILE, { input: { first_name: 'A', last_name: 'B' } }, { token: cloud.data!.cloudUserLogin.token });
    assert.equal(errorCode(asCloud), 'UNAUTHENTICATED');
  });
});

describe('update_my_avatar', () => {
  it('stores PNG, JPEG and WebP as files, serves them by URL and removes the replaced one', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const urls: string[] = [];
    for (const [type, bytes] of [['image/png', PNG], ['image/jpeg', JPEG], ['image/webp', WEBP]] as const) {
      const result = await p.gql(AVATAR, { input: { dataUrl: dataUrl(type, bytes) } }, { token });
      assert.equal(result.errors, undefined, JSON.stringify(result.errors));
      const url = result.data!.update_my_avatar.avatar_url as string;
      assert.match(url, new RegExp(`^/api/avatars/${p.ids.editor}-[0-9a-f]{24}\\.(png|jpg|webp)$`));
      const name = url.split('/').pop()!;
      assert.deepEqual(p.avatarFiles(), [name], 'only the current avatar is kept');
      assert.deepEqual(readFileSync(path.join(p.services.fileStorageDir, 'avatars', name)), bytes);
      urls.push(url);
    }
    assert.deepEqual(urls.map((u) => u.split('.').pop()), ['png', 'jpg', 'webp']);
    const me = await p.gql(ME, {}, { token });
    assert.equal(me.data!.me.avatar_url, urls[2]);
  });

  it('refuses other types by content, whatever the declared type says, and files over 2 MB', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const before = p.avatarFiles();
    const oversized = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const cases: [string, string][] = [
      [dataUrl('image/gif', GIF), 'Ảnh đại diện phải là PNG, JPEG hoặc WebP'],
      [dataUrl('image/png', GIF), 'Ảnh đại diện phải là PNG, JPEG hoặc WebP'],
      [dataUrl('image/png', Buffer.from('<script>alert(1)</script>')), 'Ảnh đại diện phải là PNG, JPEG hoặc WebP'],
      ['không phải data URL', 'Ảnh đại diện phải là PNG, JPEG hoặc WebP'],
      [dataUrl('image/png', oversized), 'Ảnh đại diện tối đa 2 MB'],
    ];
    for (const [value, message] of cases) {
      const result = await p.gql(AVATAR, { input: { dataUrl: value } }, { token });
      assert.equal(result.data, null);
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, message);
    }
    assert.deepEqual(p.avatarFiles(), before, 'no file written for a refused upload');
  });

  it('removes the avatar and its file when sent null', async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    assert.equal(p.avatarFiles().length, 1);
    const result = await p.gql(AVATAR, { input: { dataUrl: null } }, { token });
    assert.equal(result.errors, undefined);
    assert.equal(result.data!.update_my_avatar.avatar_url, null);
    assert.deepEqual(p.avatarFiles(), []);
  });

  it('needs a staff session', async () => {
    const result = await p.gql(AVATAR, { input: { dataUrl: dataUrl('image/png', PNG) } });
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
    assert.deepEqual(p.avatarFiles(), []);
  });
});

describe('change_my_password', () => {
  it('refuses a wrong current password, a short new one and an unchanged one', async () => {
    const token = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: 'Sai-mat-khau-1', newPassword: 'MatKhauMoi@2025' }, 'Mật khẩu hiện tại không đúng'],
      [{ currentPassword: DEMO.editor2.password, newPassword: 'ngan' }, 'Mật khẩu cần ít nhất 8 ký tự'],
      [{ currentPassword: DEMO.editor2.password, newPassword: DEMO.editor2.password }, 'Mật khẩu mới phải khác mật khẩu hiện tại'],
    ];
    for (const [input, message] of cases) {
      const result = await p.gql(PASSWORD, { input }, { token, clientIp: '10.9.0.1' });
      assert.equal(result.data, null);
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, message);
    }
    // Still the old password, still signed in.
    assert.equal((await p.gql(ME, {}, { token })).data!.me.email, DEMO.editor2.email);
    await p.login(DEMO.editor2.email, DEMO.editor2.password);
  });

  it('sets the new password, ends every session of the user and returns a new one for the caller', async () => {
    const token = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const otherBrowser = await p.login(DEMO.editor2.email, DEMO.editor2.password);
    const result = await p.gql<{ change_my_password: { token: string; user: { id: number; email: string } } }>(
      PASSWORD,
      { input: { currentPassword: DEMO.editor2.password, newPassword: 'MatKhauMoi@2025' } },
      { token },
    );
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const fresh = result.data!.change_my_password;
    assert.deepEqual(fresh.user, { id: p.ids.editor2, email: DEMO.editor2.email });
    assert.notEqual(fresh.token, token);

    for (const old of [token, otherBrowser]) assert.equal(errorCode(await p.gql(ME, {}, { token: old })), 'UNAUTHENTICATED');
    assert.equal((await p.gql(ME, {}, { token: fresh.token })).data!.me.id, p.ids.editor2);

    await assert.rejects(p.login(DEMO.editor2.email, DEMO.editor2.password, { clientIp: '10.9.0.2' }));
    await p.login(DEMO.editor2.email, 'MatKhauMoi@2025');
    const [row] = await p.db.select().from(users).where(eq(users.id, p.ids.editor2));
    assert.match(row!.passwordHash, /^\$argon2id\$/);
  });

  it('needs a staff session', async () => {
    const result = await p.gql(PASSWORD, { input: { currentPassword: 'x', newPassword: 'MatKhauMoi@2026' } });
    assert.equal(errorCode(result), 'UNAUTHENTICATED');
  });
});

describe('unread_notification_count', () => {
  it("counts the caller's unread notifications and refuses anyone else's", async () => {
    const token = await p.login(DEMO.editor.email, DEMO.editor.password);
    const stored = await p.db.select().from(notifications).where(and(eq(notifications.userId, p.ids.editor), eq(notifications.isRead, false)));
    const result = await p.gql(UNREAD, { userId: p.ids.editor }, { token });
    assert.equal(result.errors, undefined);
    assert.equal(result.data!.unread_notification_count, stored.length);
    assert.ok(stored.length > 0);

    await p.gql('mutation($userId: Int!) { mark_read_all_notification_by_user_id(userId: $userId) }', { userId: p.ids.editor }, { token });
    assert.equal((await p.gql(UNREAD, { userId: p.ids.editor }, { token })).data!.unread_notification_count, 0);

    const other = await p.gql(UNREAD, { userId: p.ids.admin }, { token });
    assert.equal(other.data, null);
    assert.equal(errorCode(other), 'FORBIDDEN');
  });
});

describe('staff registration', () => {
  let client: Client | undefined;
  after(async () => {
    await client?.dispose();
  });

  it('notifies every active admin at once, with the name and email of the new account', async () => {
    const adminToken = await p.login(DEMO.admin.email, DEMO.admin.password);
    const ticket = await p.realtimeTicket(adminToken);
    client = p.wsClient({ ticket });
    const events = client.iterate(trustedSubscription('ReceiveMessage', { userId: p.ids.admin })) as AsyncIterableIterator<{
      data?: { task_updated: { from_task_id: number | null; body: string } };
    }>;
    const first = events.next();
    const unreadBefore = (await p.gql(UNREAD, { userId: p.ids.admin }, { token: adminToken })).data!.unread_notification_count;

    // The subscription is registered asynchronously: register accounts until one event arrives.
    let body = '';
    let n = 0;
    const deadline = Date.now() + 10_000;
    const waitForEvent = first.then((result) => {
      body = result.value?.data?.task_updated.body ?? '';
    });
    while (!body && Date.now() < deadline) {
      n += 1;
      const result = await p.gql('mutation($input: RegisterStaffInput!) { register_staff(input: $input) { message } }', {
        input: { email: `moi.${n}@tm.local`, password: 'MatKhau@2024', first_name: 'Mới', last_name: 'Đặng Văn' },
      });
      assert.equal(result.errors, undefined, JSON.stringify(result.errors));
      await Promise.race([waitForEvent, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    assert.match(body, /^Tài khoản mới chờ phê duyệt: Đặng Văn Mới \(moi\.\d+@tm\.local\)$/);

    const unreadAfter = (await p.gql(UNREAD, { userId: p.ids.admin }, { token: adminToken })).data!.unread_notification_count;
    assert.equal(unreadAfter, unreadBefore + n);
    const stored = await p.db.select().from(notifications).where(eq(notifications.content, `Tài khoản mới chờ phê duyệt: Đặng Văn Mới (moi.1@tm.local)`));
    assert.deepEqual(stored.map((row) => row.userId), [p.ids.admin], 'only admins hear of it');
    assert.equal(stored[0]!.taskId, null);
  });
});
