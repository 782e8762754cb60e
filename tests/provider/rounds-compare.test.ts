// 'So sánh' (docs/decisions/rounds-compare.md): result_versions gives one photo across its rounds
// — the customer's original and each round's result of the same name (extension and case
// ignored) — to staff who may see the job (every finished round) and to its customer (the
// delivered rounds only). Every refusal has its positive control beside it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { tasks } from '../../provider/src/db/schema';
import { DEMO, errorCode } from './harness';
import { finishRequestItems } from './delivery-support';
import { cardsIn, startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';
import { waitUntil } from './wait-until';

let w: TaskWorld;
let origin: string;
let customer: string;
let other: string;
let card: Card;
let revisionId: number;
/** Result ids by `round/name`. */
const ids = new Map<string, number>();

const noiseJpeg = (seed: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

const VERSIONS = `query($r: Int!) { result_versions(resultId: $r) { name original_file_id original_name original_has_thumbnail rounds { id round name uploaded_by_name } } }`;
type Versions = { name: string; original_file_id: number | null; original_name: string | null; original_has_thumbnail: boolean; rounds: { id: number; round: number; name: string; uploaded_by_name: string | null }[] };
const asCustomer = (resultId: number, token = customer) => w.p.gql<{ result_versions: Versions }>(VERSIONS, { r: resultId }, { token });
const asStaff = async (resultId: number, role: Role) => (await w.ok<{ result_versions: Versions }>(VERSIONS, { r: resultId }, role)).result_versions;
const roundsOf = (versions: Versions) => versions.rounds.map((r) => [r.round, r.name]);

async function cloudLogin(account: string) {
  const result = await w.p.gql<{ cloudUserLogin: { token: string } }>('query($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token } }', {
    input: { userName: account, password: DEMO.cloud.password },
  });
  return result.data!.cloudUserLogin.token;
}

async function upload(endpoint: string, token: string, metadata: Record<string, string>, bytes: Buffer) {
  const answer = await tusClient(origin, token).upload(endpoint, metadata, bytes);
  assert.equal(answer.status, 204, await answer.text());
}

type Results = { task_results: { results: { id: number; name: string; round: number; has_thumbnail: boolean }[] } };
const resultsOf = async (taskId: number) => (await w.ok<Results>('query($t: Int!) { task_results(taskId: $t) { results { id name round has_thumbnail } } }', { t: taskId }, 'editor')).task_results.results;

async function uploadResults(taskId: number, names: string[], seed: number) {
  for (const [i, name] of names.entries()) {
    const jpeg = await noiseJpeg(seed + i * 30);
    await upload('/task-uploads', w.token.editor, { filename: name, taskId: String(taskId) }, name.toLowerCase().endsWith('.png') ? await sharp(jpeg).png().toBuffer() : jpeg);
  }
  await waitUntil('thumbnails made', async () => (await resultsOf(taskId)).every((r) => r.has_thumbnail));
  for (const r of await resultsOf(taskId)) ids.set(`${r.round}/${r.name}`, r.id);
}

const DELIVER = 'mutation($t: Int!) { deliver_task(taskId: $t) { id round } }';

before(async () => {
  w = await startTaskWorld();
  origin = new URL(w.p.url).origin;
  customer = await cloudLogin(DEMO.cloud.account);
  other = await cloudLogin('khachhang2');
  const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'So sánh các lần', request: 'Chỉnh màu' } }, { token: customer });
  const batchId = batch.data!.create_cloud_batch.id;
  for (const [i, name] of ['IMG_001.jpg', 'IMG_002.jpg'].entries()) await upload('/uploads', customer, { filename: name, batchId: String(batchId), relativePath: '' }, await noiseJpeg(60 + i * 40));
  card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
  await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card.id }, 'admin');

  // Round 1 delivered; the customer asks a change on IMG_002; round 2 uploaded as 'img_002.PNG' (another case and extension), not yet delivered.
  await uploadResults(card.id, ['IMG_001.jpg', 'IMG_002.jpg'], 100);
  assert.equal((await w.move(await w.get(card.id), 'Completed', 'admin')).errors, undefined);
  const round1 = (await w.ok<{ deliver_task: { id: number } }>(DELIVER, { t: card.id }, 'admin')).deliver_task.id;
  await w.p.gql('mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id } }', { d: round1 }, { token: customer });
  const change = await w.p.gql('mutation($r: Int!) { cloud_review_result(resultId: $r, decision: CHANGES, note: "Làm sáng da") { id } }', { r: ids.get('1/IMG_002.jpg') }, { token: customer });
  assert.equal(change.errors, undefined, JSON.stringify(change.errors));
  const submitted = await w.p.gql('mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id } }', { d: round1 }, { token: customer });
  assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
  revisionId = (await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentTaskId, card.id)))[0]!.id;
  await uploadResults(revisionId, ['img_002.PNG'], 200);
});
after(() => w.p.close());

