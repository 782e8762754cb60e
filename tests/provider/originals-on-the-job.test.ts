// Originals on the job and one job per batch (docs/decisions/originals-on-the-job.md,
// docs/decisions/one-job-per-batch.md): who reads a customer's originals from the job page (one
// rule, cloud-files/access.ts canReadOriginals), create_task linking its batch in the same
// transaction, the CONFLICTs of a second job or a moved link, and that the second demo customer
// never reaches the first's delivery whatever the admin links. Every refusal has its positive
// control beside it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { cloudBatches, cloudFiles, productGroups, tasks } from '../../provider/src/db/schema';
import { studioDay, studioDayStart } from '../../domain/studio-time';
import { DEMO, errorCode } from './harness';
import { startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';

let w: TaskWorld;
let origin: string;
let customer: string;
let other: string;

const jpeg = (seed: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 90, b: 40 } } }).jpeg().toBuffer();

async function cloudLogin(account: string) {
  const result = await w.p.gql<{ cloudUserLogin: { token: string } }>('query($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token } }', {
    input: { userName: account, password: DEMO.cloud.password },
  });
  return result.data!.cloudUserLogin.token;
}

/** A customer's batch with `names` uploaded whole. */
async function batchOf(token: string, name: string, names: string[]): Promise<number> {
  const made = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name, request: `Yêu cầu của ${name}` } }, { token });
  const batchId = made.data!.create_cloud_batch.id;
  for (const [i, file] of names.entries()) {
    const answer = await tusClient(origin, token).upload('/uploads', { filename: file, batchId: String(batchId), relativePath: '' }, await jpeg(40 + i * 30));
    assert.equal(answer.status, 204, await answer.text());
  }
  return batchId;
}

