// 'Bộ ảnh cuối' (docs/decisions/final-set.md): after a revision the customer has the newest
// version of every photo across rounds, as a list and as one ZIP; round ZIPs are named by job and
// round and never share an entry name; the batch says 'Đang sửa lại' until the revision is
// delivered. Every refusal has its positive control beside it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { cloudUsers, tasks } from '../../provider/src/db/schema';
import { deliveryZipName, latestVersions, roundEntryName } from '../../provider/src/modules/deliveries/final-set';
import { DEMO, errorCode } from './harness';
import { finishRequestItems } from './delivery-support';
import { cardsIn, startTaskWorld, type Card, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';
import { waitUntil } from './wait-until';

let w: TaskWorld;
let origin: string;
let customer: string;
let other: string;
let customerId: number;
let batchId: number;
let card: Card;
let revisionId: number;
let round1: number;
let round2: number;
/** The bytes of each result as uploaded, by round and name. */
const SENT = new Map<string, Buffer>();
const BATCH = 'Ảnh cưới Lan & Minh';

const noiseJpeg = (seed: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
const notPng = (bytes: Buffer) => sharp(bytes).png().toBuffer();

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

async function uploadResult(taskId: number, round: number, name: string, bytes: Buffer) {
  await upload('/task-uploads', w.token.editor, { filename: name, taskId: String(taskId) }, bytes);
  SENT.set(`${round}/${name}`, bytes);
}

const get = (pathname: string, token: string) => fetch(`${origin}${pathname}`, { headers: { authorization: `Bearer ${token}` } });

/** A stored (yazl: not compressed) ZIP's entries, name → bytes, from its central directory. */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    assert.equal(zip.readUInt16LE(offset + 10), 0, 'stored, not compressed');
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.set(name, zip.subarray(dataStart, dataStart + size));
    offset += 46 + skip;
  }
  return entries;
}

/** A ZIP as the customer's browser gets it: its file name (RFC 5987) and its entries. */
async function zipOf(pathname: string, token: string) {
  const answer = await get(pathname, token);
  assert.equal(answer.status, 200, pathname);
  const disposition = answer.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return { name: encoded ? decodeURIComponent(encoded) : disposition, entries: zipEntries(Buffer.from(await answer.arrayBuffer())) };
}

const FINAL_SET = 'query($d: Int!) { cloud_final_set(deliveryId: $d) { latest { id round } rounds { id round } results { id name round review_decision uploaded_by_name } } }';
type FinalSet = { cloud_final_set: { latest: { id: number; round: number }; rounds: { id: number; round: number }[]; results: { id: number; name: string; round: number; review_decision: string | null; uploaded_by_name: string | null }[] } };
const finalSet = async (deliveryId: number, token = customer) => (await w.p.gql<FinalSet>(FINAL_SET, { d: deliveryId }, { token })).data!.cloud_final_set;
const DELIVER = 'mutation($t: Int!) { deliver_task(taskId: $t) { id round } }';

/** The batch's state as its customer ('Tệp của tôi') and the admin (the customer's page) read it. */
async function batchStates() {
  const mine = await w.p.gql<{ cloud_my_batches: { items: { id: number; state: string }[] } }>('query { cloud_my_batches { items { id state } } }', {}, { token: customer });
  const admin = await w.ok<{ cloud_user_batches: { items: { id: number; state: string }[] } }>('query($u: Int!) { cloud_user_batches(cloudUserId: $u) { items { id state } } }', { u: customerId }, 'admin');
  return [mine.data!.cloud_my_batches.items.find((b) => b.id === batchId)?.state, admin.cloud_user_batches.items.find((b) => b.id === batchId)?.state];
}

async function waitForThumbnails(taskId: number) {
  await waitUntil('thumbnails made', async () => (await w.ok<{ task_results: { results: { has_thumbnail: boolean }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { has_thumbnail } } }', { t: taskId }, 'editor')).task_results.results.every((r) => r.has_thumbnail));
}

before(async () => {
  w = await startTaskWorld();
  origin = new URL(w.p.url).origin;
  customer = await cloudLogin(DEMO.cloud.account);
  other = await cloudLogin('khachhang2');
  customerId = (await w.p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account)))[0]!.id;
  const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: BATCH, request: 'Chỉnh màu' } }, { token: customer });
  batchId = batch.data!.create_cloud_batch.id;
  for (const [i, name] of ['IMG_001.jpg', 'IMG_002.jpg', 'IMG_003.jpg'].entries()) await upload('/uploads', customer, { filename: name, batchId: String(batchId), relativePath: '' }, await noiseJpeg(60 + i * 40));
  card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
  await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card.id }, 'admin');

  // Round 1: three photos, approved, delivered.
  for (const [i, name] of ['IMG_001.jpg', 'IMG_002.jpg', 'IMG_003.jpg'].entries()) await uploadResult(card.id, 1, name, await noiseJpeg(100 + i * 30));
  await waitForThumbnails(card.id);
  assert.equal((await w.move(await w.get(card.id), 'Completed', 'admin')).errors, undefined);
  round1 = (await w.ok<{ deliver_task: { id: number } }>(DELIVER, { t: card.id }, 'admin')).deliver_task.id;
});
after(() => w.p.close());

