// The viewer's large rendition (docs/decisions/viewer.md, docs/decisions/delivery.md "Large
// rendition") and the 'Đồng ý tất cả' rule (docs/decisions/proofing.md): who may fetch a
// result's or an original's /preview — exactly who may fetch its thumbnail — and that approving
// all keeps a change request. Every refusal has its positive control beside it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { DEMO, errorCode } from './harness';
import { cardsIn, startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';
import { waitUntil } from './wait-until';

let w: TaskWorld;
let origin: string;
let customer: string;
let other: string;
let card: Card;
let originals: { id: number; name: string }[];
let results: { id: number; name: string; original_file_id: number | null }[];

const noiseJpeg = (width: number, height: number, seed = 128) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

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

const get = (pathname: string, token: string) => fetch(`${origin}${pathname}`, { headers: { authorization: `Bearer ${token}` } });

/** The status of a GET, and for a 200 the image's format and long edge. */
async function fetched(pathname: string, token: string) {
  const answer = await get(pathname, token);
  if (answer.status !== 200) return { status: answer.status };
  const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return { status: 200, type: answer.headers.get('content-type'), format: meta.format, edge: Math.max(meta.width!, meta.height!) };
}

const PANEL = 'query($t: Int!) { task_results(taskId: $t) { results { id name has_thumbnail original_file_id } } }';
const panel = (as: Role) => w.ok<{ task_results: { results: { id: number; name: string; has_thumbnail: boolean; original_file_id: number | null }[] } }>(PANEL, { t: card.id }, as);

before(async () => {
  w = await startTaskWorld();
  origin = new URL(w.p.url).origin;
  customer = await cloudLogin(DEMO.cloud.account);
  other = await cloudLogin('khachhang2');
  const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'Ảnh lớn', request: '' } }, { token: customer });
  const batchId = batch.data!.create_cloud_batch.id;
  // A photo larger than the rendition (3,200 px) and one smaller (600 px).
  await upload('/uploads', customer, { filename: 'LON.jpg', batchId: String(batchId), relativePath: '' }, await noiseJpeg(3200, 2000, 90));
  await upload('/uploads', customer, { filename: 'nho.jpg', batchId: String(batchId), relativePath: '' }, await noiseJpeg(600, 400, 150));
  card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
  await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card.id }, 'admin');
  await upload('/task-uploads', w.token.editor, { filename: 'lon.jpg', taskId: String(card.id) }, await noiseJpeg(3000, 2400, 100));
  await upload('/task-uploads', w.token.editor, { filename: 'nho.jpg', taskId: String(card.id) }, await noiseJpeg(600, 400, 60));
  await upload('/task-uploads', w.token.editor, { filename: 'them.jpg', taskId: String(card.id) }, await noiseJpeg(500, 500, 30));
  await waitUntil('result renditions made', async () => (await panel('editor')).task_results.results.every((r) => r.has_thumbnail));
  results = (await panel('editor')).task_results.results;
  const files = async () =>
    (await w.p.gql<{ cloud_my_batches: { items: { id: number; files: { id: number; name: string; has_thumbnail: boolean }[] }[] } }>('query { cloud_my_batches { items { id files { id name has_thumbnail } } } }', {}, { token: customer })).data!.cloud_my_batches.items.find((b) => b.id === batchId)!.files;
  await waitUntil('original renditions made', async () => (await files()).every((file) => file.has_thumbnail));
  originals = await files();
});
after(() => w.p.close());

