// The cloud user's own account (/user-cloud/thong-tin-tai-khoan): name, avatar file and password
// change (which ends every other session of that cloud user), each only for the caller, with
// the staff account page's rules and Vietnamese messages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudUsers } from '../../provider/src/db/schema';
import { assertBadInput, DEMO, errorCode, REFUSED_NAMES, startTestProvider, type TestProvider } from './harness';

const PROFILE = 'mutation P($input: UpdateMyProfileInput!) { update_my_cloud_profile(input: $input) { id first_name last_name } }';
const AVATAR = 'mutation A($input: UpdateMyAvatarInput!) { update_my_cloud_avatar(input: $input) { id avatar_url } }';
const PASSWORD = 'mutation C($input: ChangeMyPasswordInput!) { change_my_cloud_password(input: $input) { token cloud_user { id account } } }';
const ME = '{ cloud_me { id account first_name last_name avatar_url } }';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const OTHER = { account: 'khachhang2', password: 'Cloud@123' };

let p: TestProvider;
let ids: { first: number; other: number };

before(async () => {
  p = await startTestProvider();
  const rows = await p.db.select({ id: cloudUsers.id, account: cloudUsers.account }).from(cloudUsers);
  ids = { first: rows.find((r) => r.account === DEMO.cloud.account)!.id, other: rows.find((r) => r.account === OTHER.account)!.id };
});
after(async () => {
  await p?.close();
});

const row = async (id: number) => (await p.db.select().from(cloudUsers).where(eq(cloudUsers.id, id)))[0]!;

describe('update_my_cloud_profile', () => {
  it("changes the caller's own name, trimmed, and no one else's", async () => {
    const token = await p.cloudLogin(DEMO.cloud.account, DEMO.cloud.password);
    const otherBefore = await row(ids.other);
    const result = await p.gql(PROFILE, { input: { first_name: ' Minh Anh ', last_name: ' Lê ' } }, { token });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    assert.deepEqual(result.data!.update_my_cloud_profile, { id: ids.first, first_name: 'Minh Anh', last_name: 'Lê' });
    assert.deepEqual((await p.gql(ME, {}, { token })).data!.cloud_me, { id: ids.first, account: DEMO.cloud.account, first_name: 'Minh Anh', last_name: 'Lê', avatar_url: null });
    const otherAfter = await row(ids.other);
    assert.deepEqual([otherAfter.firstName, otherAfter.lastName], [otherBefore.firstName, otherBefore.lastName]);
  });

  it('refuses empty, too long and control-character names with a Vietnamese message, changing nothing', async () => {
    const token = await p.cloudLogin(DEMO.cloud.account, DEMO.cloud.password);
    for (const input of REFUSED_NAMES) assertBadInput(await p.gql(PROFILE, { input }, { token }), JSON.stringify(input));
    assert.equal((await row(ids.first)).firstName, 'Minh Anh');
  });

  it('needs a cloud session: anonymous and staff tokens are refused', async () => {
    assert.equal(errorCode(await p.gql(PROFILE, { input: { first_name: 'A', last_name: 'B' } })), 'UNAUTHENTICATED');
    const staff = await p.login(DEMO.admin.email, DEMO.admin.password);
    assert.equal(errorCode(await p.gql(PROFILE, { input: { first_name: 'A', last_name: 'B' } }, { token: staff })), 'UNAUTHENTICATED');
    assert.equal((await row(ids.first)).firstName, 'Minh Anh');
  });
});