const get = (pathname: string, token: string) => fetch(`${origin}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
const CREATE = 'mutation($input: CreateTaskInput!) { create_task(input: $input) { id } }';
const LINK = 'mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id task_id } }';
const ORIGINALS = 'query($t: Int!) { task_originals(taskId: $t) { id name request file_count files(limit: 100) { id name } } }';
const ZIP_TICKET = 'mutation($b: Int!) { issue_batch_zip_ticket(batchId: $b) { ticket } }';
type Originals = { task_originals: { id: number; name: string; request: string; file_count: number; files: { id: number; name: string }[] } | null };

const taskInput = (extra: Record<string, unknown>) => ({ taskName: 'Từ lô', productGroupId: w.groupIds[0], totalFile: 2, editorId: w.id.editor, qaId: w.id.qa, ...extra });

before(async () => {
  w = await startTaskWorld();
  origin = new URL(w.p.url).origin;
  customer = await cloudLogin(DEMO.cloud.account);
  other = await cloudLogin('khachhang2');
});
after(() => w.p.close());

describe('originals on the job', () => {
  let batchId: number;
  let privateBatchId: number;
  let taskId: number;
  let fileId: number;

  before(async () => {
    batchId = await batchOf(customer, 'Lô áo', ['ao-1.jpg', 'ao-2.JPG']);
    privateBatchId = await batchOf(customer, 'Lô riêng', ['rieng.jpg']);
    taskId = (await w.ok<{ create_task: { id: number } }>(CREATE, { input: taskInput({ cloudBatchId: batchId }) }, 'admin')).create_task.id;
    fileId = (await w.ok<Originals>(ORIGINALS, { t: taskId }, 'admin')).task_originals!.files[0]!.id;
  });

  test("the job's people read its batch: files, the request, each file and the ZIP", async () => {
    for (const who of ['admin', 'editor', 'qa'] as Role[]) {
      const { task_originals } = await w.ok<Originals>(ORIGINALS, { t: taskId }, who);
      assert.deepEqual(
        { id: task_originals!.id, request: task_originals!.request, names: task_originals!.files.map((f) => f.name) },
        { id: batchId, request: 'Yêu cầu của Lô áo', names: ['ao-1.jpg', 'ao-2.JPG'] },
        who,
      );
      assert.equal((await get(`/cloud-files/${fileId}`, w.token[who])).status, 200, who);
      const ticket = (await w.ok<{ issue_batch_zip_ticket: { ticket: string } }>(ZIP_TICKET, { b: batchId }, who)).issue_batch_zip_ticket.ticket;
      const zip = await fetch(`${origin}/cloud-batches/${batchId}/zip?ticket=${encodeURIComponent(ticket)}`);
      assert.equal(zip.status, 200, who);
      assert.equal(zip.headers.get('content-type'), 'application/zip');
    }
  });

  test('a stranger editor gets 404, as for a missing file; positive control: the job’s editor', async () => {
    assert.equal(errorCode(await w.fails(ORIGINALS, { t: taskId }, 'editor2')), 'NOT_FOUND');
    assert.equal((await get(`/cloud-files/${fileId}`, w.token.editor2)).status, 404);
    assert.equal((await get(`/cloud-files/${fileId}/thumbnail`, w.token.editor2)).status, 404);
    assert.equal(errorCode(await w.fails(ZIP_TICKET, { b: batchId }, 'editor2')), 'NOT_FOUND');
    assert.equal((await get('/cloud-files/999999', w.token.editor)).status, 404);
    assert.equal((await get(`/cloud-files/${fileId}`, w.token.editor)).status, 200);
  });

  test("the customer's other batches stay private; positive control: the admin", async () => {
    const [privateFile] = await w.p.db.select({ id: cloudFiles.id }).from(cloudFiles).where(eq(cloudFiles.batchId, privateBatchId));
    for (const who of ['editor', 'qa'] as Role[]) {
      assert.equal((await get(`/cloud-files/${privateFile!.id}`, w.token[who])).status, 404, who);
      assert.equal(errorCode(await w.fails(ZIP_TICKET, { b: privateBatchId }, who)), 'NOT_FOUND');
    }
    assert.equal((await get(`/cloud-files/${privateFile!.id}`, w.token.admin)).status, 200);
  });

  test('a job made from no batch has no originals', async () => {
    const plain = await w.create({ editorId: w.id.editor });
    assert.equal((await w.ok<Originals>(ORIGINALS, { t: plain.id }, 'editor')).task_originals, null);
    assert.equal(errorCode(await w.fails(ORIGINALS, { t: plain.id }, 'editor2')), 'NOT_FOUND');
  });
});

describe('one job per batch', () => {
  test('create_task links its batch in the same transaction; a second job from it is a CONFLICT', async () => {
    const batchId = await batchOf(customer, 'Lô một việc', ['mot.jpg']);
    const first = (await w.ok<{ create_task: { id: number } }>(CREATE, { input: taskInput({ cloudBatchId: batchId }) }, 'admin')).create_task.id;
    const batch = await w.ok<Originals>(ORIGINALS, { t: first }, 'admin');
    assert.equal(batch.task_originals!.id, batchId);
    const before = await w.p.db.select({ id: tasks.id }).from(tasks);
    const second = await w.fails(CREATE, { input: taskInput({ cloudBatchId: batchId, taskName: 'Lần hai' }) }, 'admin');
    assert.equal(errorCode(second), 'CONFLICT');
    assert.equal(second.errors![0]!.message, `Lô này đã có việc #${first}: mỗi lô chỉ tạo một việc.`);
    // Nothing was made, and the link stayed.
    assert.equal((await w.p.db.select({ id: tasks.id }).from(tasks)).length, before.length);
    assert.equal((await w.ok<Originals>(ORIGINALS, { t: first }, 'admin')).task_originals!.id, batchId);
  });

  test('no job from a batch still uploading; positive control: once its last file arrived', async () => {
    const batchId = await batchOf(customer, 'Lô đang tải', ['xong.jpg']);
    const [done] = await w.p.db.select().from(cloudFiles).where(eq(cloudFiles.batchId, batchId));
    // A file whose bytes are still arriving (tus: created, not finished).
    const [arriving] = await w.p.db
      .insert(cloudFiles)
      .values({ batchId, cloudUserId: done!.cloudUserId, uploadId: 'dang-tai-0000', name: 'dang-tai.jpg', relativePath: '', size: 1000 })
      .returning();
    const refused = await w.fails(CREATE, { input: taskInput({ cloudBatchId: batchId }) }, 'admin');
    assert.equal(errorCode(refused), 'CONFLICT');
    assert.equal(refused.errors![0]!.message, 'Lô này đang tải lên: chờ khách tải xong rồi mới tạo việc.');
    const plain = await w.create();
    assert.equal(errorCode(await w.fails(LINK, { b: batchId, t: plain.id }, 'admin')), 'CONFLICT');
    await w.p.db.update(cloudFiles).set({ completedAt: new Date() }).where(eq(cloudFiles.id, arriving!.id));
    assert.ok((await w.ok<{ create_task: { id: number } }>(CREATE, { input: taskInput({ cloudBatchId: batchId }) }, 'admin')).create_task.id);
  });

  test('the second customer never sees the first’s delivery, whatever the admin links', async () => {
    const firstBatch = await batchOf(customer, 'Lô khách một', ['mot.jpg']);
    const secondBatch = await batchOf(other, 'Lô khách hai', ['hai.jpg']);
    const job = (await w.ok<{ create_task: { id: number } }>(CREATE, { input: taskInput({ cloudBatchId: firstBatch }) }, 'admin')).create_task.id;
    const result = await tusClient(origin, w.token.editor).upload('/task-uploads', { filename: 'mot.jpg', taskId: String(job) }, await jpeg(200));
    assert.equal(result.status, 204);
    const moved = await w.move(await w.get(job), 'Completed', 'admin');
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    const delivery = (await w.ok<{ deliver_task: { id: number } }>('mutation($t: Int!) { deliver_task(taskId: $t) { id } }', { t: job }, 'admin')).deliver_task.id;

    // The admin's slip: the second customer's batch onto the delivered job — refused.
    const slip = await w.fails(LINK, { b: secondBatch, t: job }, 'admin');
    assert.equal(errorCode(slip), 'CONFLICT');
    // Nor does the delivered batch's link move to another job.
    const fresh = await w.create();
    assert.equal(errorCode(await w.fails(LINK, { b: firstBatch, t: fresh.id }, 'admin')), 'CONFLICT');
    // A revision job takes no batch of its own.
    const [revision] = await w.p.db.insert(tasks).values({ taskName: 'Sửa', totalFile: 1, status: 1, position: 1, parentTaskId: job, revisionRound: 2, productGroupId: w.groupIds[0] }).returning({ id: tasks.id });
    assert.equal(errorCode(await w.fails(LINK, { b: secondBatch, t: revision!.id }, 'admin')), 'BAD_USER_INPUT');

    const MINE = 'query { cloud_my_deliveries { id } }';
    const ONE = 'query($d: Int!) { cloud_delivery(id: $d) { id } }';
    const RESULTS = 'query($d: Int!) { cloud_delivery_results(deliveryId: $d) { id } }';
    const TICKET = 'mutation($d: Int!) { issue_delivery_zip_ticket(deliveryId: $d) { ticket } }';
    assert.deepEqual((await w.p.gql<{ cloud_my_deliveries: unknown[] }>(MINE, {}, { token: other })).data!.cloud_my_deliveries, []);
    assert.equal((await w.p.gql<{ cloud_delivery: unknown }>(ONE, { d: delivery }, { token: other })).data?.cloud_delivery ?? null, null);
    assert.equal(errorCode(await w.p.gql(RESULTS, { d: delivery }, { token: other })), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql(TICKET, { d: delivery }, { token: other })), 'NOT_FOUND');
    // Positive control: the first customer, whose delivery it is.
    assert.ok((await w.p.gql<{ cloud_my_deliveries: { id: number }[] }>(MINE, {}, { token: customer })).data!.cloud_my_deliveries.some((d) => d.id === delivery));
    assert.ok((await w.p.gql<{ issue_delivery_zip_ticket: { ticket: string } }>(TICKET, { d: delivery }, { token: customer })).data!.issue_delivery_zip_ticket.ticket);
    // And the second customer's batch links to a job of its own.
    assert.equal((await w.ok<{ link_cloud_batch_task: { task_id: number } }>(LINK, { b: secondBatch, t: fresh.id }, 'admin')).link_cloud_batch_task.task_id, fresh.id);
  });

  test('before any delivery a slip may be fixed: the link moves, and the old job has no originals', async () => {
    const batchId = await batchOf(customer, 'Lô gắn nhầm', ['nham.jpg']);
    const wrong = await w.create();
    const right = await w.create();
    await w.ok(LINK, { b: batchId, t: wrong.id }, 'admin');
    assert.equal((await w.ok<{ link_cloud_batch_task: { task_id: number } }>(LINK, { b: batchId, t: right.id }, 'admin')).link_cloud_batch_task.task_id, right.id);
    assert.equal((await w.ok<Originals>(ORIGINALS, { t: wrong.id }, 'admin')).task_originals, null);
    // Another batch onto a job that has one: one customer per job.
    const otherBatch = await batchOf(other, 'Lô chen ngang', ['chen.jpg']);
    assert.equal(errorCode(await w.fails(LINK, { b: otherBatch, t: right.id }, 'admin')), 'CONFLICT');
  });
});

