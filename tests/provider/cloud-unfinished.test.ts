// Unfinished uploads (issue 38, item 8; docs/decisions/unfinished-uploads.md): a batch keeps the
// files the customer chose, says what has not arrived and how much did, takes the same files again
// (a different device starts them anew), lets the customer give the rest up, and counts only
// finished files as space used (the unfinished ones are reserved, and said so).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, ne } from 'drizzle-orm';
import { TASK_STATUS } from '../../domain/task-status';
import { cloudBatches, cloudUsers, tasks } from '../../provider/src/db/schema';
import { assertBadInput, DEMO, errorCode, startTestProvider, type TestProvider } from './harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);
const MODIFIED = 1_780_000_000_000;

let p: TestProvider;
let origin: string;
let customer: string;
let other: string;
let admin: string;

const CREATE = 'mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }';
const PROGRESS = 'query($id: Int!) { cloud_my_batch(id: $id) { id file_count planned_count planned_bytes completed_count arrived_bytes unfinished uploading_count missing_files { path size modified } } }';
const ABANDON = 'mutation($b: Int!, $f: [CloudPlannedFileInput!]) { abandon_cloud_upload(batchId: $b, files: $f) { id unfinished } }';
const USAGE = 'query { cloud_my_usage { used_bytes reserved_bytes } }';

const planned = (path: string, size = PNG.length) => ({ path, size, modified: MODIFIED });

async function createBatch(token: string, files: { path: string; size: number; modified: number }[]) {
  const result = await p.gql<{ create_cloud_batch: { id: number } }>(CREATE, { input: { name: 'Lô dở dang', request: '', files } }, { token });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.create_cloud_batch.id;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = (pathname: string, token: string, init: { method: string; headers?: Record<string, string>; body?: Buffer }) =>
  fetch(`${origin}${pathname}`, { method: init.method, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...init.headers }, body: init.body ? new Uint8Array(init.body) : undefined });

async function startUpload(token: string, batchId: number, folder: string, name: string, sent: number) {
  const created = await tus('/uploads', token, {
    method: 'POST',
    headers: { 'upload-length': String(PNG.length), 'upload-metadata': `filename ${b64(name)},batchId ${b64(String(batchId))},relativePath ${b64(folder)}` },
  });
  assert.equal(created.status, 201, await created.clone().text());
  const location = created.headers.get('location')!;
  const patched = await tus(location, token, { method: 'PATCH', headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: PNG.subarray(0, sent) });
  assert.equal(patched.status, 204);
  return location;
}

async function progress(token: string, id: number) {
  const result = await p.gql(PROGRESS, { id }, { token });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.cloud_my_batch;
}

before(async () => {
  p = await startTestProvider();
  origin = new URL(p.url).origin;
  customer = await p.cloudLogin(DEMO.cloud.account);
  other = await p.cloudLogin('khachhang2');
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
});
after(() => p.close());

