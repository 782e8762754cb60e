// The proofing limits and messages, without zod: the gallery and the job page read them on their
// first load; the schemas (./proofing.ts) arrive after it (docs/decisions/page-weight.md).

export const REVIEW_DECISIONS = ['approved', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_NOTE_MAX = 1000;
/** Marks per photo (docs/decisions/proofing-marks.md). */
export const REVIEW_MARKS_MAX = 20;
/** The smallest rectangle side, as a fraction of the image: a drag shorter than this is a point. */
export const RECT_MIN = 0.01;

export const PROOFING_MESSAGES = {
  noteRequired: 'Hãy ghi rõ cần sửa gì cho ảnh này.',
  noteTooLong: `Ghi chú tối đa ${REVIEW_NOTE_MAX} ký tự.`,
  submitted: 'Bạn đã gửi phản hồi cho lần giao này: không thể thay đổi.',
  undecided: (n: number) => `Còn ${n} ảnh chưa chọn 'Đồng ý' hoặc 'Yêu cầu sửa'.`,
  notFound: 'Không tìm thấy ảnh kết quả.',
  markNoteRequired: 'Hãy ghi rõ cần sửa gì ở điểm đánh dấu này.',
  tooManyMarks: `Mỗi ảnh tối đa ${REVIEW_MARKS_MAX} điểm đánh dấu.`,
  markOutside: 'Điểm đánh dấu phải nằm trong ảnh.',
  markTooSmall: 'Vùng đánh dấu quá nhỏ: hãy kéo rộng hơn.',
  itemNotFound: 'Không tìm thấy yêu cầu của khách.',
  itemLocked: 'Việc đã hoàn thành hoặc đã hủy: không thể thay đổi yêu cầu của khách.',
  itemNotDone: 'Chỉ trả lại được yêu cầu đã đánh dấu xong.',
  rejectReasonRequired: 'Hãy ghi lý do trả lại yêu cầu này.',
  openItems: (n: number) => `Còn ${n} yêu cầu của khách chưa xong: hãy hoàn tất từng yêu cầu trước khi duyệt.`,
  deliveryNotFound: 'Không tìm thấy lần giao.',
} as const;
