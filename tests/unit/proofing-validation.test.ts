import { changeNoteSchema, itemRejectSchema, itemReplySchema, PROOFING_MESSAGES, REVIEW_MARKS_MAX, REVIEW_NOTE_MAX, reviewInput, reviewMarkInput } from '@/domain/validation/proofing';

// The customer's per-photo decision (docs/decisions/proofing.md): the same rules in the gallery and the provider.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('a per-photo decision', () => {
  test('approving needs no note; asking for changes needs one', () => {
    expect(reviewInput.safeParse({ decision: 'approved', note: '' }).success).toBe(true);
    expect(firstMessage(reviewInput.safeParse({ decision: 'changes', note: '   ' }))).toBe(PROOFING_MESSAGES.noteRequired);
    expect(reviewInput.parse({ decision: 'changes', note: '  Làm sáng da  ' })).toEqual({ decision: 'changes', note: 'Làm sáng da', marks: [] });
  });

  test('a note is at most REVIEW_NOTE_MAX characters, with a Vietnamese message', () => {
    expect(reviewInput.safeParse({ decision: 'changes', note: 'a'.repeat(REVIEW_NOTE_MAX) }).success).toBe(true);
    expect(firstMessage(reviewInput.safeParse({ decision: 'changes', note: 'a'.repeat(REVIEW_NOTE_MAX + 1) }))).toBe('Ghi chú tối đa 1000 ký tự.');
    expect(firstMessage(changeNoteSchema.safeParse({ note: '' }))).toBe(PROOFING_MESSAGES.noteRequired);
  });

  test('an unknown decision is refused', () => {
    expect(reviewInput.safeParse({ decision: 'maybe', note: '' }).success).toBe(false);
  });
});

// Pins on the photo (docs/decisions/proofing-marks.md): fractions 0–1 of the image, a note each.
describe('a mark on the photo', () => {
  const point = { kind: 'point', x: 0.5, y: 0.25, note: ' Xóa nốt ruồi ' };
  const rect = { kind: 'rect', x: 0.1, y: 0.2, w: 0.3, h: 0.4, note: 'Nền' };

  test('a point, a rectangle inside the image and a note are accepted; the note is trimmed', () => {
    expect(reviewMarkInput.parse(point)).toEqual({ kind: 'point', x: 0.5, y: 0.25, note: 'Xóa nốt ruồi' });
    expect(reviewMarkInput.parse(rect)).toEqual(rect);
    expect(reviewMarkInput.parse({ kind: 'rect', x: 0, y: 0, w: 1, h: 1, note: 'Cả ảnh' })).toMatchObject({ w: 1, h: 1 });
    expect(reviewMarkInput.parse({ kind: 'note', note: 'Ấm hơn' })).toEqual({ kind: 'note', note: 'Ấm hơn' });
  });

  test('outside the image, too small, or without a place: refused with a Vietnamese message', () => {
    expect(firstMessage(reviewMarkInput.safeParse({ ...point, x: 1.01 }))).toBe(PROOFING_MESSAGES.markOutside);
    expect(firstMessage(reviewMarkInput.safeParse({ ...point, y: -0.01 }))).toBe(PROOFING_MESSAGES.markOutside);
    expect(firstMessage(reviewMarkInput.safeParse({ ...point, x: Number.NaN }))).toBe(PROOFING_MESSAGES.markOutside);
    expect(firstMessage(reviewMarkInput.safeParse({ kind: 'point', x: null, y: 0.5, note: 'a' }))).toBe(PROOFING_MESSAGES.markOutside);
    expect(firstMessage(reviewMarkInput.safeParse({ ...rect, x: 0.8, w: 0.3 }))).toBe(PROOFING_MESSAGES.markOutside);
    expect(firstMessage(reviewMarkInput.safeParse({ ...rect, y: 0.7, h: 0.31 }))).toBe(PROOFING_MESSAGES.markOutside);
    expect(firstMessage(reviewMarkInput.safeParse({ ...rect, w: 0.005 }))).toBe(PROOFING_MESSAGES.markTooSmall);
    expect(reviewMarkInput.safeParse({ kind: 'circle', x: 0.5, y: 0.5, note: 'a' }).success).toBe(false);
  });

  test('each mark needs a note of at most REVIEW_NOTE_MAX characters', () => {
    expect(firstMessage(reviewMarkInput.safeParse({ ...point, note: '   ' }))).toBe(PROOFING_MESSAGES.markNoteRequired);
    expect(firstMessage(reviewMarkInput.safeParse({ kind: 'note', note: '' }))).toBe(PROOFING_MESSAGES.markNoteRequired);
    expect(firstMessage(reviewMarkInput.safeParse({ ...point, note: 'a'.repeat(REVIEW_NOTE_MAX + 1) }))).toBe(PROOFING_MESSAGES.noteTooLong);
  });

  test('a change request is its marks or a general note; at most REVIEW_MARKS_MAX marks', () => {
    expect(reviewInput.parse({ decision: 'changes', note: '', marks: [point] }).marks).toHaveLength(1);
    const many = (n: number) => Array.from({ length: n }, () => point);
    expect(reviewInput.safeParse({ decision: 'changes', note: '', marks: many(REVIEW_MARKS_MAX) }).success).toBe(true);
    expect(firstMessage(reviewInput.safeParse({ decision: 'changes', note: '', marks: many(REVIEW_MARKS_MAX + 1) }))).toBe(PROOFING_MESSAGES.tooManyMarks);
    expect(firstMessage(reviewInput.safeParse({ decision: 'changes', note: ' ', marks: [] }))).toBe(PROOFING_MESSAGES.noteRequired);
  });

  test("the editor's reply may be empty; QA's reason to send an item back may not", () => {
    expect(itemReplySchema.parse(undefined)).toBe('');
    expect(itemReplySchema.parse(' Đã sửa ')).toBe('Đã sửa');
    expect(itemRejectSchema.parse(' Còn vết ')).toBe('Còn vết');
    expect(itemRejectSchema.safeParse('  ').error?.issues[0]?.message).toBe(PROOFING_MESSAGES.rejectReasonRequired);
  });
});
