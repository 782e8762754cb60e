import os from 'node:os';
import sharp from 'sharp';

// The provider's image work — a file's thumbnail and large rendition (thumbnails.ts, previews.ts)
// — in one bounded queue (docs/decisions/image-work.md). Sized to the machine: IMAGE_JOBS files at
// a time, and libvips' own threads per file set so that together they take about half the cores,
// leaving the rest to requests. A queue that is full refuses more: the file is kept, without its
// thumbnail for now, and the sweep (thumbnail-sweep.ts) queues it again later.

const CORES = os.availableParallelism();
/** Files worked on at once: one on a machine of two cores or fewer, two above. */
export const IMAGE_JOBS = Math.max(1, Math.min(2, CORES - 1));
/** libvips threads per file. */
export const IMAGE_THREADS = Math.max(1, Math.floor(CORES / (2 * IMAGE_JOBS)));
/** Files waiting at most; beyond it a file waits for the sweep instead of a place in memory. */
export const IMAGE_QUEUE_LIMIT = 100;
/** One sharp pipeline is given up after this long (a hostile or broken file must not hold a place). */
export const IMAGE_TIMEOUT_SECONDS = 60;

sharp.concurrency(IMAGE_THREADS);

type Job = { key: string; run: () => Promise<unknown> };
const waiting: Job[] = [];
/** Keys waiting or running: the same file is never queued twice (the upload's finish and a sweep). */
const queued = new Set<string>();
let running = 0;
/** When the queue first refused a file since the last sweep caught up (thumbnail-sweep.ts). */
let refusedSince: Date | null = null;

function pump() {
  while (running < IMAGE_JOBS && waiting.length > 0) {
    const job = waiting.shift()!;
    running += 1;
    void job
      .run()
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
        queued.delete(job.key);
        pump();
      });
  }
}

/**
 * Queues `run` under `key` (a stored file's path). True when it is queued (or already was); false
 * when the queue is full — nothing was taken, the caller's file simply waits for the sweep.
 */
export function queueImageWork(key: string, run: () => Promise<unknown>): boolean {
  if (queued.has(key)) return true;
  if (waiting.length >= IMAGE_QUEUE_LIMIT) {
    refusedSince ??= new Date();
    return false;
  }
  queued.add(key);
  waiting.push({ key, run });
  pump();
  return true;
}

/** What the queue holds now (tests, metrics). */
export function imageWorkLoad() {
  return { running, waiting: waiting.length };
}

/** Since when files may have been left without their thumbnail by a full queue (null: none). */
export function refusedFrom(): Date | null {
  return refusedSince;
}

/** The sweep has queued everything refused up to `until`. */
export function caughtUp(until: Date) {
  if (refusedSince && refusedSince <= until) refusedSince = null;
}
