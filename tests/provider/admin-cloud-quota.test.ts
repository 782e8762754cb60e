// Issue 10: an admin sets a cloud account's quota (validated, audited, used by the upload path at
// once), and /nguoi-dung-cloud's list shows each account's files, space used and last upload.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, cloudUsers } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, VIETNAMESE, type TestProvider } from './harness';
import { tusClient } from './tus-support';

const GB = 1024 ** 3;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);

let p: TestProvider;
let origin: string;
let admin: string;
let qa: string;
let customer: string;
let customerId: number;
let other: string;
let otherId: number;

const SET_QUOTA = 'mutation M($id: Int!, $gb: String!, $c: Boolean) { set_cloud_user_quota(id: $id, quota_gb: $gb, confirm_below_usage: $c) { id quota_bytes used_bytes } }';
const LIST =
  'query Q($i: CloudUserListInput!) { cloud_user_page(input: $i) { total items { id account quota_bytes file_count used_bytes last_upload_at } } }';

async function createBatch(token: string) {
  const result = await p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'Lô thử', request: '' } }, { token });
  assert.equal(result.errors, undefined);
  return result.data!.create_cloud_batch.id;
}

/** Starts a tus upload of `size` declared bytes (it counts against the quota from now on). */
async function startUpload(token: string, batchId: number, name: string, size: number) {
  return tusClient(origin, token).create('/uploads', size, { filename: name, batchId: String(batchId) });
}

async function uploadWhole(token: string, batchId: number, name: string, bytes: Buffer) {
  const done = await tusClient(origin, token).upload('/uploads', { filename: name, batchId: String(batchId) }, bytes);
  assert.equal(done.status, 204, await done.clone().text());
}

async function quotaOf(id: number) {
  const [row] = await p.db.select({ quotaBytes: cloudUsers.quotaBytes }).from(cloudUsers).where(eq(cloudUsers.id, id));
  return row!.quotaBytes;
}

const quotaAudits = (id: number) =>
  p.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'cloud_user'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.id));

before(async () => {
  p = await startTestProvider();
  origin = new URL(p.url).origin;
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
  qa = await p.login(DEMO.qa.email, DEMO.qa.password);
  customer = await p.cloudLogin(DEMO.cloud.account);
  other = await p.cloudLogin('khachhang2');
  const rows = await p.db.select({ id: cloudUsers.id, account: cloudUsers.account }).from(cloudUsers);
  customerId = rows.find((r) => r.account === DEMO.cloud.account)!.id;
  otherId = rows.find((r) => r.account === 'khachhang2')!.id;
});
after(() => p.close());

