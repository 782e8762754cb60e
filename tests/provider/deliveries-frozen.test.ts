// What a delivery published is what the customer gets, and nothing changes it afterwards
// (docs/decisions/delivery.md, "Delivery under a lock"): the gallery, ZIPs, final set and
// proofing read the delivery's record, a result upload finishing after delivery is refused and
// removed, a result is not deleted after delivery, and a delivered job stays Completed. Each
// refusal beside the same request succeeding before delivery. The same requests at the same
// moment: races-delivery.test.ts.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { TASK_MESSAGES } from '../../domain/task-workflow';
import { taskResults, tasks } from '../../provider/src/db/schema';
import { DELIVERY_MESSAGES } from '../../provider/src/modules/deliveries/access';
import { resultsDirectory } from '../../provider/src/modules/deliveries/uploads';
import { errorCode } from './harness';
import { deliveryWorld, smallJpeg, type DeliveryWorld } from './delivery-support';
import { cardsIn, taskWorldForFile, type TaskWorld } from './tasks-support';

let w: TaskWorld;
let d: DeliveryWorld;
taskWorldForFile((world) => (w = world));

const DELIVER = 'mutation($t: Int!) { deliver_task(taskId: $t) { id result_count } }';
const DELETE = 'mutation($id: Int!) { delete_task_result(id: $id) }';
const RESULTS = 'query($t: Int!) { task_results(taskId: $t) { results { id name completed } } }';
type Results = { task_results: { results: { id: number; name: string; completed: boolean }[] } };
const GALLERY = 'query($d: Int!) { cloud_delivery_results(deliveryId: $d) { id name } }';
const FINAL_SET = 'query($d: Int!) { cloud_final_set(deliveryId: $d) { results { id name } } }';
const REVIEW = 'mutation($r: Int!) { cloud_review_result(resultId: $r, decision: APPROVED) { id } }';

