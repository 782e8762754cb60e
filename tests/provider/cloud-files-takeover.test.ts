// A newer PATCH taking over an upload whose older PATCH is still open (a reload, a second tab):
// the bytes the provider has already read from the older request are stored, not dropped, so
// the offset the newer one was sent with still matches (provider/src/modules/cloud-files/fast-patch.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import { customerForFile } from './tus-support';
import { waitUntil } from './wait-until';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(256 * 1024)]);

const file = customerForFile();

async function createUpload(name: string, size: number) {
  const created = await file.tus.create('/uploads', size, { filename: name, batchId: String(await file.batch('Lô tiếp quản')) });
  assert.equal(created.status, 201, await created.clone().text());
  return created.headers.get('location')!;
}

const patch = (path: string, offset: number, body: Buffer) => file.tus.patch(path, offset, body);

/**
 * Opens a PATCH at `offset` declaring the rest of the file, sends `sent` bytes of it and leaves
 * the connection open. Resolves once the provider has read every byte sent (its socket has them
 * and nothing is left waiting in the request's buffer: the upload took them).
 */
async function hangingPatch(path: string, bytes: Buffer, offset: number, sent: number) {
  const arrived = new Promise<IncomingMessage>((resolve) => {
    const onRequest = (req: IncomingMessage) => {
      if (req.method !== 'PATCH' || req.url !== path) return;
      file.p.provider.httpServer.off('request', onRequest);
      resolve(req);
    };
    file.p.provider.httpServer.on('request', onRequest);
  });
  const hanging = httpRequest(`${file.origin}${path}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${file.customer}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length - offset),
    },
  });
  const ended = new Promise<number | undefined>((resolve) => {
    hanging.on('error', () => resolve(undefined));
    hanging.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
  });
  await new Promise<void>((resolve, reject) => hanging.write(bytes.subarray(offset, offset + sent), (error) => (error ? reject(error) : resolve())));
  const served = await arrived;
  const sentOnWire = hanging.socket!.bytesWritten;
  await waitUntil('the provider has read every byte of the hanging PATCH', () => served.socket.bytesRead === sentOnWire && served.readableLength === 0);
  return { ended };
}

test('a PATCH taking over one that stalled within the first (checked) bytes keeps the bytes already read', async () => {
  const path = await createUpload('dau.png', PNG.length);
  // 10 of the 16 bytes the content check needs: the provider holds them, waiting for the rest.
  const { ended } = await hangingPatch(path, PNG, 0, 10);

  const rest = await patch(path, 10, PNG.subarray(10));
  assert.equal(rest.status, 204, await rest.clone().text());
  assert.equal(rest.headers.get('upload-offset'), String(PNG.length));
  await ended;
  const stored = await readFile(join(file.p.services.fileStorageDir, 'cloud', path.split('/').pop()!));
  assert.ok(stored.equals(PNG), 'the stored file is the sent one, byte for byte');
});

test('a HEAD during a stalled PATCH reports the bytes already read, and the upload resumes from there', async () => {
  const path = await createUpload('giua.png', PNG.length);
  const { ended } = await hangingPatch(path, PNG, 0, 10);

  const head = await file.tus.request(path, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('upload-offset'), '10');
  await ended;
  const rest = await patch(path, 10, PNG.subarray(10));
  assert.equal(rest.status, 204, await rest.clone().text());
  const stored = await readFile(join(file.p.services.fileStorageDir, 'cloud', path.split('/').pop()!));
  assert.ok(stored.equals(PNG), 'the stored file is the sent one, byte for byte');
});
