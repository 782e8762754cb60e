// Cancelling an upload ('Hủy', tus termination): the file's row (and with it the quota it
// took) is gone by the time the 204 arrives, so a list read right after no longer shows it
// (provider/src/modules/cloud-files/checked-store.ts removes the row with the bytes).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudFiles } from '../../provider/src/db/schema';
import { customerForFile } from './tus-support';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

const file = customerForFile();

const rowsOf = (uploadId: string) => file.p.db.select({ id: cloudFiles.id }).from(cloudFiles).where(eq(cloudFiles.uploadId, uploadId));
const BATCHES = 'query { cloud_my_batches { items { id file_count files { name } } } }';

test('a cancelled upload is gone from the list and the database as soon as DELETE answers', async () => {
  const batchId = await file.batch('Lô hủy');

  for (let round = 0; round < 5; round++) {
    const created = await file.tus.create('/uploads', PNG.length, { filename: `huy-${round}.png`, batchId: String(batchId) });
    assert.equal(created.status, 201, await created.clone().text());
    const path = created.headers.get('location')!;
    const uploadId = path.split('/').pop()!;
    assert.equal((await file.tus.patch(path, 0, PNG.subarray(0, 1000))).status, 204);

    // The row as the provider sends its answer (read from its own 'finish'), and as the client
    // reads it once the answer is in: gone both times.
    const rowAtAnswer = new Promise<unknown[]>((resolve) => {
      const onRequest = (req: IncomingMessage, res: ServerResponse) => {
        if (req.method !== 'DELETE' || req.url !== path) return;
        file.p.provider.httpServer.off('request', onRequest);
        res.once('finish', () => resolve(rowsOf(uploadId)));
      };
      file.p.provider.httpServer.on('request', onRequest);
    });
    assert.equal((await file.tus.request(path, 'DELETE')).status, 204);
    assert.deepEqual(await rowsOf(uploadId), [], `round ${round}: the row is gone when DELETE's answer is read`);
    assert.deepEqual(await rowAtAnswer, [], `round ${round}: the row is gone when DELETE answers`);
    const list = await file.p.gql(BATCHES, {}, { token: file.customer });
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.deepEqual(
      list.data!.cloud_my_batches.items.find((b: { id: number }) => b.id === batchId),
      { id: batchId, file_count: 0, files: [] },
    );
    assert.equal(existsSync(join(file.p.services.fileStorageDir, 'cloud', uploadId)), false);
    assert.equal((await file.tus.request(path, 'HEAD')).status, 404);
  }
});
