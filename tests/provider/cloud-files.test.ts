// The cloud area's provider side (issue 11): tus uploads with resume, content and limit checks,
// downloads and ZIPs, and that one customer never reaches another's files.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudUsers } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, type TestProvider } from './harness';
import { waitUntil } from './wait-until';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);

let p: TestProvider;
let origin: string;
let customer: string;
let other: string;
let admin: string;
let editor: string;

async function createBatch(token: string, name = 'Bộ ảnh cưới') {
  const result = await p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name, request: 'Tách nền' } }, { token });
  assert.equal(result.errors, undefined);
  return result.data!.create_cloud_batch.id;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

async function tus(pathname: string, token: string, init: { method: string; headers?: Record<string, string>; body?: Buffer }) {
  return fetch(`${origin}${pathname}`, {
    method: init.method,
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...init.headers },
    body: init.body ? new Uint8Array(init.body) : undefined,
  });
}

/** Creates an upload; returns the response and its provider path (/uploads/<id>). */
async function createUpload(token: string, batchId: number, name: string, size: number) {
  const response = await tus('/uploads', token, {
    method: 'POST',
    headers: { 'upload-length': String(size), 'upload-metadata': `filename ${b64(name)},batchId ${b64(String(batchId))},relativePath ${b64('Ngày 1/../')}` },
  });
  const location = response.headers.get('location') ?? '';
  return { response, path: location };
}

const patch = (token: string, path: string, offset: number, body: Buffer) =>
  tus(path, token, { method: 'PATCH', headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body });

async function uploadWhole(token: string, batchId: number, name: string, bytes: Buffer) {
  const { response, path } = await createUpload(token, batchId, name, bytes.length);
  assert.equal(response.status, 201, await response.clone().text());
  return { path, response: await patch(token, path, 0, bytes) };
}

const BATCHES = 'query { cloud_my_batches { total items { id state file_count image_count files { id name relative_path size completed } } } }';

before(async () => {
  p = await startTestProvider();
  origin = new URL(p.url).origin;
  customer = await p.cloudLogin(DEMO.cloud.account);
  other = await p.cloudLogin('khachhang2');
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
  editor = await p.login(DEMO.editor.email, DEMO.editor.password);
});
after(() => p.close());

