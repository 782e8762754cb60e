// Abandoned uploads expire (docs/decisions/upload-expiry.md): an unfinished upload that received
// nothing for its area's period is removed by the sweep — its bytes off the disk, its row gone,
// the customer's reserved space back, the batch saying its unfinished part expired — while a
// finished upload and a recent unfinished one stay. Periods are short here (a minute), and the
// abandoned uploads are aged by moving their start and last byte back.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudFiles, taskResults } from '../../provider/src/db/schema';
import { DEMO } from './harness';
import { cardsIn, startTaskWorld, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);
const MODIFIED = 1_780_000_000_000;
const PERIOD_MS = 60_000;

let w: TaskWorld;
let origin: string;
let customer: string;

const PROGRESS = 'query($id: Int!) { cloud_my_batch(id: $id) { unfinished upload_expired_at uploading_count completed_count missing_files { path } } }';
const USAGE = 'query { cloud_my_usage { used_bytes reserved_bytes } }';

before(async () => {
  w = await startTaskWorld({ uploadExpiry: { cloudMs: PERIOD_MS, resultsMs: PERIOD_MS } });
  origin = new URL(w.p.url).origin;
  customer = await w.p.cloudLogin(DEMO.cloud.account);
});
after(() => w.p.close());

const idOf = (location: string) => location.split('/').pop()!;

/** An upload of PNG with only `sent` bytes sent; its Location. */
async function partialUpload(endpoint: string, token: string, metadata: Record<string, string>, sent: number) {
  const client = tusClient(origin, token);
  const created = await client.create(endpoint, PNG.length, metadata);
  assert.equal(created.status, 201, await created.text());
  const location = created.headers.get('location')!;
  assert.equal((await client.patch(location, 0, PNG.subarray(0, sent))).status, 204);
  return location;
}

/** The upload started and last received a byte two periods ago. */
async function age(table: typeof cloudFiles | typeof taskResults, dir: string, uploadId: string) {
  const past = new Date(Date.now() - 2 * PERIOD_MS);
  await w.p.db.update(table).set({ createdAt: past }).where(eq(table.uploadId, uploadId));
  await utimes(path.join(dir, uploadId), past, past);
}

const stored = (dir: string, uploadId: string) => existsSync(path.join(dir, uploadId)) || existsSync(path.join(dir, `${uploadId}.json`));
const head = (token: string, location: string) => tusClient(origin, token).request(location, 'HEAD');

describe('the expiry sweep', () => {
  test("removes a customer's abandoned upload with its bytes and reserved space; a finished and a recent one stay", async () => {
    const dir = path.join(w.p.fileStorageDir, 'cloud');
    const files = ['bo.png', 'xong.png', 'moi.png'].map((name) => ({ path: name, size: PNG.length, modified: MODIFIED }));
    const created = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'Lô bỏ dở', request: '', files } }, { token: customer });
    const batchId = created.data!.create_cloud_batch.id;
    const meta = (name: string) => ({ filename: name, batchId: String(batchId), relativePath: '' });

    const abandoned = await partialUpload('/uploads', customer, meta('bo.png'), 1500);
    const finished = await partialUpload('/uploads', customer, meta('xong.png'), PNG.length);
    const recent = await partialUpload('/uploads', customer, meta('moi.png'), 2000);
    await age(cloudFiles, dir, idOf(abandoned));
    // A finished upload as old as the abandoned one stays too.
    await age(cloudFiles, dir, idOf(finished));

    const usageBefore = (await w.p.gql(USAGE, {}, { token: customer })).data!.cloud_my_usage;
    assert.deepEqual(usageBefore, { used_bytes: PNG.length, reserved_bytes: 2 * PNG.length });

    assert.equal(await w.p.provider.uploadExpiry.sweepOnce(), 1);

    assert.equal(stored(dir, idOf(abandoned)), false, 'the abandoned bytes and tus info are off the disk');
    assert.equal(stored(dir, idOf(finished)), true);
    assert.equal(stored(dir, idOf(recent)), true);
    const rows = await w.p.db.select({ uploadId: cloudFiles.uploadId }).from(cloudFiles).where(eq(cloudFiles.batchId, batchId));
    assert.deepEqual(rows.map((row) => row.uploadId).sort(), [idOf(finished), idOf(recent)].sort());
    const usageAfter = (await w.p.gql(USAGE, {}, { token: customer })).data!.cloud_my_usage;
    assert.deepEqual(usageAfter, { used_bytes: PNG.length, reserved_bytes: PNG.length }, 'the abandoned upload reserves nothing now');
    assert.equal((await head(customer, abandoned)).status, 404);
    assert.equal((await head(customer, recent)).status, 200);

    // The batch says so while something is missing; starting the file again clears it.
    const seen = (await w.p.gql(PROGRESS, { id: batchId }, { token: customer })).data!.cloud_my_batch;
    assert.equal(seen.unfinished, true);
    assert.notEqual(seen.upload_expired_at, null);
    assert.deepEqual(seen.missing_files.map((file: { path: string }) => file.path).sort(), ['bo.png', 'moi.png']);

    await partialUpload('/uploads', customer, meta('bo.png'), 100);
    assert.equal((await w.p.gql(PROGRESS, { id: batchId }, { token: customer })).data!.cloud_my_batch.upload_expired_at, null);

    // Nothing more to expire: the sweep removes nothing.
    assert.equal(await w.p.provider.uploadExpiry.sweepOnce(), 0);
  });

  test("removes a job's abandoned result upload; a finished and a recent one stay", async () => {
    const dir = path.join(w.p.fileStorageDir, 'results');
    const card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
    const meta = (name: string) => ({ filename: name, taskId: String(card.id) });
    const editor = w.token.editor;

    const abandoned = await partialUpload('/task-uploads', editor, meta('bo.png'), 1500);
    const finished = await partialUpload('/task-uploads', editor, meta('xong.png'), PNG.length);
    const recent = await partialUpload('/task-uploads', editor, meta('moi.png'), 2000);
    await age(taskResults, dir, idOf(abandoned));
    await age(taskResults, dir, idOf(finished));

    assert.equal(await w.p.provider.uploadExpiry.sweepOnce(), 1);

    assert.equal(stored(dir, idOf(abandoned)), false);
    assert.equal(stored(dir, idOf(finished)), true);
    assert.equal(stored(dir, idOf(recent)), true);
    const rows = await w.p.db.select({ uploadId: taskResults.uploadId }).from(taskResults).where(eq(taskResults.taskId, card.id));
    assert.deepEqual(rows.map((row) => row.uploadId).sort(), [idOf(finished), idOf(recent)].sort());
    assert.equal((await head(editor, abandoned)).status, 404);
    assert.equal((await head(editor, recent)).status, 200);
  });

  test('an upload started long ago that is still receiving bytes stays', async () => {
    const dir = path.join(w.p.fileStorageDir, 'results');
    const card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
    const slow = await partialUpload('/task-uploads', w.token.editor, { filename: 'cham.png', taskId: String(card.id) }, 1000);
    // Started two periods ago, but its last byte arrives now.
    await age(taskResults, dir, idOf(slow));
    assert.equal((await tusClient(origin, w.token.editor).patch(slow, 1000, PNG.subarray(1000, 1500))).status, 204);

    assert.equal(await w.p.provider.uploadExpiry.sweepOnce(), 0);
    assert.equal(stored(dir, idOf(slow)), true);
    assert.equal((await head(w.token.editor, slow)).status, 200);
  });
});
