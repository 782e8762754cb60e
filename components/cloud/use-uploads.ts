'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { setRunningUploads } from '@/lib/client/upload-activity';
import { abandonCloudUpload } from '@/lib/client/queries/cloud-files';
import { displayPath, plannedFileOf, type PickedFile } from './pick-files';

// The upload queue: each file is a tus upload (resumable: its URL is kept in localStorage by
// tus-js-client, so after a dropped network, a reload or a browser restart the same file picks
// up where the server stopped). Three files run at a time; progress is sampled for the bars.
// Bytes go straight to the provider with a short-lived ticket from the app, renewed as needed.

type Access = { endpoint: string; ticket: string; at: number };
/** Tickets live 60 s; a request starting later than this asks for a new one. */
const TICKET_REUSE_MS = 30_000;
let access: Promise<Access> | null = null;

async function fetchAccess(): Promise<Access> {
  const response = await fetch('/api/cloud/uploads/ticket', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error('Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  return { ...((await response.json()) as { endpoint: string; ticket: string }), at: Date.now() };
}

export async function uploadAccess(): Promise<Access> {
  const current = access ? await access.catch(() => null) : null;
  if (current && Date.now() - current.at < TICKET_REUSE_MS) return current;
  access = fetchAccess();
  return access;
}
/** Each PATCH carries at most this much; a cut connection loses nothing already received. */
const CHUNK_BYTES = 64 * 1024 * 1024;
const PARALLEL = 3;
/** Network errors are retried for about three minutes before the file shows 'Lỗi'. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 15_000, 20_000, 30_000, 30_000, 30_000, 30_000];
const FINGERPRINT_PREFIX = 'tm-cloud';

export type UploadStatus = 'queued' | 'uploading' | 'paused' | 'done' | 'error';
export type UploadItem = {
  key: string;
  picked: PickedFile;
  path: string;
  status: UploadStatus;
  error: string | null;
  /** A file this browser already started: it continues in the batch it was started in. */
  resumedBatchId: number | null;
};

const fingerprintOf = (picked: PickedFile) =>
  `${FINGERPRINT_PREFIX}:${displayPath(picked)}:${picked.file.size}:${picked.file.lastModified}`;

/** The server's reason: our own JSON error, tus's plain text, or a network failure. */
function reasonOf(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const body = response?.getBody();
  if (!response) return 'Mất kết nối. Tệp sẽ tiếp tục khi có mạng lại.';
  try {
    const parsed = JSON.parse(body ?? '') as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // Not JSON: tus answers in plain text.
  }
  return body?.trim() || `Lỗi máy chủ (${response.getStatus()})`;
}

/** Uploads left unfinished in this browser (their files must be picked again to continue). */
export async function unfinishedUploadNames(): Promise<string[]> {
  const { defaultOptions } = await import('tus-js-client');
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all.filter((upload) => upload.urlStorageKey.includes(FINGERPRINT_PREFIX)).map((upload) => upload.metadata.filename ?? '');
}

export function useUploads(onFileDone: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [progress, setProgress] = useState<{ sent: Record<string, number>; speed: number }>({ sent: {}, speed: 0 });
  const uploads = useRef(new Map<string, Upload>());
  const sent = useRef(new Map<string, number>());
  const batchId = useRef<number | null>(null);
  const samples = useRef<{ at: number; bytes: number }[]>([]);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  /** Adds accepted files; a file this browser already started keeps its upload (and its batch). */
  const add = useCallback(async (files: PickedFile[]) => {
    // tus-js-client arrives with the first files picked, not with the page (docs/decisions/page-weight.md).
    const [{ endpoint }, { Upload }] = await Promise.all([uploadAccess(), import('tus-js-client')]);
    const added: UploadItem[] = [];
    for (const picked of files) {
      const key = fingerprintOf(picked);
      const upload = new Upload(picked.file, {
        endpoint,
        onBeforeRequest: async (request) => {
          request.setHeader('Authorization', `Bearer ${(await uploadAccess()).ticket}`);
        },
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        fingerprint: async () => key,
        metadata: { filename: picked.file.name, relativePath: picked.relativePath },
        onProgress: (bytes) => sent.current.set(key, bytes),
        onSuccess: () => {
          sent.current.set(key, picked.file.size);
          update(key, { status: 'done', error: null });
          onFileDone();
        },
        onError: (error) => update(key, { status: 'error', error: reasonOf(error) }),
        // A refusal (4xx) is final; a network failure or 5xx is retried. 423: the upload is
        // locked by a request the server has not yet seen end (a reload mid-PATCH).
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          return status === 0 || status >= 500 || status === 409 || status === 423;
        },
      });
      const previous = await upload.findPreviousUploads();
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      uploads.current.set(key, upload);
      const resumedBatchId = Number(previous[0]?.metadata.batchId) || null;
      added.push({ key, picked, path: displayPath(picked), status: 'queued', error: null, resumedBatchId });
    }
    setItems((current) => [...current.filter((item) => !added.some((a) => a.key === item.key)), ...added]);
  }, [onFileDone, update]);

  /** Starts (or continues) the queue; new files go into the given batch. */
  const [started, setStarted] = useState(false);
  const start = useCallback((batch: number | null) => {
    batchId.current = batch;
    setStarted(true);
    // Re-run the scheduler now that files may go.
    setItems((current) => [...current]);
  }, []);

  // The scheduler: keeps up to PARALLEL uploads running while a batch is set.
  useEffect(() => {
    const running = items.filter((item) => item.status === 'uploading').length;
    setRunningUploads(running);
    if (!started || running >= PARALLEL) return;
    const next = items.filter((item) => item.status === 'queued').slice(0, PARALLEL - running);
    for (const item of next) {
      const upload = uploads.current.get(item.key)!;
      const batch = item.resumedBatchId ?? batchId.current;
      if (batch === null) continue;
      upload.options.metadata = { ...upload.options.metadata, batchId: String(batch) };
      upload.start();
      // Mirrors what was just started outside React (tus): the queue's state follows it.
      update(item.key, { status: 'uploading', error: null });
    }
  }, [items, started, update]);

  // While anything runs, the bars, speed and time left are sampled a few times a second.
  const anyRunning = items.some((item) => item.status === 'uploading');
  const snapshot = useCallback(() => {
    const now = Date.now();
    const bytes = [...sent.current.values()].reduce((sum, n) => sum + n, 0);
    samples.current = [...samples.current.filter((s) => now - s.at < 5000), { at: now, bytes }];
    const first = samples.current[0]!;
    const speed = now > first.at ? ((bytes - first.bytes) * 1000) / (now - first.at) : 0;
    setProgress({ sent: Object.fromEntries(sent.current), speed });
  }, []);
  useEffect(() => {
    if (!anyRunning) {
      const last = setTimeout(snapshot, 0);
      return () => clearTimeout(last);
    }
    const timer = setInterval(snapshot, 400);
    return () => clearInterval(timer);
  }, [anyRunning, snapshot]);
  useEffect(() => () => setRunningUploads(0), []);
  // Leaving the page (after its question: upload-panel.tsx) stops every upload; the server keeps
  // what arrived, and 'Tiếp tục tải lên' continues from there (docs/decisions/unfinished-uploads.md).
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => void upload.abort(false).catch(() => {}));
  }, []);

  const pause = useCallback((key: string) => {
    void uploads.current.get(key)?.abort(false);
    update(key, { status: 'paused' });
  }, [update]);
  const resume = useCallback((key: string) => update(key, { status: 'queued', error: null }), [update]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const cancel = useCallback((key: string) => {
    // Terminating deletes the partial upload on the server and frees its quota; a file of a
    // started batch also leaves the batch's plan, so the batch does not say it is missing
    // (docs/decisions/unfinished-uploads.md).
    void uploads.current.get(key)?.abort(true).catch(() => {});
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    const batch = item && item.status !== 'done' ? (item.resumedBatchId ?? batchId.current) : null;
    if (item && batch !== null) void abandonCloudUpload(batch, [plannedFileOf(item.picked)]).catch(() => {});
    uploads.current.delete(key);
    sent.current.delete(key);
    setItems((current) => current.filter((candidate) => candidate.key !== key));
  }, []);
  const clearDone = useCallback(() => setItems((current) => current.filter((item) => item.status !== 'done')), []);

  const pauseAll = () => items.filter((i) => i.status === 'uploading' || i.status === 'queued').forEach((i) => pause(i.key));
  const resumeAll = () => items.filter((i) => i.status === 'paused' || i.status === 'error').forEach((i) => resume(i.key));
  const cancelAll = () => items.filter((i) => i.status !== 'done').forEach((i) => cancel(i.key));

  // Figures for the overall bar: bytes, speed over the last few seconds, time left.
  const total = items.reduce((sum, item) => sum + item.picked.file.size, 0);
  const done = items.reduce((sum, item) => sum + (progress.sent[item.key] ?? 0), 0);
  const speed = anyRunning ? progress.speed : 0;
  const secondsLeft = speed > 0 ? Math.max(total - done, 0) / speed : null;

  return {
    items,
    sentOf: (key: string) => progress.sent[key] ?? 0,
    overall: { total, done, speed, secondsLeft },
    started,
    /** Some file is new, so starting needs a new batch (name and request). */
    needsBatch: items.some((item) => item.resumedBatchId === null),
    /** Files of a started upload that have not all arrived: leaving the page would stop them. */
    unfinishedCount: started ? items.filter((item) => item.status !== 'done').length : 0,
    add,
    start,
    pause,
    resume,
    cancel,
    pauseAll,
    resumeAll,
    cancelAll,
    clearDone,
  };
}