describe("'So sánh': one photo's rounds (docs/decisions/rounds-compare.md)", () => {
  test('staff who may see the job get the original and every finished round, from either round', async () => {
    for (const role of ['admin', 'qa', 'editor'] as const) {
      for (const from of [ids.get('2/img_002.PNG')!, ids.get('1/IMG_002.jpg')!]) {
        const versions = await asStaff(from, role);
        assert.deepEqual(roundsOf(versions), [[1, 'IMG_002.jpg'], [2, 'img_002.PNG']], `${role} from ${from}`);
        assert.equal(versions.original_name, 'IMG_002.jpg');
        assert.ok(versions.original_file_id !== null && versions.original_has_thumbnail);
      }
    }
    // Another photo is its own: IMG_001 has round 1 only.
    assert.deepEqual(roundsOf(await asStaff(ids.get('1/IMG_001.jpg')!, 'qa')), [[1, 'IMG_001.jpg']]);
    assert.equal((await asStaff(ids.get('2/img_002.PNG')!, 'qa')).rounds[1]!.uploaded_by_name !== null, true);
  });

  test('staff who may not see the job, anyone signed out and a missing result are refused', async () => {
    // editor2 is not the job's editor: as for a missing result (positive control: the job's editor above).
    assert.equal(errorCode(await w.fails(VERSIONS, { r: ids.get('2/img_002.PNG') }, 'editor2')), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(VERSIONS, { r: ids.get('1/IMG_002.jpg') }, 'editor2')), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(VERSIONS, { r: 999999 }, 'admin')), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql(VERSIONS, { r: ids.get('1/IMG_002.jpg') })), 'UNAUTHENTICATED');
    const ok = await asStaff(ids.get('1/IMG_002.jpg')!, 'admin');
    assert.equal(ok.rounds.length, 2);
  });

  test('the customer sees only delivered rounds; an undelivered result and another customer get NOT_FOUND', async () => {
    const delivered = await asCustomer(ids.get('1/IMG_002.jpg')!);
    assert.equal(delivered.errors, undefined, JSON.stringify(delivered.errors));
    // Round 2 is not delivered yet: not in the list, and not to be asked for.
    assert.deepEqual(roundsOf(delivered.data!.result_versions), [[1, 'IMG_002.jpg']]);
    assert.equal(delivered.data!.result_versions.original_name, 'IMG_002.jpg');
    assert.equal(errorCode(await asCustomer(ids.get('2/img_002.PNG')!)), 'NOT_FOUND');
    assert.equal(errorCode(await asCustomer(ids.get('1/IMG_002.jpg')!, other)), 'NOT_FOUND');
    assert.equal(errorCode(await asCustomer(999999)), 'NOT_FOUND');
  });

  test('once round 2 is delivered the customer compares both rounds, never seeing who made them', async () => {
    await finishRequestItems(w, revisionId);
    assert.equal((await w.move(await w.get(revisionId), 'Completed', 'admin')).errors, undefined);
    await w.ok(DELIVER, { t: revisionId }, 'admin');
    for (const from of [ids.get('2/img_002.PNG')!, ids.get('1/IMG_002.jpg')!]) {
      const answer = await asCustomer(from);
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      assert.deepEqual(roundsOf(answer.data!.result_versions), [[1, 'IMG_002.jpg'], [2, 'img_002.PNG']]);
      assert.ok(answer.data!.result_versions.rounds.every((r) => r.uploaded_by_name === null));
    }
    // Still nobody else's.
    assert.equal(errorCode(await asCustomer(ids.get('2/img_002.PNG')!, other)), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(VERSIONS, { r: ids.get('2/img_002.PNG') }, 'editor2')), 'NOT_FOUND');
  });
});