describe('revision jobs (issue 38, item 6)', () => {
  test("due from the group's turnaround counted from the customer's answer; history names the customer, no staff actor", async () => {
    await w.p.db.update(productGroups).set({ defaultTurnaroundHours: 6 }).where(eq(productGroups.id, w.groupIds[0]!));
    const batchId = await batchOf(customer, 'Lô cần sửa', ['sua.jpg']);
    const job = (await w.ok<{ create_task: { id: number } }>(CREATE, { input: taskInput({ cloudBatchId: batchId }) }, 'admin')).create_task.id;
    assert.equal((await tusClient(origin, w.token.editor).upload('/task-uploads', { filename: 'sua.jpg', taskId: String(job) }, await jpeg(120))).status, 204);
    const moved = await w.move(await w.get(job), 'Completed', 'admin');
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    const delivery = (await w.ok<{ deliver_task: { id: number } }>('mutation($t: Int!) { deliver_task(taskId: $t) { id } }', { t: job }, 'admin')).deliver_task.id;
    const results = (await w.p.gql<{ cloud_delivery_results: { id: number }[] }>('query($d: Int!) { cloud_delivery_results(deliveryId: $d) { id } }', { d: delivery }, { token: customer })).data!.cloud_delivery_results;
    await w.p.gql('mutation($r: Int!) { cloud_review_result(resultId: $r, decision: CHANGES, note: "Sáng hơn") { id } }', { r: results[0]!.id }, { token: customer });
    const submitted = await w.p.gql('mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id } }', { d: delivery }, { token: customer });
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));

    const [revision] = await w.p.db.select().from(tasks).where(eq(tasks.parentTaskId, job));
    assert.ok(revision!.dueAt, 'the revision job has a due time');
    assert.equal(Math.round((revision!.dueAt!.getTime() - revision!.createdAt.getTime()) / 3_600_000), 6);
    const card = await w.get(revision!.id, 'editor');
    const first = (card as Card & { history: { who: unknown; comment: string | null }[] }).history[0]!;
    assert.deepEqual({ who: first.who, comment: first.comment }, { who: null, comment: 'Khách hàng Hàng Khách yêu cầu sửa 1 ảnh' });
    // It is a job like any other for the due filters: 'Trễ hạn' once its time has passed.
    await w.p.db.update(tasks).set({ dueAt: new Date(Date.now() - 3_600_000) }).where(eq(tasks.id, revision!.id));
    const due = async (filter: 'Late' | 'Today') => (await w.ok<{ tasks: { id: number }[] }>('query($filter: TaskFilter) { tasks(filter: $filter) { id } }', { filter: { due: filter } }, 'editor')).tasks.map((t) => t.id);
    assert.ok((await due('Late')).includes(revision!.id));
    // 'Hạn hôm nay': due in the last minute of today's studio day.
    const endOfToday = new Date(studioDayStart(studioDay())!.getTime() + 86_400_000 - 60_000);
    await w.p.db.update(tasks).set({ dueAt: endOfToday }).where(eq(tasks.id, revision!.id));
    assert.ok((await due('Today')).includes(revision!.id));
    assert.ok(!(await due('Late')).includes(revision!.id));
  });
});