describe('an interrupted batch', () => {
  test('says how much arrived and which chosen files are missing; only the owner reads the list', async () => {
    const id = await createBatch(customer, [planned('Ngày 1/a.png'), planned('Ngày 1/b.png'), planned('c.png')]);
    await startUpload(customer, id, 'Ngày 1', 'a.png', PNG.length);
    await startUpload(customer, id, 'Ngày 1', 'b.png', 1500);

    const seen = await progress(customer, id);
    assert.equal(seen.unfinished, true);
    assert.equal(seen.planned_count, 3);
    assert.equal(seen.planned_bytes, 3 * PNG.length);
    assert.equal(seen.completed_count, 1);
    assert.equal(seen.arrived_bytes, PNG.length + 1500);
    assert.deepEqual(seen.missing_files, [planned('Ngày 1/b.png'), planned('c.png')]);

    // Another customer: the batch does not exist for them; the admin sees counts, not the list.
    assert.equal((await p.gql(PROGRESS, { id }, { token: other })).data!.cloud_my_batch, null);
    const studio = await p.gql('query($id: Int!) { cloud_batch(id: $id) { unfinished completed_count planned_count missing_files { path } } }', { id }, { token: admin });
    assert.deepEqual(studio.data!.cloud_batch, { unfinished: true, completed_count: 1, planned_count: 3, missing_files: [] });
  });

  test('finished files are space used; unfinished ones are reserved, and a new file must fit beside both', async () => {
    const before = (await p.gql(USAGE, {}, { token: customer })).data!.cloud_my_usage;
    const id = await createBatch(customer, [planned('q1.png'), planned('q2.png')]);
    await startUpload(customer, id, '', 'q1.png', PNG.length);
    await startUpload(customer, id, '', 'q2.png', 100);
    const now = (await p.gql(USAGE, {}, { token: customer })).data!.cloud_my_usage;
    assert.equal(now.used_bytes - before.used_bytes, PNG.length);
    assert.equal(now.reserved_bytes - before.reserved_bytes, PNG.length);

    // A quota that holds the finished files and the reservation, and no more: a new file is refused…
    const [row] = await p.db.select().from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
    await p.db.update(cloudUsers).set({ quotaBytes: now.used_bytes + now.reserved_bytes + 10 }).where(eq(cloudUsers.id, row!.id));
    const refused = await tus('/uploads', customer, { method: 'POST', headers: { 'upload-length': String(PNG.length), 'upload-metadata': `filename ${b64('q3.png')},batchId ${b64(String(id))}` } });
    assert.equal(refused.status, 413);
    assert.match(await refused.text(), /Vượt quá dung lượng/);
    // …and giving up the unfinished one frees its reservation: the same file now fits.
    assert.deepEqual((await p.gql(ABANDON, { b: id, f: null }, { token: customer })).data!.abandon_cloud_upload, { id, unfinished: false });
    const fits = await tus('/uploads', customer, { method: 'POST', headers: { 'upload-length': String(PNG.length), 'upload-metadata': `filename ${b64('q3.png')},batchId ${b64(String(id))}` } });
    assert.equal(fits.status, 201);
    await p.db.update(cloudUsers).set({ quotaBytes: 50 * 1024 ** 3 }).where(eq(cloudUsers.id, row!.id));
  });

  test('the same file chosen on another device starts anew and replaces the stale partial one; the batch completes', async () => {
    const id = await createBatch(customer, [planned('r1.png'), planned('r2.png')]);
    await startUpload(customer, id, '', 'r1.png', 2000);
    // Another device has no tus URL for it: a new upload of the same name and size.
    await startUpload(customer, id, '', 'r1.png', PNG.length);
    let seen = await progress(customer, id);
    assert.equal(seen.file_count, 1);
    assert.equal(seen.uploading_count, 0);
    assert.deepEqual(seen.missing_files, [planned('r2.png')]);
    await startUpload(customer, id, '', 'r2.png', PNG.length);
    seen = await progress(customer, id);
    assert.equal(seen.unfinished, false);
    assert.equal(seen.arrived_bytes, 2 * PNG.length);
  });

  test('giving up one missing file keeps the others; a deleted file leaves the plan', async () => {
    const id = await createBatch(customer, [planned('s1.png'), planned('s2.png'), planned('s3.png')]);
    await startUpload(customer, id, '', 's1.png', PNG.length);
    await startUpload(customer, id, '', 's2.png', 300);
    const dropped = await p.gql(ABANDON, { b: id, f: [planned('s2.png')] }, { token: customer });
    assert.equal(dropped.errors, undefined);
    let seen = await progress(customer, id);
    assert.deepEqual(seen.missing_files, [planned('s3.png')]);
    assert.equal(seen.uploading_count, 0);

    // Deleting the finished file on purpose: it is not reported missing afterwards.
    const files = await p.gql('query($id: Int!) { cloud_batch_files(batchId: $id) { id name } }', { id }, { token: customer });
    const s1 = files.data!.cloud_batch_files.find((file: { name: string }) => file.name === 's1.png');
    assert.equal((await p.gql('mutation($id: Int!) { delete_cloud_file(id: $id) }', { id: s1.id }, { token: customer })).data!.delete_cloud_file, true);
    seen = await progress(customer, id);
    assert.deepEqual(seen.missing_files, [planned('s3.png')]);
    assert.equal(seen.planned_count, 1);
  });

  test("another customer cannot give up the owner's files (404), nor anyone once the studio works on the batch (CONFLICT)", async () => {
    const id = await createBatch(customer, [planned('t1.png'), planned('t2.png')]);
    await startUpload(customer, id, '', 't1.png', PNG.length);
    assert.equal(errorCode(await p.gql(ABANDON, { b: id, f: null }, { token: other })), 'NOT_FOUND');
    // Staff have no cloud session (requireCloud).
    assert.equal(errorCode(await p.gql(ABANDON, { b: id, f: null }, { token: admin })), 'UNAUTHENTICATED');
    assert.equal((await progress(customer, id)).unfinished, true);

    const [task] = await p.db.select({ id: tasks.id }).from(tasks).where(and(ne(tasks.status, TASK_STATUS.Cancel), ne(tasks.status, TASK_STATUS.Completed))).limit(1);
    await p.db.update(cloudBatches).set({ taskId: task!.id }).where(eq(cloudBatches.id, id));
    const inWork = await p.gql(ABANDON, { b: id, f: null }, { token: customer });
    assert.equal(errorCode(inWork), 'CONFLICT');
    assert.equal((await progress(customer, id)).unfinished, true);

    // Positive control: with no job on it, the owner gives the rest up.
    await p.db.update(cloudBatches).set({ taskId: null }).where(eq(cloudBatches.id, id));
    assert.deepEqual((await p.gql(ABANDON, { b: id, f: null }, { token: customer })).data!.abandon_cloud_upload, { id, unfinished: false });
  });

  test('a plan that is too long or holds a bad size is refused in Vietnamese and creates nothing; a good one is kept', async () => {
    const count = async () => (await p.gql('query { cloud_my_batches(limit: 1) { total } }', {}, { token: customer })).data!.cloud_my_batches.total;
    const start = await count();
    const tooMany = Array.from({ length: 20_001 }, (_, i) => planned(`${i}.png`));
    assertBadInput(await p.gql(CREATE, { input: { name: 'Quá nhiều', files: tooMany } }, { token: customer }), 'too many');
    assertBadInput(await p.gql(CREATE, { input: { name: 'Cỡ sai', files: [{ path: 'a.png', size: -1, modified: 0 }] } }, { token: customer }), 'bad size');
    assertBadInput(await p.gql(CREATE, { input: { name: 'Đường dẫn rỗng', files: [{ path: '../', size: 5, modified: 0 }] } }, { token: customer }), 'empty path');
    assert.equal(await count(), start);
    const id = await createBatch(customer, [planned('ok.png')]);
    assert.equal((await progress(customer, id)).planned_count, 1);
    assert.equal(await count(), start + 1);
  });

  test('a batch started before plans were kept reads as before: unfinished only while a file is arriving', async () => {
    const result = await p.gql<{ create_cloud_batch: { id: number } }>(CREATE, { input: { name: 'Lô cũ' } }, { token: customer });
    const id = result.data!.create_cloud_batch.id;
    await startUpload(customer, id, '', 'u1.png', PNG.length);
    const seen = await progress(customer, id);
    assert.equal(seen.planned_count, null);
    assert.equal(seen.unfinished, false);
    assert.deepEqual(seen.missing_files, []);
  });
});
