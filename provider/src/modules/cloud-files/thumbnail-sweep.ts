import path from 'node:path';
import { and, asc, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProviderServices } from '../../context';
import type { Database } from '../../db/client';
import { cloudFiles, taskResults } from '../../db/schema';
import { repeatEvery } from '../../ops/repeat';
import { caughtUp, imageWorkLoad, IMAGE_QUEUE_LIMIT, refusedFrom } from './image-work';
import { markThumbnail } from './data';
import { canThumbnail, queueThumbnail } from './thumbnails';
import { cloudUploadsDirectory } from './uploads';

// Thumbnails made later (docs/decisions/image-work.md): a file the image queue refused (full) is
// kept without its thumbnail; this sweep queues it again. It looks at files finished since the
// first refusal, and — once, when the provider starts — at the last day's files, which a
// provider stopped with work still queued left behind. It never queues more than the queue has
// room for; what is left waits for the next run. A file sharp cannot read is tried once per process.

const SWEEP_MS = 30_000;
const AT_START = 24 * 3600_000;
const PAGE = 200;
const LOOK_BACK_MS = 5 * 60_000;

/** One file area the sweep looks at: its table, its storage folder, and how a made thumbnail is marked. */
export type SweepArea = { table: typeof cloudFiles | typeof taskResults; dir: string; mark: (id: number) => Promise<unknown> };

/** The customers' files (the results' area is deliveries/uploads.ts's resultsSweepArea). */
export function cloudFilesSweepArea(services: ProviderServices): SweepArea {
  return { table: cloudFiles, dir: cloudUploadsDirectory(services.fileStorageDir), mark: (id) => markThumbnail(services.db, id) };
}

type Row = { id: number; uploadId: string; name: string; completedAt: Date | null };

/**
 * A page of an area's finished files without a thumbnail, finished since `since`, after `cursor`
 * in (completed_at, id) order: a range of the partial index `<table>_thumbnail_todo_idx`
 * (bench:explain), not a scan of every file.
 */
export function filesWithoutThumbnail(db: Database, table: SweepArea['table'], since: Date, cursor: { at: Date; id: number } | null, limit = PAGE) {
  return db
    .select({ id: table.id, uploadId: table.uploadId, name: table.name, completedAt: table.completedAt })
    .from(table)
    .where(
      and(
        isNull(table.thumbnailAt),
        isNotNull(table.completedAt),
        gte(table.completedAt, since),
        cursor ? sql`(${table.completedAt}, ${table.id}) > (${cursor.at}, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(asc(table.completedAt), asc(table.id))
    .limit(limit);
}

export function startThumbnailSweep(services: ProviderServices, areas: SweepArea[], everyMs = SWEEP_MS) {
  let startWindow: Date | null = new Date(Date.now() - AT_START);
  const triedAndFailed = new Set<string>();

  async function sweep(): Promise<number> {
    const from = [startWindow, refusedFrom()].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
    if (!from) return 0;
    // A file is finished just before its thumbnail is refused, and the database's clock may differ
    // a little from ours: look back a few minutes more.
    const since = new Date(from.getTime() - LOOK_BACK_MS);
    const until = new Date();
    let queued = 0;
    let full = false;
    const room = () => IMAGE_QUEUE_LIMIT - imageWorkLoad().waiting;
    for (const area of areas) {
      // Page by (completed_at, id): files without a thumbnail to make (ZIP, PSD) are passed over.
      let after: { at: Date; id: number } | null = null;
      while (!full) {
        const cursor: { at: Date; id: number } | null = after;
        const rows: Row[] = await filesWithoutThumbnail(services.db, area.table, since, cursor);
        for (const row of rows) {
          const stored = path.join(area.dir, row.uploadId);
          if (!canThumbnail(row.name) || triedAndFailed.has(stored)) continue;
          if (room() <= 0 || !queueThumbnail(stored, row.name, () => area.mark(row.id), () => triedAndFailed.add(stored))) {
            full = true;
            break;
          }
          queued += 1;
        }
        if (rows.length < PAGE) break;
        const last: Row = rows[rows.length - 1]!;
        after = { at: last.completedAt!, id: last.id };
      }
      if (full) break;
    }
    if (!full) {
      startWindow = null;
      caughtUp(until);
    }
    return queued;
  }

  const loop = repeatEvery('thumbnail sweep', everyMs, sweep, 0, { atStart: true });
  return { sweepOnce: loop.runOnce, stop: loop.stop };
}
