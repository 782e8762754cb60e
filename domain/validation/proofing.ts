import { z } from 'zod';

// The customer's per-photo decision on a delivered result (docs/decisions/proofing.md). The
// gallery checks it first to show the reason at once; the provider checks it again.

export const REVIEW_DECISIONS = ['approved', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_NOTE_MAX = 1000;

export const PROOFING_MESSAGES = {
  noteRequired: 'Hãy ghi rõ cần sửa gì cho ảnh này.',
  noteTooLong: `Ghi chú tối đa ${REVIEW_NOTE_MAX} ký tự.`,
  submitted: 'Bạn đã gửi phản hồi cho lần giao này: không thể thay đổi.',
  undecided: (n: number) => `Còn ${n} ảnh chưa chọn 'Đồng ý' hoặc 'Yêu cầu sửa'.`,
  notFound: 'Không tìm thấy ảnh kết quả.',
  deliveryNotFound: 'Không tìm thấy lần giao.',
} as const;

export const reviewInput = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    note: z
      .string()
      .trim()
      .max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong)
      .default(''),
  })
  .refine((input) => input.decision === 'approved' || input.note.length > 0, { message: PROOFING_MESSAGES.noteRequired, path: ['note'] });
export type ReviewInput = z.infer<typeof reviewInput>;

/** The note of 'Yêu cầu sửa' alone (the gallery's dialog). */
export const changeNoteSchema = z.object({
  note: z.string().trim().min(1, PROOFING_MESSAGES.noteRequired).max(REVIEW_NOTE_MAX, PROOFING_MESSAGES.noteTooLong),
});
