// Results on a job, thumbnails and delivery to the customer (docs/decisions/delivery.md): who may
// upload, list, download and delete results, who may deliver, and that nobody else reaches a
// customer's results or thumbnails. Every refusal has its positive control beside it.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import sharp from 'sharp';
import { cloudFiles, notifications, tasks } from '../../provider/src/db/schema';
import { makeThumbnail, thumbnailPath } from '../../provider/src/modules/cloud-files/thumbnails';
import { pairingKey } from '../../provider/src/modules/deliveries/data';
import { DEMO, errorCode } from './harness';
import { finishRequestItems } from './delivery-support';
import { cardsIn, startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';
import { waitUntil } from './wait-until';

let w: TaskWorld;
let origin: string;
let customer: string;
let other: string;
let batchId: number;
let card: Card;
const ORIGINALS: Record<string, Buffer> = {};


/** A real JPEG of noise (so it does not compress to nothing). */
const noiseJpeg = (width: number, height: number, seed = 128) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

async function cloudLogin(account: string) {
  const result = await w.p.gql<{ cloudUserLogin: { token: string } }>('query($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token } }', {
    input: { userName: account, password: DEMO.cloud.password },
  });
  return result.data!.cloudUserLogin.token;
}

async function tusUpload(endpoint: string, token: string, metadata: Record<string, string>, bytes: Buffer) {
  const answer = await tusClient(origin, token).upload(endpoint, metadata, bytes);
  return { status: answer.status, body: await answer.text() };
}

/** A result upload as a staff role (its access token) or with a given token or ticket. */
const uploadResult = (as: Role | { token: string }, taskId: number, name: string, bytes: Buffer) =>
  tusUpload('/task-uploads', typeof as === 'string' ? w.token[as] : as.token, { filename: name, taskId: String(taskId) }, bytes);
const get = (pathname: string, token: string) => fetch(`${origin}${pathname}`, { headers: { authorization: `Bearer ${token}` } });

const PANEL = `query($t: Int!) { task_results(taskId: $t) { task_id batch_id can_upload can_deliver delivery { id round result_count }
  results { id name size type completed has_thumbnail original_file_id original_name can_delete uploaded_by_name } } }`;
type Panel = {
  task_results: {
    batch_id: number | null;
    can_upload: boolean;
    can_deliver: boolean;
    delivery: { id: number; round: number; result_count: number } | null;
    results: { id: number; name: string; size: number; completed: boolean; has_thumbnail: boolean; original_file_id: number | null; original_name: string | null; can_delete: boolean }[];
  };
};
const panel = (as: Role) => w.ok<Panel>(PANEL, { t: card.id }, as);
const DELIVER = 'mutation($t: Int!) { deliver_task(taskId: $t) { id round result_count batch_id } }';
const MY_DELIVERIES = 'query { cloud_my_deliveries { id task_id round result_count seen } }';
const DELIVERY_RESULTS = 'query($d: Int!) { cloud_delivery_results(deliveryId: $d) { id name original_file_id original_name has_thumbnail original_has_thumbnail uploaded_by_name } }';

/** The number of entries of a ZIP (its end-of-central-directory record; yazl writes no comment). */
function zipEntries(bytes: Buffer): number {
  const end = bytes.length - 22;
  assert.equal(bytes.readUInt32LE(end), 0x06054b50, 'end of central directory record');
  return bytes.readUInt16LE(end + 10);
}

before(async () => {
  w = await startTaskWorld();
  origin = new URL(w.p.url).origin;
  customer = await cloudLogin(DEMO.cloud.account);
  other = await cloudLogin('khachhang2');
  const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'Ảnh cưới', request: 'Chỉnh màu' } }, { token: customer });
  batchId = batch.data!.create_cloud_batch.id;
  for (const [name, seed] of [['IMG_001.jpg', 90], ['IMG_002.JPG', 150]] as const) {
    ORIGINALS[name] = await noiseJpeg(640, 480, seed);
    const uploaded = await tusUpload('/uploads', customer, { filename: name, batchId: String(batchId), relativePath: '' }, ORIGINALS[name]);
    assert.equal(uploaded.status, 204, uploaded.body);
  }
  card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
  await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card!.id }, 'admin');
});
after(() => w.p.close());

describe('thumbnails from camera RAW previews', () => {
  /** A little-endian TIFF whose IFD0 points at an embedded JPEG (as DNG, CR2, NEF and ARW do). */
  function tiffWithPreview(jpeg: Buffer): Buffer {
    const ifd = Buffer.alloc(2 + 2 * 12 + 4);
    ifd.writeUInt16LE(2, 0);
    const jpegOffset = 8 + ifd.length;
    [[0x201, jpegOffset], [0x202, jpeg.length]].forEach(([tag, value], i) => {
      ifd.writeUInt16LE(tag!, 2 + i * 12);
      ifd.writeUInt16LE(4, 4 + i * 12); // LONG
      ifd.writeUInt32LE(1, 6 + i * 12);
      ifd.writeUInt32LE(value!, 10 + i * 12);
    });
    return Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), ifd, jpeg]);
  }

  test('the embedded JPEG of a TIFF-based RAW and of a RAF becomes the thumbnail; a RAW without one gets none', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'tm-raw-'));
    try {
      const preview = await noiseJpeg(1200, 800);
      const dng = path.join(folder, 'a');
      await writeFile(dng, tiffWithPreview(preview));
      assert.equal(await makeThumbnail(dng, 'IMG_1.DNG'), true);
      const meta = await sharp(await readFile(thumbnailPath(dng))).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 320, 213]);

      const raf = path.join(folder, 'b');
      const header = Buffer.alloc(100);
      header.write('FUJIFILMCCD-RAW 0201FF383501', 0, 'latin1');
      header.writeUInt32BE(100, 84);
      header.writeUInt32BE(preview.length, 88);
      await writeFile(raf, Buffer.concat([header, preview]));
      assert.equal(await makeThumbnail(raf, 'DSCF0001.RAF'), true);

      const bare = path.join(folder, 'c');
      await writeFile(bare, Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]), Buffer.alloc(100)]));
      assert.equal(await makeThumbnail(bare, 'trong.nef'), false);
      assert.equal(await makeThumbnail(bare, 'tai-lieu.zip'), false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('a result pairs with its original by name, case and extension ignored', () => {
    assert.equal(pairingKey('IMG_001.JPG'), pairingKey('img_001.png'));
    assert.equal(pairingKey('anh.cuoi.tif'), 'anh.cuoi');
    assert.notEqual(pairingKey('IMG_001.jpg'), pairingKey('IMG_0011.jpg'));
  });
});