describe('set_cloud_user_quota', () => {
  test('QA and the cloud user themselves are refused and nothing changes; the admin sets it and the audit log has before and after', async () => {
    const audits = (await quotaAudits(customerId)).length;
    for (const [token, code] of [
      [qa, 'FORBIDDEN'],
      [customer, 'UNAUTHENTICATED'],
    ] as const) {
      const refused = await p.gql(SET_QUOTA, { id: customerId, gb: '200' }, { token });
      assert.equal(errorCode(refused), code, JSON.stringify(refused.errors));
      assert.match(refused.errors![0]!.message, VIETNAMESE);
    }
    assert.equal(await quotaOf(customerId), 50 * GB);
    assert.equal((await quotaAudits(customerId)).length, audits);

    const allowed = await p.gql(SET_QUOTA, { id: customerId, gb: '1,5' }, { token: admin });
    assert.equal(allowed.errors, undefined, JSON.stringify(allowed.errors));
    assert.equal(allowed.data!.set_cloud_user_quota.quota_bytes, String(1.5 * GB));
    assert.equal(await quotaOf(customerId), 1.5 * GB);
    const [row] = await quotaAudits(customerId);
    assert.equal(row!.action, 'update');
    assert.deepEqual(row!.before, { quota_gb: '50' });
    assert.deepEqual(row!.after, { quota_gb: '1.5' });
    assert.equal(row!.summary, 'Tài khoản cloud khachhang (Hàng Khách): dung lượng 50 GB → 1,5 GB');

    // The same value again changes nothing and logs nothing.
    assert.equal((await p.gql(SET_QUOTA, { id: customerId, gb: '1.5' }, { token: admin })).errors, undefined);
    assert.equal((await quotaAudits(customerId)).length, audits + 1);
  });

  test('a quota that is not a positive number of GB with at most 2 decimals is refused in Vietnamese', async () => {
    const beforeQuota = await quotaOf(otherId);
    for (const gb of ['0', '-5', 'abc', '', '1.234', '100001', '1e3']) {
      const refused = await p.gql(SET_QUOTA, { id: otherId, gb }, { token: admin });
      assert.equal(errorCode(refused), 'BAD_USER_INPUT', gb);
      assert.equal(refused.errors![0]!.message, 'Nhập dung lượng là số GB lớn hơn 0, tối đa 2 chữ số thập phân và không quá 100.000 GB');
    }
    assert.equal(await quotaOf(otherId), beforeQuota);
    const missing = await p.gql(SET_QUOTA, { id: 999_999, gb: '10' }, { token: admin });
    assert.equal(errorCode(missing), 'NOT_FOUND');
    // Positive control: the smallest and the largest quota pass.
    assert.equal((await p.gql(SET_QUOTA, { id: otherId, gb: '0.01' }, { token: admin })).errors, undefined);
    assert.equal((await p.gql(SET_QUOTA, { id: otherId, gb: '100000' }, { token: admin })).errors, undefined);
    assert.equal(await quotaOf(otherId), 100_000 * GB);
  });

  test('below what the account already uses needs a confirmation; the upload path then uses the new quota at once', async () => {
    const batchId = await createBatch(other);
    // 20 MB declared: counts against the quota from the moment the upload starts.
    assert.equal((await startUpload(other, batchId, 'lon.png', 20 * 1024 ** 2)).status, 201);

    const unconfirmed = await p.gql(SET_QUOTA, { id: otherId, gb: '0.01' }, { token: admin });
    assert.equal(errorCode(unconfirmed), 'BAD_USER_INPUT');
    assert.equal(unconfirmed.errors![0]!.extensions!.needsConfirmation, true);
    assert.equal(unconfirmed.errors![0]!.message, 'Dung lượng mới thấp hơn dung lượng tài khoản đang dùng (20 MB): tài khoản sẽ không tải lên được nữa. Xác nhận nếu đúng như vậy.');
    assert.equal(await quotaOf(otherId), 100_000 * GB);

    const confirmed = await p.gql(SET_QUOTA, { id: otherId, gb: '0.01', c: true }, { token: admin });
    assert.equal(confirmed.errors, undefined, JSON.stringify(confirmed.errors));
    const refused = await startUpload(other, batchId, 'nho.png', 10);
    assert.equal(refused.status, 413);
    assert.equal(await refused.text(), 'Vượt quá dung lượng của tài khoản (còn trống 0 B)');

    // Raised again: the same upload passes at once (no cache between the column and the upload path).
    assert.equal((await p.gql(SET_QUOTA, { id: otherId, gb: '0.03' }, { token: admin })).errors, undefined);
    assert.equal((await startUpload(other, batchId, 'nho.png', 10)).status, 201);
    const free = 0.03 * GB - 20 * 1024 ** 2 - 10;
    const over = await startUpload(other, batchId, 'vua.png', Math.round(free) + 1);
    assert.equal(over.status, 413);
    assert.equal((await startUpload(other, batchId, 'vua.png', Math.round(free))).status, 201);
  });
});

describe('cloud_user_page usage columns', () => {
  test('files, space used and last upload per account, each account its own', async () => {
    const batchId = await createBatch(customer);
    const started = Date.now();
    await uploadWhole(customer, batchId, 'mot.png', PNG);
    await uploadWhole(customer, batchId, 'hai.png', PNG);
    // Still arriving: counts in the space used, not in the files nor the last upload.
    assert.equal((await startUpload(customer, batchId, 'ba.png', 5000)).status, 201);

    const list = await p.gql(LIST, { i: { page_size: 100 } }, { token: admin });
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    const byAccount = new Map(list.data!.cloud_user_page.items.map((u: { account: string }) => [u.account, u]));
    const mine = byAccount.get(DEMO.cloud.account) as { file_count: number; used_bytes: string; last_upload_at: string };
    assert.equal(mine.file_count, 2);
    assert.equal(mine.used_bytes, String(2 * PNG.length + 5000));
    assert.ok(Date.parse(mine.last_upload_at) >= started - 1000, mine.last_upload_at);

    const theirs = byAccount.get('khachhang2') as { file_count: number; used_bytes: string; last_upload_at: string | null };
    assert.equal(theirs.file_count, 0);
    assert.equal(theirs.used_bytes, String(20 * 1024 ** 2 + 10 + Math.round(0.03 * GB - 20 * 1024 ** 2 - 10)));
    assert.equal(theirs.last_upload_at, null);

  });
});
