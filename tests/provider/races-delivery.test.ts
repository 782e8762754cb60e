// 'Giao cho khách' at the same moment as a reject, a result upload finishing, and a result's
// deletion, on a real multi-connection PostgreSQL behind the barrier of races-support.ts
// (docs/decisions/race-tests.md, docs/decisions/delivery.md "Delivery under a lock"). Delivery
// locks the job's row; the move, the upload's finish and the deletion take the same lock, so one
// of each pair goes first and the other sees its outcome. Skipped with the reason on PGlite.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { and, eq, isNotNull } from 'drizzle-orm';
import { deliveries, deliveryResults, taskResults } from '../../provider/src/db/schema';
import { resultsDirectory } from '../../provider/src/modules/deliveries/uploads';
import { errorCode, type GqlResult } from './harness';
import { deliveryWorld, type DeliveryWorld } from './delivery-support';
import { race, RACES_NEED_POSTGRES } from './races-support';
import { taskWorldForFile, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world), RACES_NEED_POSTGRES);

const DELIVER = 'mutation($t: Int!) { deliver_task(taskId: $t) { id result_count } }';
type Delivered = GqlResult<{ deliver_task: { id: number; result_count: number } }>;
const deliver = (taskId: number): Promise<Delivered> => w.p.gql(DELIVER, { t: taskId }, { token: w.token.qa });

/**
 * The gate: every racer has passed its checks and waits to write — delivery its `deliveries` row,
 * a move its `task_history` row, an upload's finish or a deletion its `task_results` row — or
 * waits on the job's row lock another racer holds.
 */
const HOLD_DELIVERY_WRITES = 'lock table deliveries, task_history, task_results in share mode';

/** The job's finished results and what its delivery recorded (ids, sorted), and whether it was delivered. */
async function state(taskId: number) {
  const finished = (await w.p.db.select({ id: taskResults.id }).from(taskResults).where(and(eq(taskResults.taskId, taskId), isNotNull(taskResults.completedAt)))).map((r) => r.id).sort();
  const recorded = (
    await w.p.db.select({ id: deliveryResults.resultId }).from(deliveryResults).innerJoin(deliveries, eq(deliveries.id, deliveryResults.deliveryId)).where(eq(deliveries.taskId, taskId))
  )
    .map((r) => r.id)
    .sort();
  const delivered = (await w.p.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.taskId, taskId))).length > 0;
  return { finished, recorded, delivered };
}

describe('delivery under the job’s row lock', () => {
  let d: DeliveryWorld;
  const world = async () => (d ??= await deliveryWorld(w));

  it('deliver and reject at once: either delivered and still Completed, or rejected and not delivered', { skip: RACES_NEED_POSTGRES }, async () => {
    const d = await world();
    const job = await d.job('Lô giao và từ chối');
    assert.equal(await d.upload(job.id, 'a.jpg'), 204);
    await d.approve(job);
    const approved = await w.get(job.id);
    const [delivered, rejected] = (await race<unknown>(w.p.databaseUrl, HOLD_DELIVERY_WRITES, 2, () => [
      deliver(job.id),
      w.move(approved, 'Reject', 'admin', { comment: 'Sai màu' }),
    ])) as [Delivered, GqlResult];
    const answers = [delivered, rejected].map((r) => (r.errors ? errorCode(r) : 'ok'));
    const now = await w.get(job.id);
    const after = await state(job.id);
    // Exactly one of the two, the other refused for what the first did, and the job agrees.
    assert.equal(answers.filter((a) => a === 'ok').length, 1, JSON.stringify(answers));
    assert.deepEqual(answers, answers[0] === 'ok' ? ['ok', 'FORBIDDEN'] : ['CONFLICT', 'ok']);
    assert.equal(after.delivered, now.status === 'Completed', `delivered ${after.delivered}, status ${now.status}`);
    assert.equal(after.delivered, answers[0] === 'ok');
  });

  it('deliver and an upload finishing at once: the upload is in the delivery, or refused with 409 and gone', { skip: RACES_NEED_POSTGRES }, async () => {
    const d = await world();
    const job = await d.job('Lô giao và tải lên');
    assert.equal(await d.upload(job.id, 'a.jpg'), 204);
    const late = await d.startUpload(job.id, 'b.jpg');
    await d.approve(job);
    const [delivered, finished] = (await race<unknown>(w.p.databaseUrl, HOLD_DELIVERY_WRITES, 2, () => [deliver(job.id), d.editorTus.patch(late.location, late.offset, late.rest)])) as [Delivered, Response];
    await finished.arrayBuffer();
    assert.equal(delivered.errors, undefined, JSON.stringify(delivered.errors));
    const after = await state(job.id);
    // No finished result outside the delivery, and the delivery answered what it recorded.
    assert.deepEqual(after.recorded, after.finished);
    assert.equal(delivered.data!.deliver_task.result_count, after.recorded.length);
    const file = path.join(resultsDirectory(w.p.fileStorageDir), late.uploadId);
    if (finished.status === 204) {
      assert.equal(after.recorded.length, 2);
    } else {
      assert.equal(finished.status, 409);
      assert.equal(after.recorded.length, 1);
      assert.equal(existsSync(file), false, 'the refused upload’s bytes are removed');
      assert.deepEqual(await w.p.db.select().from(taskResults).where(eq(taskResults.uploadId, late.uploadId)), []);
    }
  });

  it('deliver and a result’s deletion at once: the result is deleted and not delivered, or delivered and the deletion refused', { skip: RACES_NEED_POSTGRES }, async () => {
    const d = await world();
    const job = await d.job('Lô giao và xóa');
    assert.equal(await d.upload(job.id, 'a.jpg'), 204);
    assert.equal(await d.upload(job.id, 'b.jpg'), 204);
    const [, doomed] = (await state(job.id)).finished;
    await d.approve(job);
    const [delivered, deleted] = (await race<unknown>(w.p.databaseUrl, HOLD_DELIVERY_WRITES, 2, () => [
      deliver(job.id),
      w.p.gql('mutation($id: Int!) { delete_task_result(id: $id) }', { id: doomed }, { token: w.token.editor }),
    ])) as [Delivered, GqlResult];
    assert.equal(delivered.errors, undefined, JSON.stringify(delivered.errors));
    const after = await state(job.id);
    assert.deepEqual(after.recorded, after.finished);
    assert.equal(delivered.data!.deliver_task.result_count, after.recorded.length);
    if (deleted.errors) {
      assert.equal(errorCode(deleted), 'CONFLICT', JSON.stringify(deleted.errors));
      assert.ok(after.recorded.includes(doomed!));
    } else {
      assert.deepEqual(after.recorded.length, 1);
      assert.ok(!after.recorded.includes(doomed!));
    }
  });
});