describe('thumbnails of the cloud area', () => {
  test("the server makes a WebP thumbnail of each uploaded image; only the batch's owner (and admins) fetch it", async () => {
    const files = async (token: string) =>
      (await w.p.gql<{ cloud_my_batches: { items: { id: number; files: { id: number; name: string; has_thumbnail: boolean }[] }[] } }>('query { cloud_my_batches { items { id files { id name has_thumbnail } } } }', {}, { token })).data!.cloud_my_batches.items.find((b) => b.id === batchId)?.files ?? [];
    await waitUntil('cloud thumbnails made', async () => (await files(customer)).every((file) => file.has_thumbnail));
    const [file] = await files(customer);
    const mine = await get(`/cloud-files/${file!.id}/thumbnail`, customer);
    assert.equal(mine.status, 200);
    assert.equal(mine.headers.get('content-type'), 'image/webp');
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    assert.equal(meta.format, 'webp');
    assert.ok(Math.max(meta.width!, meta.height!) <= 320);
    assert.equal((await get(`/cloud-files/${file!.id}/thumbnail`, w.token.admin)).status, 200);
    // Another customer, and an editor whose job it is not: the same 404 as a missing file.
    assert.equal((await get(`/cloud-files/${file!.id}/thumbnail`, other)).status, 404);
    assert.equal((await get(`/cloud-files/${file!.id}/thumbnail`, w.token.editor2)).status, 404);
    assert.equal((await get('/cloud-files/999999/thumbnail', customer)).status, 404);
    // The job's editor and QA see the batch's thumbnails (the board card) and, working the job,
    // its files too (docs/decisions/originals-on-the-job.md); editor2 above still gets 404.
    assert.equal((await get(`/cloud-files/${file!.id}/thumbnail`, w.token.editor)).status, 200);
    assert.equal((await get(`/cloud-files/${file!.id}/thumbnail`, w.token.qa)).status, 200);
    assert.equal((await get(`/cloud-files/${file!.id}`, w.token.editor)).status, 200);
    assert.equal((await get(`/cloud-files/${file!.id}`, w.token.editor2)).status, 404);
  });

  test("a board card carries its batch's first thumbnail; a card without a batch carries none", async () => {
    const first = (await w.p.gql<{ cloud_my_batches: { items: { id: number; files: { id: number }[] }[] } }>('query { cloud_my_batches { items { id files { id } } } }', {}, { token: customer })).data!.cloud_my_batches.items.find((b) => b.id === batchId)!.files[0]!.id;
    const other = await w.create();
    const board = await w.ok<{ task_board: { cards: { id: number; previewFileId: number | null }[] } }>('query { task_board { cards { id previewFileId } } }', {}, 'admin');
    const byId = new Map(board.task_board.cards.map((c) => [c.id, c.previewFileId]));
    assert.equal(byId.get(card.id), first);
    assert.equal(byId.get(other.id), null);
    // The editor's own board, and one card read alone, say the same.
    const mine = await w.ok<{ tasks: { id: number; previewFileId: number | null }[] }>('query { tasks { id previewFileId } }', {}, 'editor');
    assert.equal(mine.tasks.find((c) => c.id === card.id)?.previewFileId, first);
    assert.equal((await w.ok<{ task: { previewFileId: number | null } }>('query($id: Int!) { task(id: $id) { previewFileId } }', { id: card.id }, 'editor')).task.previewFileId, first);
  });
});

