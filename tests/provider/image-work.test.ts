// The image queue (docs/decisions/image-work.md): bounded — when it is full a finished file is
// kept without its thumbnail, and the sweep makes it later; sharp's threads sized to the machine.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { cloudFiles, cloudUsers, taskResults } from '../../provider/src/db/schema';
import { IMAGE_JOBS, IMAGE_QUEUE_LIMIT, IMAGE_THREADS, imageWorkLoad, queueImageWork } from '../../provider/src/modules/cloud-files/image-work';
import { queueThumbnail, thumbnailPath } from '../../provider/src/modules/cloud-files/thumbnails';
import { cloudUploadsDirectory } from '../../provider/src/modules/cloud-files/uploads';
import { markThumbnail } from '../../provider/src/modules/cloud-files/data';
import { filesWithoutThumbnail } from '../../provider/src/modules/cloud-files/thumbnail-sweep';
import { DEMO, providerForFile, type TestProvider } from './harness';
import { planWithoutSeqScan } from './query-plan';

let p: TestProvider;
providerForFile((provider) => {
  p = provider;
});

/** A finished customer's photo on disk and in the table, without a thumbnail yet. */
async function finishedPhoto(uploadId: string) {
  const [owner] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
  const created = await p.gql('mutation { create_cloud_batch(input: { name: "Lô hàng đợi" }) { id } }', {}, { token: await p.cloudLogin(DEMO.cloud.account) });
  const dir = cloudUploadsDirectory(p.fileStorageDir);
  mkdirSync(dir, { recursive: true });
  const stored = path.join(dir, uploadId);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08040' } }).jpeg().toFile(stored);
  const [row] = await p.db
    .insert(cloudFiles)
    .values({ batchId: created.data!.create_cloud_batch.id, cloudUserId: owner!.id, uploadId, name: `${uploadId}.jpg`, size: 1000, completedAt: new Date() })
    .returning({ id: cloudFiles.id });
  return { id: row!.id, stored, name: `${uploadId}.jpg` };
}

const thumbnailAt = async (id: number) => (await p.db.select({ at: cloudFiles.thumbnailAt }).from(cloudFiles).where(eq(cloudFiles.id, id)))[0]!.at;

it('sharp works with the threads sized to this machine, at most two files at a time', () => {
  assert.equal(sharp.concurrency(), IMAGE_THREADS);
  assert.ok(IMAGE_JOBS >= 1 && IMAGE_JOBS <= 2);
});

it('a full queue keeps the file without its thumbnail; the sweep makes it once there is room', async () => {
  // Positive control: with room, a finished photo gets its thumbnail through the queue.
  const first = await finishedPhoto('hang-doi-co-cho');
  assert.equal(queueThumbnail(first.stored, first.name, () => markThumbnail(p.db, first.id)), true);
  await waitFor(async () => (await thumbnailAt(first.id)) !== null, 'the thumbnail with room in the queue');
  assert.ok(existsSync(thumbnailPath(first.stored)));

  // Fill the queue: every worker busy and every waiting place taken, until `release`.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < IMAGE_JOBS + IMAGE_QUEUE_LIMIT; i++) assert.equal(queueImageWork(`blocker-${i}`, () => gate), true);
  assert.deepEqual(imageWorkLoad(), { running: IMAGE_JOBS, waiting: IMAGE_QUEUE_LIMIT });

  const late = await finishedPhoto('hang-doi-day');
  assert.equal(queueThumbnail(late.stored, late.name, () => markThumbnail(p.db, late.id)), false, 'refused: the queue is full');
  // The sweep finds no room either: nothing more is held in memory.
  assert.equal(await p.provider.thumbnailSweep.sweepOnce(), 0);
  assert.deepEqual(imageWorkLoad(), { running: IMAGE_JOBS, waiting: IMAGE_QUEUE_LIMIT });
  assert.ok(existsSync(late.stored), 'the file is kept');
  assert.equal(await thumbnailAt(late.id), null);

  release();
  await waitFor(async () => imageWorkLoad().running === 0 && imageWorkLoad().waiting === 0, 'the blockers to finish');
  assert.equal(await p.provider.thumbnailSweep.sweepOnce(), 1, 'the sweep queues the file left behind');
  await waitFor(async () => (await thumbnailAt(late.id)) !== null, 'the thumbnail made later');
  assert.ok(existsSync(thumbnailPath(late.stored)));
  // Caught up: the next sweep has nothing to do.
  assert.equal(await p.provider.thumbnailSweep.sweepOnce(), 0);
});

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited 10 s for ${what}`);
}

it("the sweep's look for files without a thumbnail is a range of a partial index, in both areas, first page and next", async () => {
  const since = new Date(Date.now() - 24 * 3600_000);
  for (const [table, index] of [
    [cloudFiles, 'cloud_files_thumbnail_todo_idx'],
    [taskResults, 'task_results_thumbnail_todo_idx'],
  ] as const) {
    for (const cursor of [null, { at: new Date(), id: 1 }]) {
      const plan = await planWithoutSeqScan(p.db, filesWithoutThumbnail(p.db, table, since, cursor));
      assert.match(plan, new RegExp(`Index Scan using ${index}`), plan);
      assert.doesNotMatch(plan, /Sort/, `read in the index's order\n${plan}`);
    }
  }
});
