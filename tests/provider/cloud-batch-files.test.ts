// The batch list carries a page of each batch's files with its full counts, and 'Xem thêm' pages
// the rest (docs/decisions/data-hot-paths.md): cloud_batch_files for the owner or an admin only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudFiles, cloudUsers } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, type Json, type TestProvider } from './harness';

let p: TestProvider;
let customer: string;
let other: string;
let admin: string;
let editor: string;
let batchId: number;

// 121 files: 120 finished images of 100 bytes, one still-arriving ZIP of 1,000 bytes.
const NAMES = Array.from({ length: 120 }, (_, i) => `anh-${String(i).padStart(3, '0')}.jpg`).concat('tat-ca.zip');

before(async () => {
  p = await startTestProvider();
  customer = await p.cloudLogin(DEMO.cloud.account);
  other = await p.cloudLogin('khachhang2');
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
  editor = await p.login(DEMO.editor.email, DEMO.editor.password);
  const created = await p.gql('mutation { create_cloud_batch(input: { name: "Lô lớn" }) { id } }', {}, { token: customer });
  batchId = created.data!.create_cloud_batch.id;
  const [owner] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
  await p.db.insert(cloudFiles).values(
    NAMES.map((name, i) => ({
      batchId,
      cloudUserId: owner!.id,
      uploadId: `paging-${i}`,
      name,
      size: name.endsWith('.zip') ? 1000 : 100,
      completedAt: name.endsWith('.zip') ? null : new Date(),
    })),
  );
});
after(() => p?.close());

const MORE = 'query($batchId: Int!, $limit: Int, $offset: Int) { cloud_batch_files(batchId: $batchId, limit: $limit, offset: $offset) { name } }';

type Batch = Record<string, Json>;
const names = (files: { name: string }[]) => files.map((f) => f.name);

/** The batch of this file as the customer's list shows it, with `fields`. */
async function listedBatch(fields: string): Promise<Batch> {
  const result = await p.gql(`query { cloud_my_batches { items { id ${fields} } } }`, {}, { token: customer });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId);
}

describe('a batch of 121 files', () => {
  test('the list carries the first 20 files in order with the counts of all 121', async () => {
    const batch = await listedBatch('file_count image_count total_bytes files { name }');
    assert.deepEqual(names(batch.files), NAMES.slice(0, 20));
    assert.equal(batch.file_count, 121);
    assert.equal(batch.image_count, 120);
    assert.equal(batch.total_bytes, 120 * 100 + 1000);
  });

  test('uploading_count counts the file still arriving, though it is past the first page (the card reads Đang tải lên)', async () => {
    const batch = await listedBatch('uploading_count files { completed }');
    assert.ok(batch.files.every((f: { completed: boolean }) => f.completed));
    assert.equal(batch.uploading_count, 1);
    await p.db.update(cloudFiles).set({ completedAt: new Date() }).where(eq(cloudFiles.uploadId, `paging-${NAMES.length - 1}`));
    assert.equal((await listedBatch('uploading_count')).uploading_count, 0);
    await p.db.update(cloudFiles).set({ completedAt: null }).where(eq(cloudFiles.uploadId, `paging-${NAMES.length - 1}`));
  });

  test('files(limit, offset) pages in the same order, and a page never exceeds 100', async () => {
    const batch = await listedBatch('rest: files(limit: 10, offset: 20) { name } all: files(limit: 5000) { name }');
    assert.deepEqual(names(batch.rest), NAMES.slice(20, 30));
    assert.deepEqual(names(batch.all), NAMES.slice(0, 100));
  });

  test("the customer's search finds the batch by a file's name or its own name, through the trigram-indexed columns", async () => {
    const search = async (term: string) => {
      const result = await p.gql('query($s: String) { cloud_my_batches(search: $s) { total items { id } } }', { s: term }, { token: customer });
      assert.equal(result.errors, undefined, JSON.stringify(result.errors));
      return result.data!.cloud_my_batches.items.map((b: { id: number }) => b.id);
    };
    assert.deepEqual(await search('ANH-119'), [batchId]);
    assert.deepEqual(await search('lô lớn'), [batchId]);
    assert.deepEqual(await search('tat-ca.zi'), [batchId]);
    assert.deepEqual(await search('không-có-tệp-này'), []);
  });

  test("'Xem thêm' (cloud_batch_files) answers the owner and an admin; another customer gets not-found, an editor is refused", async () => {
    for (const token of [customer, admin]) {
      const page = await p.gql(MORE, { batchId, offset: 20 }, { token });
      assert.equal(page.errors, undefined, JSON.stringify(page.errors));
      assert.deepEqual(names(page.data!.cloud_batch_files), NAMES.slice(20, 40));
    }
    const foreign = await p.gql(MORE, { batchId, offset: 20 }, { token: other });
    assert.equal(errorCode(foreign), 'NOT_FOUND');
    assert.match(foreign.errors![0]!.message, /Không tìm thấy lô tải lên/);
    const staff = await p.gql(MORE, { batchId, offset: 20 }, { token: editor });
    assert.equal(errorCode(staff), 'FORBIDDEN');
    const missing = await p.gql(MORE, { batchId: batchId + 1000 }, { token: admin });
    assert.equal(errorCode(missing), 'NOT_FOUND');
  });
});