describe('results on a job', () => {
  let editedBytes: Buffer;

  test('an editor who sees the job uploads results, paired with originals by name; an editor without access cannot', async () => {
    editedBytes = await noiseJpeg(800, 600, 100);
    // No access: another editor cannot get a ticket, upload, or list (NOT_FOUND, like a missing job).
    assert.equal(errorCode(await w.fails('mutation($t: Int!) { issue_task_upload_ticket(taskId: $t) { ticket } }', { t: card.id }, 'editor2')), 'NOT_FOUND');
    const refused = await uploadResult('editor2', card.id, 'img_001.jpg', editedBytes);
    assert.equal(refused.status, 404, refused.body);
    assert.equal(errorCode(await w.fails(PANEL, { t: card.id }, 'editor2')), 'NOT_FOUND');
    // A customer's upload ticket is not a staff one.
    assert.equal((await uploadResult({ token: customer }, card.id, 'img_001.jpg', editedBytes)).status, 401);

    // Positive control: the job's editor, with an upload ticket (audience tm-upload).
    const ticket = (await w.ok<{ issue_task_upload_ticket: { ticket: string } }>('mutation($t: Int!) { issue_task_upload_ticket(taskId: $t) { ticket } }', { t: card.id }, 'editor')).issue_task_upload_ticket.ticket;
    const first = await uploadResult({ token: ticket }, card.id, 'img_001.jpg', editedBytes);
    assert.equal(first.status, 204, first.body);
    assert.equal((await uploadResult('editor', card.id, 'Img_002.jpeg', await noiseJpeg(800, 600, 60))).status, 204);
    assert.equal((await uploadResult('editor', card.id, 'khac.jpg', await noiseJpeg(300, 200))).status, 204);
    // The same type and content checks as the cloud area.
    const exe = await uploadResult('editor', card.id, 'virus.exe', Buffer.from('MZ....'));
    assert.equal(exe.status, 415);
    const fake = await uploadResult('editor', card.id, 'gia.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]));
    assert.equal(fake.status, 415);

    const { task_results } = await panel('editor');
    assert.equal(task_results.batch_id, batchId);
    assert.deepEqual(
      task_results.results.map((r) => [r.name, r.original_name]),
      [
        ['Img_002.jpeg', 'IMG_002.JPG'],
        ['img_001.jpg', 'IMG_001.jpg'],
        ['khac.jpg', null],
      ],
    );
    assert.ok(task_results.results.every((r) => r.completed && r.can_delete));
    // QA sees the job's results (task-visibility.md) but deletes none of the editor's.
    assert.ok((await panel('qa')).task_results.results.every((r) => !r.can_delete));
  });

  test('results download byte for byte with thumbnails for staff who see the job; nobody else', async () => {
    const { task_results } = await panel('editor');
    const result = task_results.results.find((r) => r.name === 'img_001.jpg')!;
    await waitUntil('result thumbnails made', async () => (await panel('editor')).task_results.results.every((r) => r.has_thumbnail));
    for (const who of ['editor', 'qa', 'admin'] as const) {
      const file = await get(`/task-results/${result.id}`, w.token[who]);
      assert.equal(file.status, 200, who);
      assert.ok(Buffer.from(await file.arrayBuffer()).equals(editedBytes));
      const thumb = await get(`/task-results/${result.id}/thumbnail`, w.token[who]);
      assert.equal(thumb.status, 200);
      assert.equal(thumb.headers.get('content-type'), 'image/webp');
    }
    assert.equal((await get(`/task-results/${result.id}`, w.token.editor2)).status, 404);
    assert.equal((await get(`/task-results/${result.id}/thumbnail`, w.token.editor2)).status, 404);
  });

  test('a customer cannot see results before delivery', async () => {
    const { task_results } = await panel('editor');
    const result = task_results.results[0]!;
    assert.equal((await get(`/task-results/${result.id}`, customer)).status, 404);
    assert.equal((await get(`/task-results/${result.id}/thumbnail`, customer)).status, 404);
    assert.deepEqual((await w.p.gql(MY_DELIVERIES, {}, { token: customer })).data!.cloud_my_deliveries, []);
    // Staff operations are not the customer's.
    assert.equal(errorCode(await w.p.gql(PANEL, { t: card.id }, { token: customer })), 'UNAUTHENTICATED');
  });

  test('only the uploader (or an admin) deletes a result, before delivery', async () => {
    assert.equal((await uploadResult('editor', card.id, 'nham.jpg', await noiseJpeg(200, 200))).status, 204);
    const extra = (await panel('editor')).task_results.results.find((r) => r.name === 'nham.jpg')!;
    const del = 'mutation($id: Int!) { delete_task_result(id: $id) }';
    assert.equal(errorCode(await w.fails(del, { id: extra.id }, 'qa')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(del, { id: extra.id }, 'editor2')), 'NOT_FOUND');
    assert.equal((await w.ok<{ delete_task_result: boolean }>(del, { id: extra.id }, 'editor')).delete_task_result, true);
    assert.equal((await get(`/task-results/${extra.id}`, w.token.editor)).status, 404);
    assert.ok(!(await panel('editor')).task_results.results.some((r) => r.name === 'nham.jpg'));
  });
});

describe('delivery', () => {
  test("'Giao cho khách': only an approved job, only an admin or the job's QA", async () => {
    // Not approved yet.
    assert.equal(errorCode(await w.fails(DELIVER, { t: card.id }, 'admin')), 'CONFLICT');
    const moved = await w.move(await w.get(card.id), 'Completed', 'admin');
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    assert.equal(errorCode(await w.fails(DELIVER, { t: card.id }, 'editor')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(DELIVER, { t: card.id }, 'qa2')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(DELIVER, { t: card.id }, 'editor2')), 'NOT_FOUND');
    assert.equal((await panel('qa')).task_results.can_deliver, true);
    assert.equal((await panel('editor')).task_results.can_deliver, false);
    // Positive control: the job's QA delivers; a second press is refused.
    const { deliver_task } = await w.ok<{ deliver_task: { id: number; round: number; result_count: number; batch_id: number } }>(DELIVER, { t: card.id }, 'qa');
    assert.deepEqual({ ...deliver_task, id: undefined }, { id: undefined, round: 1, result_count: 3, batch_id: batchId });
    assert.equal(errorCode(await w.fails(DELIVER, { t: card.id }, 'admin')), 'CONFLICT');
    // Results are frozen once delivered.
    assert.equal((await uploadResult('editor', card.id, 'muon.jpg', await noiseJpeg(200, 200))).status, 409);
    const first = (await panel('editor')).task_results.results[0]!;
    assert.equal(errorCode(await w.fails('mutation($id: Int!) { delete_task_result(id: $id) }', { id: first.id }, 'editor')), 'CONFLICT');
    assert.equal((await panel('editor')).task_results.can_upload, false);
  });

  test("the customer sees, downloads and zips the delivered results; another customer reaches none of them", async () => {
    const mine = (await w.p.gql<{ cloud_my_deliveries: { id: number; result_count: number; seen: boolean }[] }>(MY_DELIVERIES, {}, { token: customer })).data!.cloud_my_deliveries;
    assert.equal(mine.length, 1);
    assert.equal(mine[0]!.result_count, 3);
    assert.equal(mine[0]!.seen, false);
    const deliveryId = mine[0]!.id;
    const results = (await w.p.gql<{ cloud_delivery_results: { id: number; name: string; original_file_id: number | null; uploaded_by_name: string | null; has_thumbnail: boolean }[] }>(DELIVERY_RESULTS, { d: deliveryId }, { token: customer })).data!.cloud_delivery_results;
    assert.equal(results.length, 3);
    assert.ok(results.every((r) => r.uploaded_by_name === null && r.has_thumbnail));
    const paired = results.find((r) => r.name === 'img_001.jpg')!;
    assert.ok(paired.original_file_id);
    // Before/after: the customer's original and the result.
    assert.equal((await get(`/cloud-files/${paired.original_file_id}/thumbnail`, customer)).status, 200);
    assert.equal((await get(`/task-results/${paired.id}`, customer)).status, 200);
    assert.equal((await get(`/task-results/${paired.id}/thumbnail`, customer)).status, 200);
    const zip = await get(`/deliveries/${deliveryId}/zip`, customer);
    assert.equal(zip.status, 200);
    assert.equal(zip.headers.get('content-type'), 'application/zip');
    assert.equal(zipEntries(Buffer.from(await zip.arrayBuffer())), 3);

    // Another customer: nothing, and the same answers as for a missing delivery or file.
    assert.deepEqual((await w.p.gql(MY_DELIVERIES, {}, { token: other })).data!.cloud_my_deliveries, []);
    assert.equal((await w.p.gql('query($d: Int!) { cloud_delivery(id: $d) { id } }', { d: deliveryId }, { token: other })).data!.cloud_delivery, null);
    assert.equal(errorCode(await w.p.gql(DELIVERY_RESULTS, { d: deliveryId }, { token: other })), 'NOT_FOUND');
    assert.equal((await get(`/task-results/${paired.id}`, other)).status, 404);
    assert.equal((await get(`/task-results/${paired.id}/thumbnail`, other)).status, 404);
    assert.equal((await get(`/cloud-files/${paired.original_file_id}/thumbnail`, other)).status, 404);
    assert.equal((await get(`/deliveries/${deliveryId}/zip`, other)).status, 404);
    assert.equal(errorCode(await w.p.gql('mutation($d: Int!) { mark_delivery_seen(id: $d) }', { d: deliveryId }, { token: other })), 'NOT_FOUND');

    // The notice goes once the customer opened it.
    assert.equal((await w.p.gql<{ mark_delivery_seen: boolean }>('mutation($d: Int!) { mark_delivery_seen(id: $d) }', { d: deliveryId }, { token: customer })).data!.mark_delivery_seen, true);
    assert.equal((await w.p.gql<{ cloud_my_deliveries: { seen: boolean }[] }>(MY_DELIVERIES, {}, { token: customer })).data!.cloud_my_deliveries[0]!.seen, true);
  });

  test('the ZIP link: a download ticket opens that one ZIP of the customer’s own, and nothing else does', async () => {
    const ISSUE = 'mutation($d: Int!) { issue_delivery_zip_ticket(deliveryId: $d) { ticket } }';
    const deliveryId = (await w.p.gql<{ cloud_my_deliveries: { id: number }[] }>(MY_DELIVERIES, {}, { token: customer })).data!.cloud_my_deliveries[0]!.id;
    const resultId = (await w.p.gql<{ cloud_delivery_results: { id: number }[] }>(DELIVERY_RESULTS, { d: deliveryId }, { token: customer })).data!.cloud_delivery_results[0]!.id;
    // No ticket for another customer (as for a missing delivery), nor for staff; the owner gets one.
    assert.equal(errorCode(await w.p.gql(ISSUE, { d: deliveryId }, { token: other })), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(ISSUE, { d: deliveryId }, 'admin')), 'UNAUTHENTICATED');
    const ticket = (await w.p.gql<{ issue_delivery_zip_ticket: { ticket: string } }>(ISSUE, { d: deliveryId }, { token: customer })).data!.issue_delivery_zip_ticket.ticket;

    const byLink = (pathname: string, credential: string) => fetch(`${origin}${pathname}?ticket=${encodeURIComponent(credential)}`);
    const zip = await byLink(`/deliveries/${deliveryId}/zip`, ticket);
    assert.equal(zip.status, 200);
    assert.equal(zip.headers.get('content-type'), 'application/zip');
    assert.equal(zipEntries(Buffer.from(await zip.arrayBuffer())), 3);
    // A ticket opens its link once: the same link again (from the history, a log, a forwarded
    // mail) is spent; a new ticket from the app opens it again (the positive control).
    const replay = await byLink(`/deliveries/${deliveryId}/zip`, ticket);
    assert.equal(replay.status, 401);
    assert.match(await replay.text(), /Liên kết tải xuống đã hết hạn/);
    const fresh = (await w.p.gql<{ issue_delivery_zip_ticket: { ticket: string } }>(ISSUE, { d: deliveryId }, { token: customer })).data!.issue_delivery_zip_ticket.ticket;
    const again = await byLink(`/deliveries/${deliveryId}/zip`, fresh);
    assert.equal(again.status, 200);
    await again.arrayBuffer();
    // The ticket names its path: another delivery's ZIP and a result file refuse it, with a line
    // a person whose link is spent can read.
    const elsewhere = await byLink(`/deliveries/${deliveryId + 1}/zip`, ticket);
    assert.equal(elsewhere.status, 401);
    assert.match(await elsewhere.text(), /Liên kết tải xuống đã hết hạn/);
    assert.equal((await byLink(`/task-results/${resultId}`, ticket)).status, 401);
    // The customer's other credentials in a link open nothing: an upload ticket, the access token.
    const upload = (await w.p.gql<{ issue_upload_ticket: { ticket: string } }>('mutation { issue_upload_ticket { ticket } }', {}, { token: customer })).data!.issue_upload_ticket.ticket;
    assert.equal((await byLink(`/deliveries/${deliveryId}/zip`, upload)).status, 401);
    assert.equal((await byLink(`/deliveries/${deliveryId}/zip`, customer)).status, 401);
  });
});

