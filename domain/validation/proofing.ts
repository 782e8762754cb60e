import { z } from 'zod';
import { PROOFING_MESSAGES, RECT_MIN, REVIEW_DECISIONS, REVIEW_MARKS_MAX, REVIEW_NOTE_MAX } from './proofing-rules';

export * from './proofing-rules';

// The customer's per-photo decision on a delivered result (docs/decisions/proofing.md). The
// gallery checks it first to show the reason at once; the provider checks it again.

const fraction = z.number({ message: PROOFING_MESSAGES.markOutside }).finite(PROOFING_MESSAGES.markOutside).min(0, PROOFING_MESSAGES.markOutside).max(1, PROOFING_MESSAGES.markOutside);
const markNote = z.string().trim().min(1, PROOFING_MESSAGES.markNoteRequired).max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong);

/**
 * One mark on the photo, in fractions (0–1) of the image's width and height
 * (docs/decisions/proofing-marks.md): a point (x, y), a rectangle (top-left x, y; w, h, inside the
 * image), or 'note' — the photo as a whole, no place.
 */
export const reviewMarkInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('point'), x: fraction, y: fraction, note: markNote }),
  z
    .object({ kind: z.literal('rect'), x: fraction, y: fraction, w: fraction.min(RECT_MIN, PROOFING_MESSAGES.markTooSmall), h: fraction.min(RECT_MIN, PROOFING_MESSAGES.markTooSmall), note: markNote })
    .refine((m) => m.x + m.w <= 1 + 1e-9 && m.y + m.h <= 1 + 1e-9, { message: PROOFING_MESSAGES.markOutside }),
  z.object({ kind: z.literal('note'), note: markNote }),
]);
export type ReviewMarkInput = z.infer<typeof reviewMarkInput>;

export const reviewInput = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    note: z
      .string()
      .trim()
      .max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong)
      .default(''),
    marks: z.array(reviewMarkInput).max(REVIEW_MARKS_MAX, PROOFING_MESSAGES.tooManyMarks).default([]),
  })
  // A request is its marks, or a general note when it has none (docs/decisions/proofing-marks.md).
  .refine((input) => input.decision === 'approved' || input.note.length > 0 || input.marks.length > 0, { message: PROOFING_MESSAGES.noteRequired, path: ['note'] });

/** The editor's reply to an item, and QA's reason for sending one back. */
export const itemReplySchema = z.string().trim().max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong).default('');
export const itemRejectSchema = z.string().trim().min(1, PROOFING_MESSAGES.rejectReasonRequired).max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong);
export type ReviewInput = z.infer<typeof reviewInput>;

/** The note of 'Yêu cầu sửa' alone (the gallery's dialog). */
export const changeNoteSchema = z.object({
  note: z.string().trim().min(1, PROOFING_MESSAGES.noteRequired).max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong),
});
