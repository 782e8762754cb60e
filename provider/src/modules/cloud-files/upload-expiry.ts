import { log } from '../../ops/log';
import { repeatEvery } from '../../ops/repeat';

// Abandoned uploads expire (docs/decisions/upload-expiry.md): an unfinished tus upload that
// received no byte for its area's period is removed with its bytes, and what it reserved is free
// again. The customers' cloud uploads wait a week, a job's result uploads a day. The sweep runs at
// start and then every quarter of an hour; each endpoint removes its own (tus-endpoint.ts).

/** A customer's unfinished cloud upload lasts a week without a new byte (CLOUD_UPLOAD_EXPIRY_HOURS). */
export const DEFAULT_CLOUD_UPLOAD_EXPIRY_MS = 7 * 24 * 3600_000;
/** An unfinished result upload on a job lasts a day (RESULT_UPLOAD_EXPIRY_HOURS). */
export const DEFAULT_RESULT_UPLOAD_EXPIRY_MS = 24 * 3600_000;
const SWEEP_MS = 15 * 60_000;

/** One upload area: its endpoint's removal and how long an idle upload lasts there. */
export type ExpiryArea = { name: string; periodMs: number; expireAbandoned(periodMs: number): Promise<number> };

export function startUploadExpiry(areas: ExpiryArea[], everyMs = SWEEP_MS) {
  /** Removes what expired in every area; the number removed (0 while a sweep runs). */
  async function sweep(): Promise<number> {
    let removed = 0;
    for (const area of areas) {
      const count = await area.expireAbandoned(area.periodMs);
      if (count > 0) log.info({ area: area.name, count }, 'abandoned uploads expired');
      removed += count;
    }
    return removed;
  }
  const loop = repeatEvery('upload expiry sweep', everyMs, sweep, 0, { atStart: true });
  return { sweepOnce: loop.runOnce, stop: loop.stop };
}
