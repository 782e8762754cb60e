import { changeNoteSchema, PROOFING_MESSAGES, REVIEW_NOTE_MAX, reviewInput } from '@/domain/validation/proofing';

// The customer's per-photo decision (docs/decisions/proofing.md): the same rules in the gallery and the provider.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('a per-photo decision', () => {
  test('approving needs no note; asking for changes needs one', () => {
    expect(reviewInput.safeParse({ decision: 'approved', note: '' }).success).toBe(true);
    expect(firstMessage(reviewInput.safeParse({ decision: 'changes', note: '   ' }))).toBe(PROOFING_MESSAGES.noteRequired);
    expect(reviewInput.parse({ decision: 'changes', note: '  Làm sáng da  ' })).toEqual({ decision: 'changes', note: 'Làm sáng da' });
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
