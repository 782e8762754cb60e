// What the delivery benches (run.ts, viewer.ts) do through the app as its users would: sign the
// customer in, call a trusted operation on /api/graphql, upload a result to a job or an original
// to a batch over tus with the ticket the app hands out.
import { readFile } from 'node:fs/promises';

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

  return { cloudCookie, op, uploadResult, uploadOriginal };
}