describe('update_my_cloud_avatar', () => {
  it('stores the image as a file, refuses other content, and removes it when sent null', async () => {
    const token = await p.cloudLogin(DEMO.cloud.account, DEMO.cloud.password);
    const stored = await p.gql(AVATAR, { input: { dataUrl: dataUrl('image/png', PNG) } }, { token });
    assert.equal(stored.errors, undefined, JSON.stringify(stored.errors));
    const url = stored.data!.update_my_cloud_avatar.avatar_url as string;
    assert.match(url, /^\/api\/avatars\/\d+-[0-9a-f]{24}\.png$/);
    const name = url.split('/').pop()!;
    assert.deepEqual(p.avatarFiles(), [name]);
    assert.deepEqual(readFileSync(path.join(p.services.fileStorageDir, 'avatars', name)), PNG);
    assert.equal((await row(ids.first)).avatarUrl, url);

    const script = await p.gql(AVATAR, { input: { dataUrl: dataUrl('image/png', Buffer.from('<script>alert(1)</script>')) } }, { token });
    assert.equal(errorCode(script), 'BAD_USER_INPUT');
    assert.equal(script.errors![0]!.message, 'Ảnh đại diện phải là PNG, JPEG hoặc WebP');
    assert.deepEqual(p.avatarFiles(), [name], 'nothing written for a refused image');

    const removed = await p.gql(AVATAR, { input: { dataUrl: null } }, { token });
    assert.equal(removed.data!.update_my_cloud_avatar.avatar_url, null);
    assert.deepEqual(p.avatarFiles(), []);
  });

  it('needs a cloud session', async () => {
    const staff = await p.login(DEMO.editor.email, DEMO.editor.password);
    for (const token of [undefined, staff]) {
      assert.equal(errorCode(await p.gql(AVATAR, { input: { dataUrl: dataUrl('image/png', PNG) } }, { token })), 'UNAUTHENTICATED');
    }
    assert.deepEqual(p.avatarFiles(), []);
  });
});

describe('change_my_cloud_password', () => {
  it('refuses a wrong current password, a short new one and an unchanged one', async () => {
    const token = await p.cloudLogin(OTHER.account, OTHER.password);
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: 'Sai-mat-khau-1', newPassword: 'MatKhauMoi@2025' }, 'Mật khẩu hiện tại không đúng'],
      [{ currentPassword: OTHER.password, newPassword: 'ngan' }, 'Mật khẩu cần ít nhất 8 ký tự'],
      [{ currentPassword: OTHER.password, newPassword: OTHER.password }, 'Mật khẩu mới phải khác mật khẩu hiện tại'],
    ];
    for (const [input, message] of cases) {
      const result = await p.gql(PASSWORD, { input }, { token, clientIp: '10.9.1.1' });
      assert.equal(result.data, null);
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, message);
    }
    assert.equal((await p.gql(ME, {}, { token })).data!.cloud_me.id, ids.other, 'still signed in');
    await p.cloudLogin(OTHER.account, OTHER.password);
  });

  it('sets the new password, ends every session of the cloud user and returns a new one for the caller', async () => {
    const token = await p.cloudLogin(OTHER.account, OTHER.password);
    const otherBrowser = await p.cloudLogin(OTHER.account, OTHER.password);
    const bystander = await p.cloudLogin(DEMO.cloud.account, DEMO.cloud.password);
    const result = await p.gql<{ change_my_cloud_password: { token: string; cloud_user: { id: number; account: string } } }>(
      PASSWORD,
      { input: { currentPassword: OTHER.password, newPassword: 'MatKhauMoi@2025' } },
      { token },
    );
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const fresh = result.data!.change_my_cloud_password;
    assert.deepEqual(fresh.cloud_user, { id: ids.other, account: OTHER.account });
    assert.notEqual(fresh.token, token);

    for (const old of [token, otherBrowser]) assert.equal(errorCode(await p.gql(ME, {}, { token: old })), 'UNAUTHENTICATED');
    assert.equal((await p.gql(ME, {}, { token: fresh.token })).data!.cloud_me.id, ids.other);
    assert.equal((await p.gql(ME, {}, { token: bystander })).data!.cloud_me.id, ids.first, "another cloud user's session is untouched");

    await assert.rejects(p.cloudLogin(OTHER.account, OTHER.password, { clientIp: '10.9.1.2' }));
    await p.cloudLogin(OTHER.account, 'MatKhauMoi@2025');
    assert.match((await row(ids.other)).passwordHash, /^\$argon2id\$/);
  });

  it('needs a cloud session', async () => {
    const staff = await p.login(DEMO.qa.email, DEMO.qa.password);
    for (const token of [undefined, staff]) {
      assert.equal(errorCode(await p.gql(PASSWORD, { input: { currentPassword: DEMO.qa.password, newPassword: 'MatKhauMoi@2026' } }, { token })), 'UNAUTHENTICATED');
    }
  });
});