describe('tus uploads', () => {
  test('an upload cut half-way resumes from the stored offset; the file downloads byte for byte with safe headers', async () => {
    const batchId = await createBatch(customer);
    const { response, path } = await createUpload(customer, batchId, 'ảnh\u202egpj.png', PNG.length);
    assert.equal(response.status, 201);
    assert.match(response.headers.get('location')!, /^\/uploads\/[0-9a-f]+$/);
    assert.equal((await patch(customer, path, 0, PNG.subarray(0, 1500))).status, 204);

    const head = await tus(path, customer, { method: 'HEAD' });
    assert.equal(head.headers.get('upload-offset'), '1500');
    assert.equal((await patch(customer, path, 1500, PNG.subarray(1500))).status, 204);

    const list = await p.gql(BATCHES, {}, { token: customer });
    const batch = list.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId);
    // The right-to-left override is gone from the name, the '..' from the folder path.
    assert.deepEqual(
      batch.files.map((f: object) => ({ ...f, id: 0 })),
      [{ id: 0, name: 'ảnhgpj.png', relative_path: 'Ngày 1', size: PNG.length, completed: true }],
    );
    assert.equal(batch.state, 'RECEIVED');
    assert.equal(batch.image_count, 1);

    const download = await fetch(`${origin}/cloud-files/${batch.files[0].id}`, { headers: { authorization: `Bearer ${customer}` } });
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), PNG);
    assert.match(download.headers.get('content-disposition')!, /^attachment; /);
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
    assert.match(download.headers.get('content-security-policy')!, /sandbox/);
  });

  test('an .exe renamed .jpg is refused by its first bytes and leaves nothing behind; a real JPEG passes', async () => {
    const batchId = await createBatch(customer);
    const refused = await uploadWhole(customer, batchId, 'virus.jpg', EXE);
    assert.equal(refused.response.status, 415);
    assert.equal(await refused.response.text(), 'Nội dung tệp không khớp với phần mở rộng');
    assert.equal((await tus(refused.path, customer, { method: 'HEAD' })).status, 404);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
    assert.equal((await uploadWhole(customer, batchId, 'that.jpg', jpeg)).response.status, 204);
    const list = await p.gql(BATCHES, {}, { token: customer });
    const names = list.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId).files.map((f: { name: string }) => f.name);
    assert.deepEqual(names, ['that.jpg']);
  });

  test('first bytes split across requests are checked once complete; a large body streams through whole', async () => {
    const batchId = await createBatch(customer);
    // A JPEG whose signature arrives 2 bytes, then the rest with 3 MB more (many socket chunks).
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3 * 1024 * 1024)]);
    const { response, path } = await createUpload(customer, batchId, 'tach-doi.jpg', jpeg.length);
    assert.equal(response.status, 201);
    assert.equal((await patch(customer, path, 0, jpeg.subarray(0, 2))).status, 204);
    const rest = await patch(customer, path, 2, jpeg.subarray(2));
    assert.equal(rest.status, 204, await rest.clone().text());
    assert.equal(rest.headers.get('upload-offset'), String(jpeg.length));
    const stored = await readFile(join(p.services.fileStorageDir, 'cloud', path.split('/').pop()!));
    assert.ok(stored.equals(jpeg), 'the stored file is the sent one, byte for byte');

    // The same split with an executable's first bytes: refused once the 16 bytes are in.
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]);
    const fake = await createUpload(customer, batchId, 'gia.jpg', exe.length);
    assert.equal((await patch(customer, fake.path, 0, exe.subarray(0, 1))).status, 204);
    const refused = await patch(customer, fake.path, 1, exe.subarray(1));
    assert.equal(refused.status, 415);
    assert.equal((await tus(fake.path, customer, { method: 'HEAD' })).status, 404);
  });

  test('a type outside the allow-list, a file over the per-file limit and one over the quota are refused with their reasons', async () => {
    const batchId = await createBatch(customer);
    const exe = await createUpload(customer, batchId, 'setup.exe', 10);
    assert.equal(exe.response.status, 415);
    assert.match(await exe.response.text(), /^Định dạng tệp không được hỗ trợ/);

    p.services.uploadMaxFileBytes = 1000;
    try {
      const big = await createUpload(customer, batchId, 'big.png', 1001);
      assert.equal(big.response.status, 413);
      assert.equal(await big.response.text(), 'Tệp vượt quá giới hạn 1000 B mỗi tệp');
      assert.equal((await createUpload(customer, batchId, 'fits.png', 1000)).response.status, 201);
    } finally {
      p.services.uploadMaxFileBytes = 5 * 1024 ** 3;
    }

    const [row] = await p.db.select().from(cloudUsers).where(eq(cloudUsers.account, 'khachhang2'));
    await p.db.update(cloudUsers).set({ quotaBytes: 5000 }).where(eq(cloudUsers.id, row!.id));
    const otherBatch = await createBatch(other);
    assert.equal((await createUpload(other, otherBatch, 'a.png', 4000)).response.status, 201);
    const over = await createUpload(other, otherBatch, 'b.png', 1001);
    assert.equal(over.response.status, 413);
    assert.match(await over.response.text(), /^Vượt quá dung lượng của tài khoản \(còn trống 1000 B\)/);
    await p.db.update(cloudUsers).set({ quotaBytes: 50 * 1024 ** 3 }).where(eq(cloudUsers.id, row!.id));
  });

  test('without a cloud session there is no upload; the browser uses a short-lived ticket, across origins', async () => {
    const batchId = await createBatch(customer);
    const asStaff = await createUpload(admin, batchId, 'a.png', 10);
    assert.equal(asStaff.response.status, 401);
    assert.equal(asStaff.response.headers.get('access-control-allow-origin'), '*');
    assert.equal((await createUpload('not-a-token', batchId, 'a.png', 10)).response.status, 401);
    assert.equal((await createUpload(customer, batchId, 'a.png', 10)).response.status, 201);

    const issued = await p.gql<{ issue_upload_ticket: { ticket: string } }>('mutation { issue_upload_ticket { ticket } }', {}, { token: customer });
    const ticket = issued.data!.issue_upload_ticket.ticket;
    assert.equal((await uploadWhole(ticket, batchId, 'by-ticket.png', PNG)).response.status, 204);
    // The socket's ticket is for the socket only (its own audience): the same customer's realtime
    // ticket does not authorise an upload.
    const realtime = await p.gql<{ issue_realtime_ticket: { ticket: string } }>('mutation { issue_realtime_ticket { ticket } }', {}, { token: customer });
    assert.equal((await createUpload(realtime.data!.issue_realtime_ticket.ticket, batchId, 'by-socket-ticket.png', PNG.length)).response.status, 401);
    // Staff have no uploads, so no upload ticket either; the customer (above) has one.
    assert.equal(errorCode(await p.gql('mutation { issue_upload_ticket { ticket } }', {}, { token: editor })), 'UNAUTHENTICATED');

    const preflight = await fetch(`${origin}/uploads`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,tus-resumable,upload-length' },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
  });
});

