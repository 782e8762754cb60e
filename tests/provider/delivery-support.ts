// A job made from a customer's batch with results on it, ready to deliver: the setting of the
// delivery-lock tests (deliveries-frozen.test.ts, races-delivery.test.ts; docs/decisions/delivery.md).
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { DEMO } from './harness';
import { cardsIn, type Card, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';

/** A small real JPEG (the upload checks the first bytes against the extension). */
export const smallJpeg = (seed = 128) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

export type DeliveryWorld = {
  origin: string;
  customer: string;
  /** A tus client speaking as the job's editor. */
  editorTus: ReturnType<typeof tusClient>;
  /** A new job (In progress, the demo editor, QA `qa`) made from a new batch of the customer with one original, `IMG_1.jpg`. */
  job(name: string): Promise<Card>;
  /** Uploads a whole result as the editor; the answer's status. */
  upload(taskId: number, name: string): Promise<number>;
  /** Starts a result upload and sends its first half: the upload's path and the bytes still to send. */
  startUpload(taskId: number, name: string): Promise<{ location: string; rest: Buffer; offset: number; uploadId: string }>;
  approve(card: Card): Promise<void>;
};

export async function deliveryWorld(w: TaskWorld): Promise<DeliveryWorld> {
  const origin = new URL(w.p.url).origin;
  const customer = await w.p.cloudLogin(DEMO.cloud.account);
  const customerTus = tusClient(origin, customer);
  const editorTus = tusClient(origin, w.token.editor);
  return {
    origin,
    customer,
    editorTus,
    async job(name) {
      const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name, request: '' } }, { token: customer });
      const batchId = batch.data!.create_cloud_batch.id;
      const original = await customerTus.upload('/uploads', { filename: 'IMG_1.jpg', batchId: String(batchId), relativePath: '' }, await smallJpeg(90));
      assert.equal(original.status, 204, await original.text());
      const card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
      await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card.id }, 'admin');
      return w.get(card.id);
    },
    async upload(taskId, name) {
      const answer = await editorTus.upload('/task-uploads', { filename: name, taskId: String(taskId) }, await smallJpeg());
      await answer.arrayBuffer();
      return answer.status;
    },
    async startUpload(taskId, name) {
      const bytes = await smallJpeg(60);
      const created = await editorTus.create('/task-uploads', bytes.length, { filename: name, taskId: String(taskId) });
      assert.equal(created.status, 201);
      const location = created.headers.get('location')!;
      const half = Math.floor(bytes.length / 2);
      const first = await editorTus.patch(location, 0, bytes.subarray(0, half));
      assert.equal(first.status, 204);
      return { location, rest: bytes.subarray(half), offset: half, uploadId: location.split('/').pop()! };
    },
    async approve(card) {
      const moved = await w.move(await w.get(card.id), 'Completed', 'admin');
      assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    },
  };
}

/**
 * Marks every request item of a revision job done, as an admin (docs/decisions/proofing-marks.md):
 * the job may then become 'Hoàn thành'. Gives how many were answered.
 */
export async function finishRequestItems(w: TaskWorld, revisionId: number): Promise<number> {
  const items = await w.ok<{ task_revision_requests: { review_marks: { id: number; state: string }[] }[] }>(
    'query($t: Int!) { task_revision_requests(taskId: $t) { review_marks { id state } } }',
    { t: revisionId },
    'admin',
  );
  const open = items.task_revision_requests.flatMap((row) => row.review_marks).filter((mark) => mark.state === 'OPEN');
  for (const mark of open) await w.ok('mutation($id: Int!) { answer_request_item(id: $id, done: true) { id } }', { id: mark.id }, 'admin');
  return open.length;
}