describe('proofing: the customer decides photo by photo (docs/decisions/proofing.md)', () => {
  const REVIEW = 'mutation($r: Int!, $d: ReviewDecision!, $n: String) { cloud_review_result(resultId: $r, decision: $d, note: $n) { id review_decision review_note } }';
  const APPROVE_ALL = 'mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id review_decision } }';
  const SUBMIT = 'mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id submitted } }';
  const STAFF_PANEL = 'query($t: Int!) { task_results(taskId: $t) { delivery { submitted } results { id name review_decision review_note } } }';
  type StaffPanel = { task_results: { delivery: { submitted: boolean }; results: { id: number; name: string; review_decision: string | null; review_note: string | null }[] } };
  let deliveryId: number;
  let results: { id: number; name: string }[];
  const asCustomer = (query: string, variables: Record<string, unknown>, token = customer) => w.p.gql<Record<string, unknown>>(query, variables, { token });

  before(async () => {
    deliveryId = (await w.p.gql<{ cloud_my_deliveries: { id: number }[] }>(MY_DELIVERIES, {}, { token: customer })).data!.cloud_my_deliveries[0]!.id;
    results = (await w.p.gql<{ cloud_delivery_results: { id: number; name: string }[] }>(DELIVERY_RESULTS, { d: deliveryId }, { token: customer })).data!.cloud_delivery_results;
    assert.equal(results.length, 3);
  });

  test('only the customer the results were delivered to decides; another customer and staff are refused', async () => {
    const target = results[0]!;
    assert.equal(errorCode(await asCustomer(REVIEW, { r: target.id, d: 'APPROVED' }, other)), 'NOT_FOUND');
    assert.equal(errorCode(await asCustomer(APPROVE_ALL, { d: deliveryId }, other)), 'NOT_FOUND');
    assert.equal(errorCode(await asCustomer(SUBMIT, { d: deliveryId }, other)), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(REVIEW, { r: target.id, d: 'APPROVED' }, 'admin')), 'UNAUTHENTICATED');
    // A result of a job not delivered to anyone is as missing as an unknown id.
    assert.equal(errorCode(await asCustomer(REVIEW, { r: 999999, d: 'APPROVED' })), 'NOT_FOUND');
    assert.ok((await w.ok<StaffPanel>(STAFF_PANEL, { t: card.id }, 'admin')).task_results.results.every((r) => r.review_decision === null));
    // Positive control: the customer it was delivered to.
    const done = await asCustomer(REVIEW, { r: target.id, d: 'APPROVED' });
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.deepEqual(done.data!.cloud_review_result, { id: target.id, review_decision: 'APPROVED', review_note: '' });
  });

  test('a change request needs a note of at most 1,000 characters; a refused one changes nothing', async () => {
    const target = results[1]!;
    const missing = await asCustomer(REVIEW, { r: target.id, d: 'CHANGES', n: '   ' });
    assert.equal(errorCode(missing), 'BAD_USER_INPUT');
    assert.equal(missing.errors![0]!.message, 'Hãy ghi rõ cần sửa gì cho ảnh này.');
    const long = await asCustomer(REVIEW, { r: target.id, d: 'CHANGES', n: 'a'.repeat(1001) });
    assert.equal(errorCode(long), 'BAD_USER_INPUT');
    assert.equal(long.errors![0]!.message, 'Ghi chú tối đa 1000 ký tự.');
    const staff = await w.ok<StaffPanel>(STAFF_PANEL, { t: card.id }, 'editor');
    assert.equal(staff.task_results.results.find((r) => r.id === target.id)!.review_decision, null);
    const ok = await asCustomer(REVIEW, { r: target.id, d: 'CHANGES', n: ' Làm sáng da hơn ' });
    assert.deepEqual(ok.data!.cloud_review_result, { id: target.id, review_decision: 'CHANGES', review_note: 'Làm sáng da hơn' });
  });

  test("submit needs every photo decided; 'Đồng ý tất cả' then one change; staff who see the job read it; then it is locked and the admin and QA are told", async () => {
    // A decision can change until submit.
    await asCustomer(REVIEW, { r: results[1]!.id, d: 'APPROVED' });
    const early = await asCustomer(SUBMIT, { d: deliveryId });
    assert.equal(errorCode(early), 'BAD_USER_INPUT');
    assert.equal(early.errors![0]!.message, "Còn 1 ảnh chưa chọn 'Đồng ý' hoặc 'Yêu cầu sửa'.");
    const all = (await asCustomer(APPROVE_ALL, { d: deliveryId })).data!.cloud_approve_all as { review_decision: string }[];
    assert.deepEqual(all.map((r) => r.review_decision), ['APPROVED', 'APPROVED', 'APPROVED']);
    await asCustomer(REVIEW, { r: results[2]!.id, d: 'CHANGES', n: 'Xóa vết bẩn trên áo' });

    // Staff who may see the job read the decisions; staff who may not are refused.
    for (const who of ['admin', 'qa', 'editor'] as const) {
      const read = await w.ok<StaffPanel>(STAFF_PANEL, { t: card.id }, who);
      assert.deepEqual(read.task_results.results.find((r) => r.id === results[2]!.id), { id: results[2]!.id, name: results[2]!.name, review_decision: 'CHANGES', review_note: 'Xóa vết bẩn trên áo' });
      assert.equal(read.task_results.delivery.submitted, false);
    }
    assert.equal(errorCode(await w.fails(STAFF_PANEL, { t: card.id }, 'editor2')), 'NOT_FOUND');

    const board = w.p.services.pubSub.subscribe('board_changed', w.id.editor)[Symbol.asyncIterator]();
    let next = board.next();
    const submitted = await asCustomer(SUBMIT, { d: deliveryId });
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
    assert.deepEqual(submitted.data!.cloud_submit_review, { id: deliveryId, submitted: true });
    // Locked: no change, no second submit.
    assert.equal(errorCode(await asCustomer(REVIEW, { r: results[0]!.id, d: 'CHANGES', n: 'muộn' })), 'CONFLICT');
    assert.equal(errorCode(await asCustomer(APPROVE_ALL, { d: deliveryId })), 'CONFLICT');
    assert.equal(errorCode(await asCustomer(SUBMIT, { d: deliveryId })), 'CONFLICT');
    const after = await w.ok<StaffPanel>(STAFF_PANEL, { t: card.id }, 'qa');
    assert.equal(after.task_results.delivery.submitted, true);
    assert.equal(after.task_results.results.find((r) => r.id === results[0]!.id)!.review_decision, 'APPROVED');

    // The job's admin and QA are told who answered and how many photos need changes.
    const told = await w.p.db
      .select({ userId: notifications.userId, content: notifications.content })
      .from(notifications)
      .where(and(eq(notifications.taskId, card.id), like(notifications.content, '%đã phản hồi%')));
    const toldIds = new Set(told.map((n) => n.userId));
    // The job's admin (every active admin when the job names none) and its QA; not the editors.
    for (const id of [card.adminId ?? w.id.admin, w.id.qa]) assert.ok(toldIds.has(id), `user ${id} told`);
    assert.ok(!toldIds.has(w.id.editor));
    assert.match(told[0]!.content, /^Khách hàng .+ đã phản hồi việc ".+": 2 ảnh đồng ý, 1 ảnh cần sửa\.$/);
    assert.ok(!told.some((n) => n.userId === w.id.editor2));

    // A revision job back to the same editor and QA, added live to the editor's board.
    let revisionId = 0;
    while (!revisionId) {
      const { value } = await next;
      next = board.next();
      const event = (value as { card: { id: number; taskName: string } | null }).card;
      if (event?.taskName.endsWith(' — sửa lần 2')) revisionId = event.id;
    }
    await board.return?.();
    const REVISION = `query($id: Int!) { task(id: $id) { id taskName status editorId qaId totalFile parentTaskId revisionRound } }`;
    const revision = (await w.ok<{ task: Record<string, unknown> }>(REVISION, { id: revisionId }, 'editor')).task;
    assert.deepEqual(revision, { id: revisionId, taskName: `${card.taskName} — sửa lần 2`, status: 'Assignee', editorId: w.id.editor, qaId: w.id.qa, totalFile: 1, parentTaskId: card.id, revisionRound: 2 });
    // It carries the photo to redo with the customer's note and the original it was made from.
    const REQUESTS = 'query($t: Int!) { task_revision_requests(taskId: $t) { id name original_file_id review_note } }';
    const requests = (await w.ok<{ task_revision_requests: { id: number; review_note: string }[] }>(REQUESTS, { t: revisionId }, 'editor')).task_revision_requests;
    assert.deepEqual(requests.map((r) => [r.id, r.review_note]), [[results[2]!.id, 'Xóa vết bẩn trên áo']]);
    assert.equal(errorCode(await w.fails(REQUESTS, { t: revisionId }, 'editor2')), 'NOT_FOUND');
    assert.deepEqual((await w.ok<{ task_revision_requests: unknown[] }>(REQUESTS, { t: card.id }, 'qa')).task_revision_requests, []);
  });
});

