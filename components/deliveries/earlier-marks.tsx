'use client';

import { cn } from '@/components/ui/class-names';
import type { MarkKind } from '@/domain/review-marks';
import { markLabel } from '@/domain/review-marks';
import type { ReviewMark, TaskResult } from '@/lib/client/queries/deliveries';
import { MarkShapes, type ShownMark } from './mark-shapes';

// What the customer sees of her marks outside the marking view (docs/decisions/proofing-marks.md,
// "The customer's gallery"): in the viewer, the photo's own marks (read-only) and, in a later round,
// the earlier round's marks drawn on the new photo, each with its state — 'Đã sửa' or 'Chưa xong' —
// and the studio's reply, also as a list under the photo; on the tile, drawn small over the
// thumbnail and a line counting them.

const stateLabel = (mark: ReviewMark) => (mark.state === 'DONE' ? 'Đã sửa' : 'Chưa xong');

function shown(mark: ReviewMark, photo: string, earlier: boolean): ShownMark {
  const label = markLabel(mark.number, photo, mark.note);
  return {
    key: `${earlier ? 'e' : 'r'}${mark.id}`,
    number: mark.number,
    kind: mark.kind.toLowerCase() as MarkKind,
    x: mark.x ?? 0,
    y: mark.y ?? 0,
    w: mark.w ?? 0,
    h: mark.h ?? 0,
    label: earlier ? `${label} (lần trước: ${stateLabel(mark)})` : label,
    tone: earlier ? (mark.state === 'DONE' ? 'done' : 'open') : 'request',
  };
}

/** The viewer's overlay for one result: its earlier round's marks, then its own. */
export function ResultMarks({ result }: { result: TaskResult }) {
  const marks = [...result.earlier_marks.map((mark) => shown(mark, result.name, true)), ...result.review_marks.map((mark) => shown(mark, result.name, false))];
  if (marks.length === 0) return null;
  return <MarkShapes marks={marks} />;
}

/** Under the photo in the viewer: the earlier round's requests, their state and the studio's reply. */
export function EarlierMarksList({ result }: { result: TaskResult }) {
  if (result.earlier_marks.length === 0) return null;
  return (
    <section className="max-h-[30dvh] overflow-y-auto border-t border-border px-3 py-2 text-sm sm:px-4" aria-label={`Yêu cầu lần trước trên ảnh ${result.name}`} data-testid="earlier-marks">
      <h2 className="font-semibold">Yêu cầu sửa lần trước</h2>
      <ol className="mt-1 space-y-1.5">
        {result.earlier_marks.map((mark) => (
          <li key={mark.id} className="min-w-0" data-testid="earlier-mark">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-semibold">{mark.number}.</span>
              <span className="min-w-0 break-words">{mark.note}</span>
              <span className={mark.state === 'DONE' ? 'rounded bg-success-soft px-1.5 text-xs font-medium text-success' : 'rounded bg-danger-soft px-1.5 text-xs font-medium text-danger'} data-testid="earlier-mark-state">
                {stateLabel(mark)}
              </span>
            </p>
            {mark.reply && <p className="break-words text-muted">Studio trả lời: {mark.reply}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The tile's line: how many of the earlier round's requests the studio has done. */
export function EarlierMarksSummary({ result }: { result: TaskResult }) {
  const total = result.earlier_marks.length;
  if (total === 0) return null;
  const done = result.earlier_marks.filter((mark) => mark.state === 'DONE').length;
  return (
    <span className="text-xs text-muted" data-testid="earlier-summary">
      Lần trước: {done}/{total} đã sửa
    </span>
  );
}

/**
 * The earlier round's marks over the tile's thumbnail, small and silent (`aria-hidden`: the tile's
 * line and the viewer say them in words; no tab stop, no target among the tile's buttons). The
 * thumbnail fills its square tile (object-cover), so the photo's box is the square widened (or
 * heightened) to the photo's shape about its centre, and what falls outside is cut like the photo.
 */
export function TileMarks({ result, aspect }: { result: TaskResult; aspect: number | null }) {
  if (result.earlier_marks.length === 0 || !aspect) return null;
  const box = aspect >= 1 ? { width: `${aspect * 100}%`, height: '100%', left: `${((1 - aspect) / 2) * 100}%`, top: '0%' } : { width: '100%', height: `${100 / aspect}%`, left: '0%', top: `${((1 - 1 / aspect) / 2) * 100}%` };
  return (
    <span aria-hidden="true" className="pointer-events-none absolute" style={box} data-testid="tile-marks">
      {result.earlier_marks.map((mark) => {
        if (mark.kind === 'NOTE') return null;
        const done = mark.state === 'DONE';
        return (
          <span key={mark.id}>
            {mark.kind === 'RECT' && (
              <span className={cn('absolute rounded-sm border-2', done ? 'border-success' : 'border-amber-500')} style={{ left: `${(mark.x ?? 0) * 100}%`, top: `${(mark.y ?? 0) * 100}%`, width: `${(mark.w ?? 0) * 100}%`, height: `${(mark.h ?? 0) * 100}%` }} />
            )}
            <span
              className={cn('absolute flex size-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-white text-[10px] font-bold text-white', done ? 'bg-success' : 'bg-amber-600')}
              style={{ left: `${(mark.x ?? 0) * 100}%`, top: `${(mark.y ?? 0) * 100}%` }}
            >
              {mark.number}
            </span>
          </span>
        );
      })}
    </span>
  );
}