describe('the bulk of an upload (written straight to the file, past the checked first bytes)', () => {
  const big = () => Buffer.concat([PNG.subarray(0, 16), randomBytes(2 * 1024 * 1024)]);

  test('a wrong offset is 409 and a body past the size 413, neither writing a byte; the right PATCH completes the file', async () => {
    const bytes = big();
    const batchId = await createBatch(customer);
    const { path } = await createUpload(customer, batchId, 'lon.png', bytes.length);
    assert.equal((await patch(customer, path, 0, bytes.subarray(0, 100))).status, 204);

    const wrongOffset = await patch(customer, path, 50, bytes.subarray(50));
    assert.equal(wrongOffset.status, 409);
    const tooLong = await patch(customer, path, 100, Buffer.concat([bytes.subarray(100), Buffer.alloc(10)]));
    assert.equal(tooLong.status, 413);
    assert.equal((await tus(path, customer, { method: 'HEAD' })).headers.get('upload-offset'), '100');

    const rest = await patch(customer, path, 100, bytes.subarray(100));
    assert.equal(rest.status, 204);
    assert.equal(rest.headers.get('upload-offset'), String(bytes.length));
    assert.equal(rest.headers.get('access-control-allow-origin'), '*');
    assert.match(rest.headers.get('access-control-expose-headers')!, /Upload-Offset/i);
    const stored = await readFile(join(p.services.fileStorageDir, 'cloud', path.split('/').pop()!));
    assert.ok(stored.equals(bytes), 'the stored file is the sent one, byte for byte');
    const list = await p.gql(BATCHES, {}, { token: customer });
    const file = list.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId).files[0];
    assert.equal(file.completed, true);
  });

  test("another customer's PATCH past the first bytes is 404 and writes nothing; the owner's goes through", async () => {
    const bytes = big();
    const batchId = await createBatch(customer);
    const { path } = await createUpload(customer, batchId, 'rieng.png', bytes.length);
    assert.equal((await patch(customer, path, 0, bytes.subarray(0, 100))).status, 204);
    assert.equal((await patch(other, path, 100, bytes.subarray(100))).status, 404);
    assert.equal((await tus(path, customer, { method: 'HEAD' })).headers.get('upload-offset'), '100');
    assert.equal((await patch(customer, path, 100, bytes.subarray(100))).status, 204);
  });

  test('a chunked PATCH (no Content-Length) goes through tus: a real file completes, an .exe is refused by its first bytes', async () => {
    const chunked = (token: string, path: string, bytes: Buffer) =>
      fetch(`${origin}${path}`, {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(bytes.subarray(0, 10)));
            controller.enqueue(new Uint8Array(bytes.subarray(10)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const bytes = big();
    const batchId = await createBatch(customer);
    const good = await createUpload(customer, batchId, 'khuc.png', bytes.length);
    const done = await chunked(customer, good.path, bytes);
    assert.equal(done.status, 204, await done.clone().text());
    assert.equal(done.headers.get('upload-offset'), String(bytes.length));

    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]);
    const bad = await createUpload(customer, batchId, 'khuc.jpg', exe.length);
    const refused = await chunked(customer, bad.path, exe);
    assert.equal(refused.status, 415);
    assert.equal((await tus(bad.path, customer, { method: 'HEAD' })).status, 404);
  });

  test('a newer PATCH takes over from one left hanging (a reload), and the upload finishes whole', async () => {
    const bytes = big();
    const batchId = await createBatch(customer);
    const { path } = await createUpload(customer, batchId, 'treo.png', bytes.length);
    assert.equal((await patch(customer, path, 0, bytes.subarray(0, 100))).status, 204);

    // A request that sends 1 MB of its body, then stalls with its connection open.
    const hanging = httpRequest(`${origin}${path}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${customer}`,
        'upload-offset': '100',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length - 100),
      },
    });
    const ended = new Promise<void>((resolve) => {
      hanging.on('error', () => resolve());
      hanging.on('response', (response) => {
        response.resume();
        resolve();
      });
    });
    hanging.write(bytes.subarray(100, 100 + 1024 * 1024));
    // Waits on the stored file itself, not on HEAD: a HEAD takes the upload's lock too, so it
    // would be the one taking over (and, while the megabyte was still arriving, stop it short of
    // the offset waited for).
    const file = join(p.services.fileStorageDir, 'cloud', path.split('/').pop()!);
    const offset = await waitUntil('the first megabyte is stored', async () => {
      const { size } = await stat(file);
      return size === 100 + 1024 * 1024 && size;
    });

    const rest = await patch(customer, path, offset, bytes.subarray(offset));
    assert.equal(rest.status, 204, await rest.clone().text());
    await ended;
    assert.ok((await readFile(file)).equals(bytes), 'the stored file is the sent one, byte for byte');
  });
});

