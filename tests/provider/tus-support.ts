// Speaking tus 1.0 (resumable uploads) to the test provider as one signed-in caller: the cloud
// area's /uploads and a job's result uploads (provider/src/modules/cloud-files, deliveries).
import assert from 'node:assert/strict';
import { DEMO, providerForFile, type TestProvider } from './harness';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** tus metadata: `key base64(value)` pairs, comma-separated. */
export function tusMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
}

export function tusClient(origin: string, token: string) {
  const request = (pathname: string, method: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(`${origin}${pathname}`, { method, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...headers }, body: body ? new Uint8Array(body) : undefined });
  /** POST: a new upload of `size` declared bytes (201 with its Location on success). */
  const create = (endpoint: string, size: number, metadata: Record<string, string>) => request(endpoint, 'POST', { 'upload-length': String(size), 'upload-metadata': tusMetadata(metadata) });
  /** PATCH: `body` written at `offset` (204 on success). */
  const patch = (path: string, offset: number, body: Buffer) => request(path, 'PATCH', { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body);
  /** A whole file in one POST and one PATCH: the PATCH's answer, or the POST's when it refused. */
  const upload = async (endpoint: string, metadata: Record<string, string>, bytes: Buffer) => {
    const created = await create(endpoint, bytes.length, metadata);
    if (created.status !== 201) return created;
    return patch(created.headers.get('location')!, 0, bytes);
  };
  return { request, create, patch, upload };
}

/**
 * The test file's provider with the demo customer signed in: `tus` speaks as them, `batch`
 * opens one of their batches to upload into. Filled before the first test (providerForFile).
 */
export function customerForFile() {
  const file = {} as { p: TestProvider; origin: string; customer: string; tus: ReturnType<typeof tusClient>; batch(name: string): Promise<number> };
  providerForFile(async (started) => {
    file.p = started;
    file.origin = new URL(started.url).origin;
    file.customer = await started.cloudLogin(DEMO.cloud.account);
    file.tus = tusClient(file.origin, file.customer);
    file.batch = async (name) => {
      const created = await started.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name, request: '' } }, { token: file.customer });
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      return created.data!.create_cloud_batch.id;
    };
  });
  return file;
}