describe('the large rendition (/preview)', () => {
  test('made beside the thumbnail: a JPEG of at most 2,560 px, never enlarged', async () => {
    const large = results.find((r) => r.name === 'lon.jpg')!;
    const small = results.find((r) => r.name === 'nho.jpg')!;
    assert.deepEqual(await fetched(`/task-results/${large.id}/preview`, w.token.editor), { status: 200, type: 'image/jpeg', format: 'jpeg', edge: 2560 });
    assert.deepEqual(await fetched(`/task-results/${small.id}/preview`, w.token.editor), { status: 200, type: 'image/jpeg', format: 'jpeg', edge: 600 });
    const bigOriginal = originals.find((f) => f.name === 'LON.jpg')!;
    assert.deepEqual(await fetched(`/cloud-files/${bigOriginal.id}/preview`, customer), { status: 200, type: 'image/jpeg', format: 'jpeg', edge: 2560 });
    // The screen rendition, the viewer's first picture (docs/decisions/viewer.md): 1,600 px, never enlarged.
    assert.deepEqual(await fetched(`/task-results/${large.id}/screen`, w.token.editor), { status: 200, type: 'image/jpeg', format: 'jpeg', edge: 1600 });
    assert.deepEqual(await fetched(`/task-results/${small.id}/screen`, w.token.editor), { status: 200, type: 'image/jpeg', format: 'jpeg', edge: 600 });
    assert.deepEqual(await fetched(`/cloud-files/${bigOriginal.id}/screen`, customer), { status: 200, type: 'image/jpeg', format: 'jpeg', edge: 1600 });
  });

  test("a result's rendition: staff who see the job, and its customer only once delivered; nobody else", async () => {
    const result = results.find((r) => r.name === 'lon.jpg')!;
    // The large rendition and the screen rendition under one rule.
    const paths = [`/task-results/${result.id}/preview`, `/task-results/${result.id}/screen`];
    for (const path of paths) {
      for (const who of ['editor', 'qa', 'admin'] as const) assert.equal((await get(path, w.token[who])).status, 200, who);
      // An editor whose job it is not, the customer before delivery, another customer: as missing.
      assert.equal((await get(path, w.token.editor2)).status, 404);
      assert.equal((await get(path, customer)).status, 404);
      assert.equal((await fetch(`${origin}${path}`)).status, 401);
    }
    assert.equal((await get('/task-results/999999/preview', w.token.admin)).status, 404);

    const moved = await w.move(await w.get(card.id), 'Completed', 'admin');
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    await w.ok('mutation($t: Int!) { deliver_task(taskId: $t) { id } }', { t: card.id }, 'admin');
    // Positive control: the customer it was delivered to; still nobody else.
    for (const path of paths) {
      assert.equal((await get(path, customer)).status, 200);
      assert.equal((await get(path, other)).status, 404);
      assert.equal((await get(path, w.token.editor2)).status, 404);
    }
  });

  test("an original's rendition: as its thumbnail — its owner, admins, the job's QA and editor; nobody else", async () => {
    const original = originals.find((f) => f.name === 'nho.jpg')!;
    for (const path of [`/cloud-files/${original.id}/preview`, `/cloud-files/${original.id}/screen`]) {
      for (const token of [customer, w.token.admin, w.token.qa, w.token.editor]) assert.equal((await get(path, token)).status, 200);
      assert.equal((await get(path, other)).status, 404);
      assert.equal((await get(path, w.token.editor2)).status, 404);
    }
    assert.equal((await get('/cloud-files/999999/preview', customer)).status, 404);
    // The file itself follows the same rule (docs/decisions/originals-on-the-job.md).
    assert.equal((await get(`/cloud-files/${original.id}`, w.token.editor)).status, 200);
    assert.equal((await get(`/cloud-files/${original.id}`, w.token.editor2)).status, 404);
  });
});

describe("'Đồng ý tất cả' (docs/decisions/proofing.md)", () => {
  const REVIEW = 'mutation($r: Int!, $d: ReviewDecision!, $n: String) { cloud_review_result(resultId: $r, decision: $d, note: $n) { id } }';
  const APPROVE_ALL = 'mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id name review_decision review_note } }';

  test('approves only the undecided photos: a change request keeps its decision and its note', async () => {
    const deliveryId = (await w.p.gql<{ cloud_my_deliveries: { id: number; task_id: number }[] }>('query { cloud_my_deliveries { id task_id } }', {}, { token: customer })).data!.cloud_my_deliveries.find((d) => d.task_id === card.id)!.id;
    const change = results.find((r) => r.name === 'nho.jpg')!;
    assert.equal((await w.p.gql(REVIEW, { r: change.id, d: 'CHANGES', n: 'Làm mịn da' }, { token: customer })).errors, undefined);
    // Another customer is refused and changes nothing.
    assert.equal(errorCode(await w.p.gql(APPROVE_ALL, { d: deliveryId }, { token: other })), 'NOT_FOUND');
    const answer = await w.p.gql<{ cloud_approve_all: { name: string; review_decision: string; review_note: string }[] }>(APPROVE_ALL, { d: deliveryId }, { token: customer });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    const byName = Object.fromEntries(answer.data!.cloud_approve_all.map((r) => [r.name, [r.review_decision, r.review_note]]));
    assert.deepEqual(byName, { 'lon.jpg': ['APPROVED', ''], 'nho.jpg': ['CHANGES', 'Làm mịn da'], 'them.jpg': ['APPROVED', ''] });
    // The customer changes her mind on that photo by itself: 'Đồng ý' on it replaces the request.
    assert.equal((await w.p.gql(REVIEW, { r: change.id, d: 'APPROVED' }, { token: customer })).errors, undefined);
    const again = await w.p.gql<{ cloud_approve_all: { review_decision: string }[] }>(APPROVE_ALL, { d: deliveryId }, { token: customer });
    assert.deepEqual(again.data!.cloud_approve_all.map((r) => r.review_decision), ['APPROVED', 'APPROVED', 'APPROVED']);
  });
});