describe('migration 0033 (docs/decisions/one-job-per-batch.md)', () => {
  const MIGRATION = readFileSync(new URL('../../provider/src/db/migrations/0033_one_job_per_batch.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
  const statement = (pattern: RegExp) => {
    const found = MIGRATION.find((text) => pattern.test(text));
    assert.ok(found, `migration 0033 has no statement matching ${pattern}`);
    return sql.raw(found.replace(/^\s*--.*$/gm, ''));
  };

  test('it stops on a job linked to two batches, naming them; positive control: once one is unlinked, the index is made and holds', async () => {
    // A database made before 0033 could hold such a pair.
    await w.p.db.execute(sql`drop index cloud_batches_task_idx`);
    const job = await w.create();
    const [owner] = await w.p.db.select({ id: cloudFiles.cloudUserId }).from(cloudFiles).limit(1);
    const [first, second] = await w.p.db
      .insert(cloudBatches)
      .values([
        { cloudUserId: owner!.id, name: 'Trùng 1', taskId: job.id },
        { cloudUserId: owner!.id, name: 'Trùng 2', taskId: job.id },
      ])
      .returning({ id: cloudBatches.id });
    await assert.rejects(w.p.db.execute(statement(/RAISE EXCEPTION/)), (error: Error & { cause?: Error }) =>
      (error.cause?.message ?? error.message).includes(`việc #${job.id}: lô #${first!.id}, #${second!.id}`),
    );
    await w.p.db.update(cloudBatches).set({ taskId: null }).where(eq(cloudBatches.id, second!.id));
    await w.p.db.execute(statement(/RAISE EXCEPTION/));
    await w.p.db.execute(statement(/CREATE UNIQUE INDEX "cloud_batches_task_idx"/));
    await assert.rejects(w.p.db.update(cloudBatches).set({ taskId: job.id }).where(eq(cloudBatches.id, second!.id)), (error: { code?: string; cause?: { code?: string } }) => (error.cause?.code ?? error.code) === '23505');
  });
});