describe("'Bộ ảnh cuối' and the round ZIPs (docs/decisions/final-set.md)", () => {
  test('the final set picks, per photo, the newest round that has it (name without extension, any case)', () => {
    const rows = [
      { id: 1, name: 'IMG_001.jpg', round: 1 },
      { id: 2, name: 'IMG_002.jpg', round: 1 },
      { id: 3, name: 'img_002.png', round: 2 },
      { id: 4, name: 'IMG_003.jpg', round: 1 },
      { id: 5, name: 'IMG_003.JPG', round: 3 },
      { id: 6, name: 'moi.jpg', round: 2 },
    ];
    assert.deepEqual(latestVersions(rows).map((r) => r.id), [1, 5, 3, 6]);
    assert.equal(roundEntryName('IMG_002.png', 2), 'IMG_002 (lần 2).png');
    assert.equal(roundEntryName('IMG_002.png', 1), 'IMG_002.png');
    assert.equal(roundEntryName('README', 3), 'README (lần 3)');
    assert.equal(deliveryZipName({ id: 9, batchName: 'Lô A', round: 2 }, 'round'), 'Lô A – lần 2.zip');
    assert.equal(deliveryZipName({ id: 9, batchName: ' ', round: 1 }, 'final'), 'ket-qua-9 – bộ ảnh cuối.zip');
  });

  test('one round delivered: the final set is that round; the batch is done', async () => {
    const set = await finalSet(round1);
    assert.deepEqual(set.latest, { id: round1, round: 1 });
    assert.deepEqual(set.rounds, [{ id: round1, round: 1 }]);
    assert.deepEqual(set.results.map((r) => [r.name, r.round]), [['IMG_001.jpg', 1], ['IMG_002.jpg', 1], ['IMG_003.jpg', 1]]);
    assert.ok(set.results.every((r) => r.uploaded_by_name === null));
    assert.deepEqual(await batchStates(), ['DONE', 'DONE']);
  });

  test("a change request: the batch is 'Đang sửa lại' for the customer and the admin until round 2 is delivered", async () => {
    const results = (await finalSet(round1)).results;
    await w.p.gql('mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id } }', { d: round1 }, { token: customer });
    const change = await w.p.gql('mutation($r: Int!) { cloud_review_result(resultId: $r, decision: CHANGES, note: "Làm sáng da") { id } }', { r: results[1]!.id }, { token: customer });
    assert.equal(change.errors, undefined, JSON.stringify(change.errors));
    const submitted = await w.p.gql('mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id } }', { d: round1 }, { token: customer });
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
    revisionId = (await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentTaskId, card.id)))[0]!.id;
    assert.deepEqual(await batchStates(), ['REVISING', 'REVISING']);

    // Worked and approved, still not delivered: still 'Đang sửa lại'.
    await uploadResult(revisionId, 2, 'IMG_002.png', await notPng(await noiseJpeg(200)));
    await waitForThumbnails(revisionId);
    await finishRequestItems(w, revisionId);
    assert.equal((await w.move(await w.get(revisionId), 'Completed', 'admin')).errors, undefined);
    assert.deepEqual(await batchStates(), ['REVISING', 'REVISING']);
    round2 = (await w.ok<{ deliver_task: { id: number } }>(DELIVER, { t: revisionId }, 'admin')).deliver_task.id;
    assert.deepEqual(await batchStates(), ['DONE', 'DONE']);
  });

  test('after round 2: the redone photo in its newest version, the others from round 1, from either round; nobody else reads it', async () => {
    for (const deliveryId of [round1, round2]) {
      const set = await finalSet(deliveryId);
      assert.deepEqual(set.latest, { id: round2, round: 2 });
      assert.deepEqual(set.rounds, [{ id: round2, round: 2 }, { id: round1, round: 1 }]);
      assert.deepEqual(set.results.map((r) => [r.name, r.round]), [['IMG_001.jpg', 1], ['IMG_002.png', 2], ['IMG_003.jpg', 1]]);
      // Round 1's decisions stay with its photos; the new version waits for the customer's.
      assert.deepEqual(set.results.map((r) => r.review_decision), ['APPROVED', null, 'APPROVED']);
    }
    // Another customer: as for a missing delivery; staff: not a customer's operation.
    assert.equal(errorCode(await w.p.gql(FINAL_SET, { d: round2 }, { token: other })), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql(FINAL_SET, { d: 999999 }, { token: customer })), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(FINAL_SET, { d: round2 }, 'admin')), 'UNAUTHENTICATED');
  });

  test('the final set ZIP holds one file per photo, the newest version, byte for byte; round ZIPs are named by job and round', async () => {
    for (const deliveryId of [round1, round2]) {
      const final = await zipOf(`/deliveries/${deliveryId}/final-zip`, customer);
      assert.equal(final.name, `${BATCH} – bộ ảnh cuối.zip`);
      assert.deepEqual([...final.entries.keys()], ['IMG_001.jpg', 'IMG_002.png', 'IMG_003.jpg']);
      assert.ok(final.entries.get('IMG_001.jpg')!.equals(SENT.get('1/IMG_001.jpg')!));
      assert.ok(final.entries.get('IMG_002.png')!.equals(SENT.get('2/IMG_002.png')!));
      assert.ok(final.entries.get('IMG_003.jpg')!.equals(SENT.get('1/IMG_003.jpg')!));
    }
    const first = await zipOf(`/deliveries/${round1}/zip`, customer);
    const second = await zipOf(`/deliveries/${round2}/zip`, customer);
    assert.equal(first.name, `${BATCH} – lần 1.zip`);
    assert.equal(second.name, `${BATCH} – lần 2.zip`);
    assert.deepEqual([...first.entries.keys()], ['IMG_001.jpg', 'IMG_002.jpg', 'IMG_003.jpg']);
    assert.deepEqual([...second.entries.keys()], ['IMG_002 (lần 2).png']);
    assert.ok(second.entries.get('IMG_002 (lần 2).png')!.equals(SENT.get('2/IMG_002.png')!));
    // Unpacked into one folder, no round's file takes another's name.
    const names = [...first.entries.keys(), ...second.entries.keys()].map((name) => name.toLowerCase());
    assert.equal(new Set(names).size, names.length);

    // Nobody else: another customer and staff get the 404 of a missing ZIP; a missing delivery too.
    assert.equal((await get(`/deliveries/${round2}/final-zip`, other)).status, 404);
    assert.equal((await get(`/deliveries/${round2}/final-zip`, w.token.admin)).status, 404);
    assert.equal((await get(`/deliveries/999999/final-zip`, customer)).status, 404);
  });

  test("the final set ZIP's link: its own ticket opens it, the round ZIP's ticket does not; nobody else gets one", async () => {
    const ISSUE = 'mutation($d: Int!) { issue_final_set_zip_ticket(deliveryId: $d) { ticket } }';
    assert.equal(errorCode(await w.p.gql(ISSUE, { d: round2 }, { token: other })), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(ISSUE, { d: round2 }, 'admin')), 'UNAUTHENTICATED');
    const ticket = (await w.p.gql<{ issue_final_set_zip_ticket: { ticket: string } }>(ISSUE, { d: round2 }, { token: customer })).data!.issue_final_set_zip_ticket.ticket;
    const byLink = (pathname: string, credential: string) => fetch(`${origin}${pathname}?ticket=${encodeURIComponent(credential)}`);
    const zip = await byLink(`/deliveries/${round2}/final-zip`, ticket);
    assert.equal(zip.status, 200);
    assert.deepEqual([...zipEntries(Buffer.from(await zip.arrayBuffer())).keys()], ['IMG_001.jpg', 'IMG_002.png', 'IMG_003.jpg']);
    assert.equal((await byLink(`/deliveries/${round2}/zip`, ticket)).status, 401);
    const roundTicket = (await w.p.gql<{ issue_delivery_zip_ticket: { ticket: string } }>('mutation($d: Int!) { issue_delivery_zip_ticket(deliveryId: $d) { ticket } }', { d: round2 }, { token: customer })).data!.issue_delivery_zip_ticket.ticket;
    assert.equal((await byLink(`/deliveries/${round2}/final-zip`, roundTicket)).status, 401);
    assert.equal((await byLink(`/deliveries/${round2}/zip`, roundTicket)).status, 200);
  });
});
