// Upload benchmark: `npm run bench:upload`. Prints figures, asserts nothing.
//
// It starts its own provider and app on a fresh embedded database, writes a 1 GB file of random
// bytes (BENCH_UPLOAD_BYTES to change it), and measures:
//   (a) the file uploaded over tus through the real stack as the browser does it (a ticket from
//       the app's /api/cloud/uploads/ticket, then the provider's /uploads → FILE_STORAGE_DIR) vs
//       the same file copied on the same disk (read stream → write stream): throughput of each
//       and their ratio (target ≥ 0.5);
//   (b) peak RSS growth of the app and provider processes during the upload, sampled every
//       50 ms from /proc (target ≤ 100 MB): bytes must stream, never sit whole in memory;
//   (c) resume: a second upload is cut at 50 % (the connection dropped); the time to learn the
//       server's offset (HEAD) and to finish the rest, vs the time the whole upload took.
// Ports: BENCH_APP_PORT (3460), BENCH_PROVIDER_PORT (4460).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { appLogin, groupPids, groupRss, root, startSystemAndWait } from '../system';

const appPort = Number(process.env.BENCH_APP_PORT ?? 3460);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 4460);
const appUrl = `http://127.0.0.1:${appPort}`;
const dataDir = `.data-bench-upload-${appPort}`;
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const CUSTOMER = { account: 'khachhang', password: 'Cloud@123' };
const MB = 1024 * 1024;

const log = (message: string) => process.stderr.write(`• ${message}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function writeSource(file: string) {
  const handle = await open(file, 'w');
  try {
    await handle.write(Buffer.from([0x49, 0x49, 0x2a, 0x00])); // a TIFF, as the allow-list wants
    for (let written = 4; written < SIZE; ) {
      const part = randomBytes(Math.min(16 * MB, SIZE - written));
      await handle.write(part);
      written += part.length;
    }
  } finally {
    await handle.close();
  }
}

async function createBatch(cookie: string): Promise<number> {
  const response = await fetch(`${appUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, cookie },
    body: JSON.stringify({ operationName: 'CreateCloudBatch', variables: { input: { name: 'Bench', request: '' } } }),
  });
  const body = (await response.json()) as { data?: { create_cloud_batch: { id: number } } };
  return body.data!.create_cloud_batch.id;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The upload endpoint and a fresh ticket, as the upload page gets them. */
async function access(cookie: string): Promise<{ endpoint: string; auth: Record<string, string> }> {
  const response = await fetch(`${appUrl}/api/cloud/uploads/ticket`, { headers: { cookie } });
  const { endpoint, ticket } = (await response.json()) as { endpoint: string; ticket: string };
  return { endpoint, auth: { authorization: `Bearer ${ticket}`, 'tus-resumable': '1.0.0', origin: appUrl } };
}

async function createUpload(cookie: string, batchId: number, name: string): Promise<string> {
  const { endpoint, auth } = await access(cookie);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(SIZE), 'upload-metadata': `filename ${b64(name)},batchId ${b64(String(batchId))}` },
  });
  if (response.status !== 201) throw new Error(`create upload: ${response.status} ${await response.text()}`);
  return new URL(response.headers.get('location')!, endpoint).toString();
}

/**
 * One PATCH streaming the file from `offset`, with a Content-Length as a browser sends it (an
 * XHR of a Blob slice; fetch with a stream body would send it chunked, through web streams, and
 * mostly measure this script). `cutAt` drops the connection once that many bytes went out.
 */
async function patch(cookie: string, url: string, source: string, offset: number, cutAt?: number): Promise<number | 'cut'> {
  const { auth } = await access(cookie);
  return new Promise((resolve, reject) => {
    const headers = { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(SIZE - offset) };
    const request = httpRequest(url, { method: 'PATCH', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => {
        if (response.statusCode === 204) resolve(Number(response.headers['upload-offset']));
        else reject(new Error(`patch: ${response.statusCode} ${text}`));
      });
    });
    let cut = false;
    request.on('error', (error) => (cut ? resolve('cut') : reject(error)));
    const file = createReadStream(source, { start: offset, highWaterMark: MB });
    if (cutAt !== undefined) {
      let sent = offset;
      file.on('data', (chunk) => {
        sent += chunk.length;
        if (sent < cutAt || cut) return;
        cut = true;
        file.destroy();
        request.destroy();
        resolve('cut');
      });
    }
    file.pipe(request);
  });
}

