// Backup and restore (docs/decisions/backups.md): a studio (the demo seed's jobs, money and chat)
// with a customer's files and a delivered job with its results is backed up with `npm run backup`, restored with
// `npm run restore` into a fresh database and folder, and compared: every table's row count and
// every file's checksum, then a provider on the restored copy serves a delivered result. Restore
// refuses a target that holds anything. On PostgreSQL (pg_dump / pg_restore) and on the embedded
// PGlite (its own dump of its data folder), whichever this run is on.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { createProvider } from '../../provider/src/app';
import { openDatabase } from '../../provider/src/db/client';
import { pgliteCounts } from '../../scripts/backup/pglite';
import { postgresCounts } from '../../scripts/backup/postgres';
import { DEMO } from './harness';
import { cardsIn, startTaskWorld, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';
import { waitUntil } from './wait-until';

const serverUrl = process.env.DATABASE_URL;
let w: TaskWorld;
let folder: string;
let original: { env: Record<string, string>; counts: () => Promise<Record<string, number>> };
let restored: { env: Record<string, string>; databaseUrl?: string; pgliteDir: string; filesDir: string; counts: () => Promise<Record<string, number>> };
let archive: string;
let resultId: number;
const RESULTS: Record<string, Buffer> = {};

const noiseJpeg = (seed: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** An npm script of this repository (backup, restore) with `env` on top; its exit code and output. */
function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Relative path → sha256 of every file under `dir`. */
async function checksums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    sums[path.relative(dir, full)] = createHash('sha256').update(await readFile(full)).digest('hex');
  }
  return sums;
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tm-backup-test-'));
  const filesDir = path.join(folder, 'studio', 'files');
  await mkdir(filesDir, { recursive: true });
  w = await startTaskWorld({ pgliteDir: path.join(folder, 'studio', 'pglite'), fileStorageDir: filesDir });
  const origin = new URL(w.p.url).origin;

  // A customer's batch of two photos, made the job's originals; two results; approved and delivered.
  const customer = await w.p.cloudLogin(DEMO.cloud.account);
  const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name: 'Ảnh cưới', request: 'Chỉnh màu' } }, { token: customer });
  const batchId = batch.data!.create_cloud_batch.id;
  const card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
  for (const [i, name] of ['IMG_001.jpg', 'IMG_002.jpg'].entries()) {
    const uploaded = await tusClient(origin, customer).upload('/uploads', { filename: name, batchId: String(batchId), relativePath: '' }, await noiseJpeg(60 + i * 40));
    assert.equal(uploaded.status, 204);
  }
  await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card.id }, 'admin');
  for (const [i, name] of ['IMG_001.jpg', 'IMG_002.jpg'].entries()) {
    RESULTS[name] = await noiseJpeg(140 + i * 30);
    const uploaded = await tusClient(origin, w.token.editor).upload('/task-uploads', { filename: name, taskId: String(card.id) }, RESULTS[name]);
    assert.equal(uploaded.status, 204);
  }
  // The thumbnails are made after the upload: wait for them, so the files stand still.
  const panel = async () => (await w.ok<{ task_results: { results: { id: number; name: string; has_thumbnail: boolean }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { id name has_thumbnail } } }', { t: card.id }, 'admin')).task_results.results;
  await waitUntil('result thumbnails', async () => (await panel()).filter((r) => r.has_thumbnail).length === 2, { timeoutMs: 30_000 });
  resultId = (await panel()).find((r) => r.name === 'IMG_001.jpg')!.id;
  const waiting = (await w.move(await w.get(card.id), 'WaitApprove', 'editor')).data!.move_task;
  await w.move(waiting, 'Completed', 'qa');
  await w.ok('mutation($t: Int!) { deliver_task(taskId: $t) { id } }', { t: card.id }, 'admin');

  if (serverUrl) {
    original = { env: { DATABASE_URL: w.p.databaseUrl!, FILE_STORAGE_DIR: filesDir }, counts: () => postgresCounts(w.p.databaseUrl!) };
  } else {
    // The embedded database has one user at a time: the provider closes it before the backup (as `npm start` is stopped first).
    await w.p.close();
    original = { env: { DATA_DIR: path.join(folder, 'studio'), FILE_STORAGE_DIR: filesDir }, counts: () => pgliteCounts(path.join(folder, 'studio', 'pglite')) };
  }
  const restoredDb = `tm_restore_${randomBytes(4).toString('hex')}`;
  const restoredUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${restoredDb}` }).toString() : undefined;
  if (serverUrl) await onServer(`CREATE DATABASE ${restoredDb}`);
  const pgliteDir = path.join(folder, 'copy', 'pglite');
  const copyFiles = path.join(folder, 'copy', 'files');
  restored = {
    env: { ...(restoredUrl ? { DATABASE_URL: restoredUrl } : { DATA_DIR: path.join(folder, 'copy') }), FILE_STORAGE_DIR: copyFiles },
    databaseUrl: restoredUrl,
    pgliteDir,
    filesDir: copyFiles,
    counts: () => (restoredUrl ? postgresCounts(restoredUrl) : pgliteCounts(pgliteDir)),
  };
  archive = path.join(folder, 'tm-backup.tar');
});

after(async () => {
  if (serverUrl) await w.p.close();
  if (serverUrl && restored?.databaseUrl) await onServer(`DROP DATABASE IF EXISTS ${new URL(restored.databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await rm(folder, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  test('a studio restored into a fresh database and folder has every row and every file, and serves them', async () => {
    const backedUp = npmScript('backup', ['--out', archive], original.env);
    assert.equal(backedUp.status, 0, backedUp.output);
    const before = await original.counts();
    for (const table of ['public.tasks', 'public.chat_messages', 'public.cloud_files', 'public.task_results', 'public.users', 'drizzle.__drizzle_migrations']) {
      assert.ok((before[table] ?? 0) > 0, `${table} has rows to back up: ${JSON.stringify(before)}`);
    }

    const done = npmScript('restore', [archive], restored.env);
    assert.equal(done.status, 0, done.output);
    assert.match(done.output, /khớp bản kê/);
    assert.deepEqual(await restored.counts(), before);
    const files = await checksums(original.env.FILE_STORAGE_DIR!);
    assert.ok(Object.keys(files).length >= 6, `originals, results and their thumbnails: ${Object.keys(files).join(', ')}`);
    assert.deepEqual(await checksums(restored.filesDir), files);

    // A provider on the restored copy: the admin signs in and downloads the delivered result.
    const handle = await openDatabase(restored.databaseUrl ? { databaseUrl: restored.databaseUrl } : { dataDir: restored.pgliteDir });
    const provider = createProvider({ db: handle.db, jwtSecret: randomBytes(32).toString('hex'), production: false, fileStorageDir: restored.filesDir });
    try {
      await provider.listen(0, '127.0.0.1');
      const origin = `http://127.0.0.1:${(provider.httpServer.address() as AddressInfo).port}`;
      const login = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: DEMO.admin.email, password: DEMO.admin.password } } }),
      });
      const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
      const download = await fetch(`${origin}/task-results/${resultId}`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(download.status, 200);
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), RESULTS['IMG_001.jpg']);
    } finally {
      await provider.close();
      await handle.close();
    }
  });

  test('refuses a database or a file folder that holds anything, and changes nothing there', async () => {
    const counts = await restored.counts();
    const again = npmScript('restore', [archive], restored.env);
    assert.equal(again.status, 3, again.output);
    assert.match(again.output, /Không khôi phục: (cơ sở dữ liệu đích đã có \d+ bảng|thư mục cơ sở dữ liệu nhúng .* không trống)/);
    assert.deepEqual(await restored.counts(), counts);

    // An empty database beside a folder that holds files: refused too, the database left empty.
    const emptyDb = `tm_restore_${randomBytes(4).toString('hex')}`;
    const env: Record<string, string> = serverUrl
      ? { DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${emptyDb}` }).toString(), FILE_STORAGE_DIR: restored.filesDir }
      : { DATA_DIR: path.join(folder, 'empty'), FILE_STORAGE_DIR: restored.filesDir };
    if (serverUrl) await onServer(`CREATE DATABASE ${emptyDb}`);
    try {
      const refused = npmScript('restore', [archive], env);
      assert.equal(refused.status, 3, refused.output);
      assert.match(refused.output, /thư mục tệp .* không trống/);
      if (serverUrl) assert.deepEqual(await postgresCounts(env.DATABASE_URL!), {});
      else assert.equal(existsSync(path.join(folder, 'empty', 'pglite')), false);
    } finally {
      if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${emptyDb} WITH (FORCE)`);
    }
  });
});