describe('another customer', () => {
  test("gets 404 for the first one's upload URLs, file ids, downloads and batch; the owner and the admin get through", async () => {
    const batchId = await createBatch(customer, 'Lô riêng');
    const { path } = await uploadWhole(customer, batchId, 'mine.png', PNG);
    const list = await p.gql(BATCHES, {}, { token: customer });
    const fileId = list.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId).files[0].id;

    assert.equal((await tus(path, other, { method: 'HEAD' })).status, 404);
    assert.equal((await patch(other, path, 0, PNG)).status, 404);
    assert.equal((await tus(path, other, { method: 'DELETE' })).status, 404);
    assert.equal((await tus(path, customer, { method: 'HEAD' })).status, 200);

    const get = (token: string, route: string) => fetch(`${origin}${route}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await get(other, `/cloud-files/${fileId}`)).status, 404);
    assert.equal((await get(other, `/cloud-batches/${batchId}/zip`)).status, 404);
    assert.equal((await get(editor, `/cloud-files/${fileId}`)).status, 404);
    assert.equal((await get(admin, `/cloud-files/${fileId}`)).status, 200);

    const theirs = await p.gql(BATCHES, {}, { token: other });
    assert.ok(theirs.data!.cloud_my_batches.items.every((b: { id: number }) => b.id !== batchId));
    const otherUpload = await createUpload(other, batchId, 'into-theirs.png', 10);
    assert.equal(otherUpload.response.status, 404);

    const del = 'mutation($id: Int!) { delete_cloud_file(id: $id) }';
    assert.equal(errorCode(await p.gql(del, { id: fileId }, { token: other })), 'NOT_FOUND');
    assert.equal((await p.gql(del, { id: fileId }, { token: customer })).data?.delete_cloud_file, true);
  });
});

describe('studio side', () => {
  test('the batch ZIP link: an admin’s download ticket opens that one batch’s ZIP, and nothing else does', async () => {
    const ISSUE = 'mutation($b: Int!) { issue_batch_zip_ticket(batchId: $b) { ticket expires_at } }';
    const batchId = await createBatch(customer, 'Lô tải bằng vé');
    await uploadWhole(customer, batchId, 've.png', PNG);
    const fileId = (await p.gql(BATCHES, {}, { token: customer })).data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId).files[0].id;
    const otherBatch = await createBatch(customer, 'Lô khác');
    // A batch with no job: only an admin gets a ticket (an editor is told it does not exist, the
    // customer is not staff; a missing batch is not found). The job's staff: originals-on-the-job.test.ts.
    assert.equal(errorCode(await p.gql(ISSUE, { b: batchId }, { token: editor })), 'NOT_FOUND');
    assert.equal(errorCode(await p.gql(ISSUE, { b: batchId }, { token: customer })), 'UNAUTHENTICATED');
    assert.equal(errorCode(await p.gql(ISSUE, { b: 999_999 }, { token: admin })), 'NOT_FOUND');
    const issued = (await p.gql<{ issue_batch_zip_ticket: { ticket: string; expires_at: string } }>(ISSUE, { b: batchId }, { token: admin })).data!.issue_batch_zip_ticket;
    assert.ok(Date.parse(issued.expires_at) - Date.now() <= 60_000);

    // The browser's link: no authorization header, the ticket in the query.
    const byLink = (pathname: string, credential: string) => fetch(`${origin}${pathname}?ticket=${encodeURIComponent(credential)}`);
    const zip = await byLink(`/cloud-batches/${batchId}/zip`, issued.ticket);
    assert.equal(zip.status, 200);
    assert.equal(zip.headers.get('content-type'), 'application/zip');
    assert.ok(Buffer.from(await zip.arrayBuffer()).includes(PNG));
    // The ticket names its path: another batch's ZIP and the batch's file refuse it, with a line a person can read.
    const elsewhere = await byLink(`/cloud-batches/${otherBatch}/zip`, issued.ticket);
    assert.equal(elsewhere.status, 401);
    assert.match(await elsewhere.text(), /Liên kết tải xuống đã hết hạn/);
    assert.equal((await byLink(`/cloud-files/${fileId}`, issued.ticket)).status, 401);
    // The admin's access token in a link opens nothing.
    assert.equal((await byLink(`/cloud-batches/${batchId}/zip`, admin)).status, 401);
  });

  test('the admin lists the batch, downloads its ZIP, links a job; the customer sees it in progress and can no longer delete', async () => {
    const batchId = await createBatch(customer, 'Lô cho studio');
    await uploadWhole(customer, batchId, 'one.png', PNG);
    const two = await uploadWhole(customer, batchId, 'two.png', PNG);
    const [row] = await p.db.select().from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));

    const query = 'query($id: Int!) { cloud_user_batches(cloudUserId: $id) { items { id image_count files { id } } } cloud_user_usage(cloudUserId: $id) { file_count used_bytes } }';
    assert.equal(errorCode(await p.gql(query, { id: row!.id }, { token: editor })), 'FORBIDDEN');
    const seen = await p.gql(query, { id: row!.id }, { token: admin });
    const batch = seen.data!.cloud_user_batches.items.find((b: { id: number }) => b.id === batchId);
    assert.equal(batch.image_count, 2);
    assert.ok(seen.data!.cloud_user_usage.file_count >= 1);

    const zip = await fetch(`${origin}/cloud-batches/${batchId}/zip`, { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(zip.status, 200);
    assert.equal(zip.headers.get('content-type'), 'application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    assert.equal(bytes.readUInt32LE(0), 0x04034b50);
    // Stored, not compressed: the file's bytes are in the archive as they are.
    assert.ok(bytes.includes(PNG));
    assert.ok(bytes.includes(Buffer.from('Ngày 1/one.png')));

    const groups = await p.gql('query { product_groups { id } }', {}, { token: admin });
    const created = await p.gql<{ create_task: { id: number } }>(
      'mutation($input: CreateTaskInput!) { create_task(input: $input) { id } }',
      { input: { taskName: 'Lô cho studio', totalFile: 1, productGroupId: groups.data!.product_groups[0].id } },
      { token: admin },
    );
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const link = 'mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { state task_id } }';
    assert.equal(errorCode(await p.gql(link, { b: batchId, t: created.data!.create_task.id }, { token: editor })), 'FORBIDDEN');
    const linked = await p.gql(link, { b: batchId, t: created.data!.create_task.id }, { token: admin });
    assert.deepEqual(linked.data!.link_cloud_batch_task, { state: 'PROCESSING', task_id: created.data!.create_task.id });

    const mine = await p.gql(BATCHES, {}, { token: customer });
    const now = mine.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId);
    assert.equal(now.state, 'PROCESSING');
    // One rule for deleting a file (provider/src/modules/cloud-files/deletion.ts), both ways in:
    // while the job runs, GraphQL says CONFLICT and tus (cancelling an upload) 409 …
    const one = now.files.find((f: { name: string }) => f.name === 'one.png');
    const DELETE = 'mutation($id: Int!) { delete_cloud_file(id: $id) }';
    assert.equal(errorCode(await p.gql(DELETE, { id: one.id }, { token: customer })), 'CONFLICT');
    assert.equal((await tus(two.path, customer, { method: 'DELETE' })).status, 409);
    // … and once the job is cancelled the batch is back to 'Đã nhận' and both let the owner delete.
    const cancelled = await p.gql('mutation($id: Int!) { cancel_task(id: $id, version: 1, comment: "Khách đổi ý") { status } }', { id: created.data!.create_task.id }, { token: admin });
    assert.equal(cancelled.errors, undefined, JSON.stringify(cancelled.errors));
    assert.equal((await tus(two.path, customer, { method: 'DELETE' })).status, 204);
    assert.equal((await p.gql(DELETE, { id: one.id }, { token: customer })).data?.delete_cloud_file, true);
    const after = (await p.gql(BATCHES, {}, { token: customer })).data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId);
    assert.equal(after.state, 'RECEIVED');
    assert.equal(after.file_count, 0);
  });
});
