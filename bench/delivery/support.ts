// What the delivery benches (run.ts, viewer.ts) do through the app as its users would: sign the
// customer in, call a trusted operation on /api/graphql, upload a result to a job or an original
// to a batch over tus with the ticket the app hands out; a job delivered to the customer with
// many results (bench/delivery, bench/pages).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The seeded cloud customer (provider/src/db/seed.ts). */
export const CUSTOMER = { account: 'khachhang', password: 'Cloud@123' };

const b64 = (text: string) => Buffer.from(text).toString('base64');

export function deliveryOps(appUrl: string) {
  async function cloudCookie(): Promise<string> {
    const response = await fetch(`${appUrl}/api/cloud/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ ...CUSTOMER, remember: true }),
    });
    if (!response.ok) throw new Error(`cloud login failed (${response.status})`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /** A trusted operation through the app's /api/graphql, as the browser sends it. */
  async function op<T = Record<string, unknown>>(cookie: string, operationName: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${appUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl, cookie },
      body: JSON.stringify({ operationName, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`${operationName}: ${body.errors[0]!.message}`);
    return body.data!;
  }

  /** One tus upload of `source` (a POST, then one PATCH of the whole file). */
  async function tusUpload(endpoint: string, ticket: string, source: string, metadata: Record<string, string>) {
    const bytes = await readFile(source);
    const auth = { authorization: `Bearer ${ticket}`, 'tus-resumable': '1.0.0', origin: appUrl };
    const created = await fetch(endpoint, {
      method: 'POST',
      headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': Object.entries(metadata).map(([key, value]) => `${key} ${b64(value)}`).join(',') },
    });
    if (created.status !== 201) throw new Error(`create upload: ${created.status} ${await created.text()}`);
    const url = new URL(created.headers.get('location')!, endpoint).toString();
    const patched = await fetch(url, { method: 'PATCH', headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
    if (patched.status !== 204) throw new Error(`patch: ${patched.status} ${await patched.text()}`);
    return bytes.length;
  }

  /** The job's upload ticket, reused for 30 s as the job page does (tickets live 60 s and are rate-limited). */
  const tickets = new Map<number, { endpoint: string; ticket: string; at: number }>();
  async function uploadAccess(staffCookie: string, taskId: number) {
    const known = tickets.get(taskId);
    if (known && Date.now() - known.at < 30_000) return known;
    const response = await fetch(`${appUrl}/api/tasks/${taskId}/uploads/ticket`, { headers: { cookie: staffCookie } });
    if (!response.ok) throw new Error(`upload ticket: ${response.status} ${await response.text()}`);
    const access = { ...((await response.json()) as { endpoint: string; ticket: string }), at: Date.now() };
    tickets.set(taskId, access);
    return access;
  }

  /** A result on the job, as the job page uploads it; its size in bytes. */
  async function uploadResult(staffCookie: string, taskId: number, name: string, source: string) {
    const access = await uploadAccess(staffCookie, taskId);
    return tusUpload(access.endpoint, access.ticket, source, { filename: name, taskId: String(taskId) });
  }

  /** One original into the customer's batch, the cloud upload page's way (a ticket, then tus). */
  async function uploadOriginal(customerCookie: string, batchId: number, source: string, name = 'goc-0001.jpg') {
    const response = await fetch(`${appUrl}/api/cloud/uploads/ticket`, { headers: { cookie: customerCookie } });
    if (!response.ok) throw new Error(`cloud upload ticket: ${response.status} ${await response.text()}`);
    const { endpoint, ticket } = (await response.json()) as { endpoint: string; ticket: string };
    return tusUpload(endpoint, ticket, source, { filename: name, batchId: String(batchId) });
  }

  /**
   * A job made from a new batch of the customer (with `originals` of the customer's files in it),
   * with `count` results uploaded, their thumbnails made, approved and delivered.
   */
  async function deliveredJob(staff: string, customer: string, groupId: number, count: number, pool: string[], log: (message: string) => void, originals = 1) {
    const batch = (await op<{ create_cloud_batch: { id: number } }>(customer, 'CreateCloudBatch', { input: { name: `Bench ${count} ảnh`, request: '' } })).create_cloud_batch;
    // A job is made only from a batch with a file in it (domain/batch-link.ts): the customer's originals.
    for (let i = 0; i < originals; i += 1) await uploadOriginal(customer, batch.id, pool[i % pool.length]!, `goc-${String(i + 1).padStart(4, '0')}.jpg`);
    const task = (await op<{ create_task: { id: number; version: number } }>(staff, 'CreateTask', { input: { taskName: `Bench ${count}`, productGroupId: groupId, totalFile: count } })).create_task;
    await op(staff, 'LinkCloudBatchTask', { batchId: batch.id, taskId: task.id });
    let bytes = 0;
    const started = performance.now();
    for (let i = 0; i < count; i += 2) {
      const pair = [i, i + 1].filter((n) => n < count);
      const sizes = await Promise.all(pair.map((n) => uploadResult(staff, task.id, `ket-qua-${String(n + 1).padStart(4, '0')}.jpg`, pool[n % pool.length]!)));
      bytes += sizes.reduce((a, b) => a + b, 0);
      if ((i + 2) % 100 === 0) log(`  ${i + 2}/${count} uploaded`);
    }
    const uploadedAt = performance.now();
    // Every thumbnail is in once the panel says so (made after each upload's answer).
    for (;;) {
      const panel = (await op<{ task_results: { results: { has_thumbnail: boolean }[] } }>(staff, 'TaskResults', { taskId: task.id })).task_results;
      if (panel.results.every((r) => r.has_thumbnail)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const thumbnailsDoneAfterMs = performance.now() - uploadedAt;
    await op(staff, 'MoveTask', { id: task.id, version: task.version, status: 'Completed' });
    const delivery = (await op<{ deliver_task: { id: number } }>(staff, 'DeliverTask', { taskId: task.id })).deliver_task;
    return { deliveryId: delivery.id, taskId: task.id, batchId: batch.id, bytes, uploadMs: uploadedAt - started, thumbnailsDoneAfterMs };
  }

  return { cloudCookie, op, uploadResult, uploadOriginal, deliveredJob };
}

/** `count` real JPEGs of noise, 3–8 MB (noise does not compress), or ~10× smaller with `small`. */
export async function writePool(folder: string, count: number, small: boolean): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // Megapixels from 2.8 to 7.2: about 3 to 8 MB at quality 98 for Gaussian noise (~1.1 bytes a pixel).
    const megapixels = (2.8 + (4.4 * i) / Math.max(1, count - 1)) / (small ? 10 : 1);
    const width = Math.round(Math.sqrt(megapixels * 1e6 * 1.5));
    const height = Math.round(width / 1.5);
    const file = path.join(folder, `nguon-${i}.jpg`);
    await sharp({ create: { width, height, channels: 3, background: '#7f7f7f', noise: { type: 'gaussian', mean: 100 + i * 2, sigma: 60 } } })
      .jpeg({ quality: 98 })
      .toFile(file);
    files.push(file);
  }
  return files;
}
