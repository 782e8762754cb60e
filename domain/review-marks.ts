import { RECT_MIN } from '@/domain/validation/proofing-rules';

// The customer's marks while she edits them (docs/decisions/proofing-marks.md, "The customer's
// gallery"): points and rectangles in fractions (0–1) of the photo, so they sit in the same place at
// every size and zoom. Pure functions, tested in tests/unit/review-marks.test.ts.

export type MarkKind = 'point' | 'rect' | 'note';
export type DraftMark = { key: string; kind: MarkKind; x: number; y: number; w: number; h: number; note: string };
export type StoredMark = { kind: 'POINT' | 'RECT' | 'NOTE'; x?: number | null; y?: number | null; w?: number | null; h?: number | null; note: string };

/** One arrow press moves the selected mark by 1 % of the photo; with Shift by 5 %. */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.05;

const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);

let counter = 0;
const nextKey = () => `m${++counter}`;

export function draftOf(mark: StoredMark): DraftMark {
  return { key: nextKey(), kind: mark.kind.toLowerCase() as MarkKind, x: mark.x ?? 0, y: mark.y ?? 0, w: mark.w ?? 0, h: mark.h ?? 0, note: mark.note };
}

export const pointAt = (x: number, y: number, note = ''): DraftMark => ({ key: nextKey(), kind: 'point', x: clamp01(x), y: clamp01(y), w: 0, h: 0, note });

/**
 * A press at `from` released at `to` (both 0–1 of the photo): a rectangle when both sides reach
 * RECT_MIN and the drag was not a tap (`tap`: it stayed within a finger's jitter on screen), else a
 * point where it began.
 */
export function markFromDrag(from: { x: number; y: number }, to: { x: number; y: number }, tap: boolean): DraftMark {
  const x0 = clamp01(Math.min(from.x, to.x));
  const y0 = clamp01(Math.min(from.y, to.y));
  const w = clamp01(Math.max(from.x, to.x)) - x0;
  const h = clamp01(Math.max(from.y, to.y)) - y0;
  if (tap || w < RECT_MIN || h < RECT_MIN) return pointAt(from.x, from.y);
  return { key: nextKey(), kind: 'rect', x: x0, y: y0, w, h, note: '' };
}

/** Moves a mark by (dx, dy) of the photo, keeping all of it inside the photo. */
export function moveMark(mark: DraftMark, dx: number, dy: number): DraftMark {
  if (mark.kind === 'note') return mark;
  return { ...mark, x: Math.min(Math.max(mark.x + dx, 0), 1 - mark.w), y: Math.min(Math.max(mark.y + dy, 0), 1 - mark.h) };
}

/** Marks closer than this (of the photo) would hide each other's button. */
const CROWDED = 0.04;

/**
 * Where 'Thêm điểm đánh dấu' puts a point: `wanted` (the centre of what is shown), or a step to the
 * right of it (then the left, wrapping) while another mark's button sits there.
 */
export function freeSpot(marks: DraftMark[], wanted: { x: number; y: number }): { x: number; y: number } {
  const taken = (x: number, y: number) => marks.some((mark) => mark.kind !== 'note' && Math.abs(mark.x - x) < CROWDED && Math.abs(mark.y - y) < CROWDED);
  let x = clamp01(wanted.x);
  for (let step = 0; step < 20 && taken(x, wanted.y); step += 1) x = x + 0.05 > 1 ? 0.05 : x + 0.05;
  return { x, y: clamp01(wanted.y) };
}

/** The arrow key's move, or null for another key. */
export function keyMove(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  const moves: Record<string, { dx: number; dy: number }> = { ArrowLeft: { dx: -step, dy: 0 }, ArrowRight: { dx: step, dy: 0 }, ArrowUp: { dx: 0, dy: -step }, ArrowDown: { dx: 0, dy: step } };
  return moves[key] ?? null;
}

/** What `cloud_review_result` receives: the marks in their order (numbers 1, 2 …). */
export type MarkInput = { kind: 'POINT' | 'RECT' | 'NOTE'; x?: number; y?: number; w?: number; h?: number; note: string };
export function markInputs(marks: DraftMark[]): MarkInput[] {
  return marks.map((mark): MarkInput => {
    const note = mark.note.trim();
    if (mark.kind === 'point') return { kind: 'POINT', x: mark.x, y: mark.y, note };
    if (mark.kind === 'rect') return { kind: 'RECT', x: mark.x, y: mark.y, w: mark.w, h: mark.h, note };
    return { kind: 'NOTE', note };
  });
}

/** The mark's accessible name: "Ghi chú 2 trên ảnh IMG_001: …". */
export const markLabel = (number: number, photo: string, note: string) => `Ghi chú ${number} trên ảnh ${photo}: ${note.trim() || '(chưa có ghi chú)'}`;

/** The tile's badge: 'Cần sửa: 3 điểm', or the general note when there is no mark. */
export const changesSummary = (marks: number, note: string) => (marks > 0 ? `Cần sửa: ${marks} điểm` : `Cần sửa: ${note}`);