const stored = (uploadId: string) => path.join(resultsDirectory(w.p.fileStorageDir), uploadId);
const get = (pathname: string, token: string) => fetch(`${d.origin}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
const staffResults = async (taskId: number) => (await w.ok<Results>(RESULTS, { t: taskId }, 'editor')).task_results.results;
async function deliver(taskId: number) {
  return (await w.ok<{ deliver_task: { id: number; result_count: number } }>(DELIVER, { t: taskId }, 'qa')).deliver_task;
}

/** The number of entries of a ZIP (its end-of-central-directory record; yazl writes no comment). */
async function zipEntries(answer: Response): Promise<number> {
  assert.equal(answer.status, 200);
  const bytes = Buffer.from(await answer.arrayBuffer());
  const end = bytes.length - 22;
  assert.equal(bytes.readUInt32LE(end), 0x06054b50, 'end of central directory record');
  return bytes.readUInt16LE(end + 10);
}

describe('after delivery, results are frozen', () => {
  before(async () => {
    d = await deliveryWorld(w);
  });

  test('a result upload ending after delivery is refused with 409 and its row and bytes are gone; one ending before delivery finishes', async () => {
    const job = await d.job('Lô tải muộn');
    assert.equal(await d.upload(job.id, 'a.jpg'), 204);
    const early = await d.startUpload(job.id, 'b.jpg');
    const late = await d.startUpload(job.id, 'c.jpg');
    // Positive control: the same last bytes before delivery finish the upload.
    assert.equal((await d.editorTus.patch(early.location, early.offset, early.rest)).status, 204);
    await d.approve(job);
    assert.equal((await deliver(job.id)).result_count, 2);
    assert.ok(existsSync(stored(late.uploadId)), 'the unfinished upload is on disk before its last bytes');

    const refused = await d.editorTus.patch(late.location, late.offset, late.rest);
    assert.equal(refused.status, 409);
    assert.match(await refused.text(), new RegExp(DELIVERY_MESSAGES.delivered));
    assert.equal(existsSync(stored(late.uploadId)), false, 'its bytes are removed');
    assert.equal(existsSync(`${stored(late.uploadId)}.json`), false, 'its tus metadata is removed');
    assert.deepEqual(await w.p.db.select().from(taskResults).where(eq(taskResults.uploadId, late.uploadId)), []);
    assert.deepEqual((await staffResults(job.id)).map((r) => [r.name, r.completed]), [['a.jpg', true], ['b.jpg', true]]);
    assert.ok(existsSync(stored(early.uploadId)), 'the result finished before delivery stays');
    // A new upload is refused at once too.
    assert.equal(await d.upload(job.id, 'd.jpg'), 409);
  });

  test("the customer's gallery, ZIPs, final set and decisions hold the delivered results only, even when the job's live list has another", async () => {
    const job = await d.job('Lô đã chốt');
    assert.equal(await d.upload(job.id, 'IMG_1.jpg'), 204);
    assert.equal(await d.upload(job.id, 'IMG_2.jpg'), 204);
    await d.approve(job);
    const delivery = await deliver(job.id);
    // A finished result of the same job and round that the delivery did not publish: what an
    // upload finishing after delivery left before the lock (docs/decisions/delivery.md).
    const [uploader] = await w.p.db.select({ id: tasks.editorId }).from(tasks).where(eq(tasks.id, job.id));
    await writeFile(stored('sau-khi-giao'), await smallJpeg(30));
    const [extra] = await w.p.db
      .insert(taskResults)
      .values({ taskId: job.id, round: 1, uploadId: 'sau-khi-giao', name: 'IMG_3.jpg', size: 100, type: 'image/jpeg', uploadedBy: uploader!.id!, completedAt: new Date() })
      .returning({ id: taskResults.id });
    // The studio's live list has it (the control that it is there to leak)…
    assert.deepEqual((await staffResults(job.id)).map((r) => r.name), ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);

    // …the customer reaches only what was delivered.
    const gallery = (await w.p.gql<{ cloud_delivery_results: { id: number; name: string }[] }>(GALLERY, { d: delivery.id }, { token: d.customer })).data!.cloud_delivery_results;
    assert.deepEqual(gallery.map((r) => r.name), ['IMG_1.jpg', 'IMG_2.jpg']);
    const mine = (await w.p.gql<{ cloud_my_deliveries: { id: number; result_count: number }[] }>('query { cloud_my_deliveries { id result_count } }', {}, { token: d.customer })).data!.cloud_my_deliveries;
    assert.equal(mine.find((m) => m.id === delivery.id)!.result_count, 2);
    const finalSet = (await w.p.gql<{ cloud_final_set: { results: { name: string }[] } }>(FINAL_SET, { d: delivery.id }, { token: d.customer })).data!.cloud_final_set;
    assert.deepEqual(finalSet.results.map((r) => r.name), ['IMG_1.jpg', 'IMG_2.jpg']);
    assert.equal(await zipEntries(await get(`/deliveries/${delivery.id}/zip`, d.customer)), 2);
    assert.equal(await zipEntries(await get(`/deliveries/${delivery.id}/final-zip`, d.customer)), 2);
    // Its file and its decision: as a missing one; a delivered one opens and is decided.
    assert.equal((await get(`/task-results/${extra!.id}`, d.customer)).status, 404);
    assert.equal((await get(`/task-results/${gallery[0]!.id}`, d.customer)).status, 200);
    assert.equal(errorCode(await w.p.gql(REVIEW, { r: extra!.id }, { token: d.customer })), 'NOT_FOUND');
    assert.equal((await w.p.gql(REVIEW, { r: gallery[0]!.id }, { token: d.customer })).errors, undefined);
    assert.equal((await w.p.gql('mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id } }', { d: delivery.id }, { token: d.customer })).errors, undefined);
    const submitted = await w.p.gql<{ cloud_submit_review: { submitted: boolean } }>('mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { submitted } }', { d: delivery.id }, { token: d.customer });
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
  });

  test('deleting a result after delivery is refused in Vietnamese and keeps it; before delivery its uploader deletes it', async () => {
    const job = await d.job('Lô xóa');
    assert.equal(await d.upload(job.id, 'giu.jpg'), 204);
    assert.equal(await d.upload(job.id, 'nham.jpg'), 204);
    const [keep, wrong] = await staffResults(job.id);
    const uploadIdOf = async (id: number) => (await w.p.db.select({ uploadId: taskResults.uploadId }).from(taskResults).where(eq(taskResults.id, id)))[0]!.uploadId;
    const wrongFile = stored(await uploadIdOf(wrong!.id));
    const keepFile = stored(await uploadIdOf(keep!.id));
    // Positive control: before delivery the uploader deletes one, its file goes with it.
    assert.equal((await w.ok<{ delete_task_result: boolean }>(DELETE, { id: wrong!.id }, 'editor')).delete_task_result, true);
    assert.equal(existsSync(wrongFile), false);
    await d.approve(job);
    assert.equal((await deliver(job.id)).result_count, 1);

    for (const who of ['editor', 'admin'] as const) {
      const refused = await w.fails(DELETE, { id: keep!.id }, who);
      assert.equal(errorCode(refused), 'CONFLICT');
      assert.equal(refused.errors![0]!.message, 'Việc đã giao cho khách: không thể thay đổi kết quả.');
    }
    assert.ok(existsSync(keepFile), 'the delivered file stays');
    assert.deepEqual((await staffResults(job.id)).map((r) => r.name), ['giu.jpg']);
  });

  test('a delivered job stays Completed: moving it out is refused and changes nothing; a completed job not delivered moves out', async () => {
    const job = await d.job('Lô giữ hoàn thành');
    assert.equal(await d.upload(job.id, 'a.jpg'), 204);
    await d.approve(job);
    await deliver(job.id);
    const delivered = await w.get(job.id);
    for (const to of ['Reject', 'Cancel', 'InProgress']) {
      const refused = await w.move(delivered, to, 'admin', { comment: 'Làm lại' });
      assert.equal(errorCode(refused), 'FORBIDDEN', to);
      assert.equal(refused.errors![0]!.message, TASK_MESSAGES.deliveredStaysCompleted);
    }
    const after = await w.get(job.id);
    assert.deepEqual([after.status, after.version], ['Completed', delivered.version]);
    // Positive control: the same move of a completed job that was never delivered.
    const other = (await cardsIn(w, 'Completed', 1))[0]!;
    const moved = await w.move(other, 'Reject', 'admin', { comment: 'Làm lại' });
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    assert.equal(moved.data!.move_task.status, 'Reject');
  });
});