async function headOffset(cookie: string, url: string): Promise<number> {
  const response = await fetch(url, { method: 'HEAD', headers: (await access(cookie)).auth });
  return Number(response.headers.get('upload-offset'));
}

const work = path.join(root, dataDir, 'bench');
const { system, stop } = await startSystemAndWait({ appPort, providerPort, dataDir, env: { UPLOAD_MAX_FILE_BYTES: String(Math.max(SIZE, 5 * 1024 ** 3)) } }, log);
try {
  await mkdir(work, { recursive: true });
  const source = path.join(work, 'source.tif');
  log(`writing ${(SIZE / MB).toFixed(0)} MB of random bytes…`);
  await writeSource(source);

  // (a) disk copy, the baseline.
  let started = performance.now();
  await pipeline(createReadStream(source), createWriteStream(path.join(work, 'copy.tif')));
  const copyMs = performance.now() - started;
  await rm(path.join(work, 'copy.tif'));

  // (a, b) the upload through the app, with RSS sampled meanwhile.
  const cookie = await appLogin(appUrl, CUSTOMER, '/api/cloud/auth/login');
  const batchId = await createBatch(cookie);
  const pids = await groupPids(system.pid!);
  const baseline = await groupRss(pids);
  let peak = baseline;
  const sampler = setInterval(() => void groupRss(pids).then((rss) => (peak = Math.max(peak, rss))), 50);
  const url = await createUpload(cookie, batchId, 'bench.tif');
  started = performance.now();
  const offset = await patch(cookie, url, source, 0);
  const uploadMs = performance.now() - started;
  clearInterval(sampler);
  if (offset !== SIZE) throw new Error(`upload ended at ${offset}, not ${SIZE}`);

  // (c) cut at 50 %, then resume.
  const second = await createUpload(cookie, batchId, 'bench-resume.tif');
  started = performance.now();
  if ((await patch(cookie, second, source, 0, SIZE / 2)) !== 'cut') throw new Error('the upload was not cut');
  const firstHalfMs = performance.now() - started;
  started = performance.now();
  const resumeAt = await headOffset(cookie, second);
  const headMs = performance.now() - started;
  const finished = await patch(cookie, second, source, resumeAt);
  const resumeMs = performance.now() - started;
  if (finished !== SIZE) throw new Error(`resumed upload ended at ${finished}`);

  const rate = (ms: number) => `${((SIZE / MB) / (ms / 1000)).toFixed(0)} MB/s`;
  const [load1] = await readFile('/proc/loadavg', 'utf8').then((text) => text.split(' '));
  console.log(`\nUpload benchmark, ${(SIZE / MB).toFixed(0)} MB file (load average ${load1} on ${availableParallelism()} cores)`);
  console.log(`  disk copy (same disk)        ${seconds(copyMs)} s  ${rate(copyMs)}`);
  console.log(`  tus upload (browser's path)  ${seconds(uploadMs)} s  ${rate(uploadMs)}`);
  console.log(`  throughput ratio upload/copy ${(copyMs / uploadMs).toFixed(2)}   (target ≥ 0.5)`);
  console.log(`  peak RSS growth, app+provider ${((peak - baseline) / MB).toFixed(1)} MB  (baseline ${(baseline / MB).toFixed(0)} MB; target ≤ 100 MB)`);
  const halfRate = (bytes: number, ms: number) => `${(bytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
  console.log(`  resume after a cut at 50 %:  server kept ${((resumeAt / SIZE) * 100).toFixed(1)} %; offset known in ${headMs.toFixed(0)} ms; rest uploaded in ${seconds(resumeMs)} s`);
  console.log(`    (first half sent at ${halfRate(SIZE / 2, firstHalfMs)}, the rest at ${halfRate(SIZE - resumeAt, resumeMs - headMs)})`);
} finally {
  stop();
  await rm(path.join(root, dataDir), { recursive: true, force: true }).catch(() => {});
}