describe('revision rounds: a revision job delivers round 2 of the original (docs/decisions/proofing.md)', () => {
  const ROUND_PANEL = 'query($t: Int!) { task_results(taskId: $t) { batch_id can_deliver delivery { id round task_id batch_id result_count } results { id round name original_name } } }';
  type RoundPanel = { task_results: { batch_id: number | null; can_deliver: boolean; delivery: { id: number; round: number; task_id: number; batch_id: number; result_count: number } | null; results: { id: number; round: number; name: string; original_name: string | null }[] } };
  const ROUNDS = 'query($t: Int!) { task_delivery_rounds(taskId: $t) { task_id round delivered_by_name result_count approved_count changes_count submitted } }';
  type Round = { task_id: number; round: number; delivered_by_name: string | null; result_count: number; approved_count: number; changes_count: number; submitted: boolean };
  const MINE = 'query { cloud_my_deliveries { id task_id round batch_id result_count } }';
  type Mine = { cloud_my_deliveries: { id: number; task_id: number; round: number; batch_id: number; result_count: number }[] };
  let revisionId: number;
  let round2: { id: number; name: string };
  let round2Delivery: number;

  before(async () => {
    const [revision] = await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentTaskId, card.id));
    revisionId = revision!.id;
  });

  test("results uploaded to the revision job are round 2, paired with the original job's batch; an editor without access cannot upload", async () => {
    const refused = await uploadResult('editor2', revisionId, 'img_001.jpg', await noiseJpeg(400, 300, 70));
    assert.equal(refused.status, 404, refused.body);
    // Positive control: the revision job's editor.
    const uploaded = await uploadResult('editor', revisionId, 'khac.jpg', await noiseJpeg(400, 300, 70));
    assert.equal(uploaded.status, 204, uploaded.body);
    assert.equal((await uploadResult('editor', revisionId, 'img_001.PNG', await noiseJpeg(400, 300, 40))).status, 415);
    assert.equal((await uploadResult('editor', revisionId, 'IMG_001.jpg', await noiseJpeg(400, 300, 40))).status, 204);
    const { task_results } = await w.ok<RoundPanel>(ROUND_PANEL, { t: revisionId }, 'editor');
    assert.equal(task_results.batch_id, batchId);
    assert.equal(task_results.delivery, null);
    assert.deepEqual(
      task_results.results.map((r) => [r.round, r.name, r.original_name]),
      [
        [2, 'IMG_001.jpg', 'IMG_001.jpg'],
        [2, 'khac.jpg', null],
      ],
    );
    // The original job keeps its round 1, delivered.
    const original = await w.ok<RoundPanel>(ROUND_PANEL, { t: card.id }, 'editor');
    assert.ok(original.task_results.results.every((r) => r.round === 1));
    assert.equal(original.task_results.delivery!.round, 1);
  });

  test("'Giao cho khách' on the approved revision job delivers round 2 to the original's customer, not to anyone else", async () => {
    await waitUntil('round 2 thumbnails made', async () => (await w.ok<{ task_results: { results: { has_thumbnail: boolean }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { has_thumbnail } } }', { t: revisionId }, 'editor')).task_results.results.every((r) => r.has_thumbnail));
    assert.equal(errorCode(await w.fails(DELIVER, { t: revisionId }, 'admin')), 'CONFLICT'); // not approved yet
    // The customer's request (a note, so one item) is done first (docs/decisions/proofing-marks.md).
    assert.equal(await finishRequestItems(w, revisionId), 1);
    const moved = await w.move(await w.get(revisionId), 'Completed', 'admin');
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    assert.equal(errorCode(await w.fails(DELIVER, { t: revisionId }, 'editor2')), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(DELIVER, { t: revisionId }, 'editor')), 'FORBIDDEN');
    const { deliver_task } = await w.ok<{ deliver_task: { id: number; round: number; result_count: number; batch_id: number } }>(DELIVER, { t: revisionId }, 'admin');
    assert.deepEqual({ ...deliver_task, id: undefined }, { id: undefined, round: 2, result_count: 2, batch_id: batchId });
    round2Delivery = deliver_task.id;
    assert.equal(errorCode(await w.fails(DELIVER, { t: revisionId }, 'admin')), 'CONFLICT');
    assert.equal((await uploadResult('editor', revisionId, 'muon.jpg', await noiseJpeg(200, 200))).status, 409);

    // The customer sees both rounds of the job, newest first.
    const mine = (await w.p.gql<Mine>(MINE, {}, { token: customer })).data!.cloud_my_deliveries;
    assert.deepEqual(
      mine.map((d) => [d.round, d.task_id, d.batch_id, d.result_count]),
      [
        [2, revisionId, batchId, 2],
        [1, card.id, batchId, 3],
      ],
    );
    const results = (await w.p.gql<{ cloud_delivery_results: { id: number; name: string; original_file_id: number | null; uploaded_by_name: string | null }[] }>(DELIVERY_RESULTS, { d: round2Delivery }, { token: customer })).data!.cloud_delivery_results;
    assert.deepEqual(results.map((r) => r.name), ['IMG_001.jpg', 'khac.jpg']);
    assert.ok(results[0]!.original_file_id);
    assert.ok(results.every((r) => r.uploaded_by_name === null));
    round2 = results.find((r) => r.name === 'khac.jpg')!;
    assert.equal((await get(`/task-results/${round2.id}`, customer)).status, 200);
    assert.equal((await get(`/task-results/${round2.id}/thumbnail`, customer)).status, 200);
    assert.equal((await get(`/cloud-files/${results[0]!.original_file_id}/thumbnail`, customer)).status, 200);
    const zip = await get(`/deliveries/${round2Delivery}/zip`, customer);
    assert.equal(zip.status, 200);
    assert.equal(zipEntries(Buffer.from(await zip.arrayBuffer())), 2);

    // Another customer: none of round 2, answered as for a missing delivery or file.
    assert.deepEqual((await w.p.gql<Mine>(MINE, {}, { token: other })).data!.cloud_my_deliveries, []);
    assert.equal((await w.p.gql('query($d: Int!) { cloud_delivery(id: $d) { id } }', { d: round2Delivery }, { token: other })).data!.cloud_delivery, null);
    assert.equal(errorCode(await w.p.gql(DELIVERY_RESULTS, { d: round2Delivery }, { token: other })), 'NOT_FOUND');
    assert.equal((await get(`/task-results/${round2.id}`, other)).status, 404);
    assert.equal((await get(`/task-results/${round2.id}/thumbnail`, other)).status, 404);
    assert.equal((await get(`/deliveries/${round2Delivery}/zip`, other)).status, 404);
  });

  test("'Các lần giao cho khách': staff who see the job (original or revision) read every round; others are refused", async () => {
    for (const [who, t] of [['admin', card.id], ['qa', revisionId], ['editor', card.id], ['editor', revisionId]] as const) {
      const rounds = (await w.ok<{ task_delivery_rounds: Round[] }>(ROUNDS, { t }, who)).task_delivery_rounds;
      assert.deepEqual(
        rounds.map((r) => ({ ...r, delivered_by_name: typeof r.delivered_by_name })),
        [
          { task_id: revisionId, round: 2, delivered_by_name: 'string', result_count: 2, approved_count: 0, changes_count: 0, submitted: false },
          { task_id: card.id, round: 1, delivered_by_name: 'string', result_count: 3, approved_count: 2, changes_count: 1, submitted: true },
        ],
        `${who} on ${t}`,
      );
    }
    assert.equal(errorCode(await w.fails(ROUNDS, { t: card.id }, 'editor2')), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(ROUNDS, { t: revisionId }, 'editor2')), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(ROUNDS, { t: 999999 }, 'admin')), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql(ROUNDS, { t: card.id }, { token: customer })), 'UNAUTHENTICATED');
  });

  test("round 2 is reviewed like round 1: another customer is refused, a change makes '— sửa lần 3'", async () => {
    const REVIEW = 'mutation($r: Int!, $d: ReviewDecision!, $n: String) { cloud_review_result(resultId: $r, decision: $d, note: $n) { id round review_decision } }';
    const SUBMIT = 'mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id round submitted } }';
    assert.equal(errorCode(await w.p.gql(REVIEW, { r: round2.id, d: 'APPROVED' }, { token: other })), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql('mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id } }', { d: round2Delivery }, { token: other })), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql(SUBMIT, { d: round2Delivery }, { token: other })), 'NOT_FOUND');
    // Positive control: the original's customer.
    assert.equal((await w.p.gql('mutation($d: Int!) { cloud_approve_all(deliveryId: $d) { id } }', { d: round2Delivery }, { token: customer })).errors, undefined);
    const changed = await w.p.gql<{ cloud_review_result: unknown }>(REVIEW, { r: round2.id, d: 'CHANGES', n: 'Vẫn còn vết bẩn' }, { token: customer });
    assert.deepEqual(changed.data!.cloud_review_result, { id: round2.id, round: 2, review_decision: 'CHANGES' });
    const submitted = await w.p.gql<{ cloud_submit_review: unknown }>(SUBMIT, { d: round2Delivery }, { token: customer });
    assert.deepEqual(submitted.data!.cloud_submit_review, { id: round2Delivery, round: 2, submitted: true });

    const [third] = await w.p.db.select({ id: tasks.id, taskName: tasks.taskName, revisionRound: tasks.revisionRound }).from(tasks).where(eq(tasks.parentTaskId, revisionId));
    assert.deepEqual({ ...third, id: undefined }, { id: undefined, taskName: `${card.taskName} — sửa lần 3`, revisionRound: 3 });
    const REQUESTS = 'query($t: Int!) { task_revision_requests(taskId: $t) { id round review_note } }';
    assert.deepEqual((await w.ok<{ task_revision_requests: unknown[] }>(REQUESTS, { t: third!.id }, 'editor')).task_revision_requests, [{ id: round2.id, round: 2, review_note: 'Vẫn còn vết bẩn' }]);
    // The chain's history, read from the newest job too.
    const rounds = (await w.ok<{ task_delivery_rounds: Round[] }>(ROUNDS, { t: third!.id }, 'qa')).task_delivery_rounds;
    assert.deepEqual(rounds.map((r) => [r.round, r.approved_count, r.changes_count, r.submitted]), [
      [2, 1, 1, true],
      [1, 2, 1, true],
    ]);
  });

  test("a revision job reassigned to another editor: that editor sees the originals, from then on only", async () => {
    const [original] = await w.p.db.select({ id: cloudFiles.id }).from(cloudFiles).where(and(eq(cloudFiles.batchId, batchId), isNotNull(cloudFiles.thumbnailAt))).limit(1);
    const thumbnail = `/cloud-files/${original!.id}/thumbnail`;
    const [third] = await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentTaskId, revisionId));
    // editor2 has no job of the chain yet: refused, as a missing file.
    assert.equal((await get(thumbnail, w.token.editor2)).status, 404);
    assert.equal((await get(`/cloud-files/${original!.id}`, w.token.editor2)).status, 404);
    // The photos to redo (round 2's change request, shown on the revision job's page) neither.
    const toRedo = [`/task-results/${round2.id}`, `/task-results/${round2.id}/thumbnail`, `/task-results/${round2.id}/preview`];
    for (const url of toRedo) assert.equal((await get(url, w.token.editor2)).status, 404, url);
    const job = await w.get(third!.id);
    await w.ok(`mutation($id: Int!, $version: Int!, $input: UpdateTaskInput!) { update_task(id: $id, version: $version, input: $input) { id } }`, { id: job.id, version: job.version, input: { editorId: w.id.editor2 } }, 'admin');
    // Positive control: the same request once the revision is theirs; the original's editor keeps it.
    assert.equal((await get(thumbnail, w.token.editor2)).status, 200);
    assert.equal((await get(thumbnail, w.token.editor)).status, 200);
    // The originals themselves too: the photos to redo (docs/decisions/originals-on-the-job.md).
    assert.equal((await get(`/cloud-files/${original!.id}`, w.token.editor2)).status, 200);
    // And the delivered photos the customer asked to redo: listed on the revision job and opened
    // by its new editor (issue 35 item 4: they answered 404), as by the previous round's editor.
    const REQUESTS = 'query($t: Int!) { task_revision_requests(taskId: $t) { id } }';
    assert.deepEqual((await w.ok<{ task_revision_requests: { id: number }[] }>(REQUESTS, { t: third!.id }, 'editor2')).task_revision_requests, [{ id: round2.id }]);
    for (const url of toRedo) {
      assert.equal((await get(url, w.token.editor2)).status, 200, url);
      assert.equal((await get(url, w.token.editor)).status, 200, url);
    }
  });
});
