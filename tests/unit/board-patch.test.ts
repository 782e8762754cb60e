/** @jest-environment node */
import { cardOf, createBoardStream, matchesFilter, patchBoard, replay, type BoardChange } from '@/lib/tasks/board-patch';
import type { TaskCard } from '@/lib/tasks/query-keys';
import { card, editor, qa } from './support/task-cards';

// A board event patches the cached board in place (docs/decisions/board-events.md): no refetch
// for a remote move, creation, edit, assignment or removal; a sequence gap asks for one.

function change(seq: number, next: TaskCard | null, taskId = next?.id ?? 0, version = next?.version ?? 1): BoardChange {
  const boardCard = next && (({ editor: _e, qa: _q, ...rest }) => rest)(next);
  return { seq, taskId, version, card: boardCard, people: next ? [editor, qa] : [] };
}

describe('patchBoard', () => {
  const board = [card(1), card(2), card(3)];

  it('a remote move replaces the card in place, keeping the other cards as they were', () => {
    const moved = card(2, { status: 'WaitApprove', version: 2, position: 9 });
    const next = patchBoard(board, change(1, moved), {}) as TaskCard[];
    expect(next).not.toBe(board);
    expect(next.find((c) => c.id === 2)).toEqual(moved);
    expect(next[0]).toBe(board[0]);
    expect(next[2]).toBe(board[2]);
  });

  it('a created card is added with its people; an edit changes its fields', () => {
    const created = patchBoard(board, change(1, card(4, { status: 'Assignee' })), {}) as TaskCard[];
    expect(created).toHaveLength(4);
    expect(created[3]).toEqual(card(4, { status: 'Assignee' }));
    const edited = patchBoard(created, change(2, card(4, { status: 'Assignee', taskName: 'Tên mới', version: 2 })), {}) as TaskCard[];
    expect(edited[3]?.taskName).toBe('Tên mới');
  });

  it('a card taken off the board (card: null) or reassigned away from the filter is dropped', () => {
    expect((patchBoard(board, change(1, null, 2, 2), {}) as TaskCard[]).map((c) => c.id)).toEqual([1, 3]);
    const reassigned = card(3, { editorId: 7, editor: null, version: 2 });
    expect((patchBoard(board, change(1, reassigned), { editorId: 3 }) as TaskCard[]).map((c) => c.id)).toEqual([1, 2]);
  });

  it('an echo of what is shown, or an older version, changes nothing (same array)', () => {
    expect(patchBoard(board, change(1, card(2)), {})).toBe(board);
    const newer = [card(1), card(2, { version: 5, status: 'Waiting' })];
    expect(patchBoard(newer, change(1, card(2, { version: 4 })), {})).toBe(newer);
  });

  it('follows the filter bar: search, people, status and studio days', () => {
    const c = card(5, { taskName: 'Ảnh CƯỚI Đà Lạt', createdAt: '2026-11-19T18:30:00.000Z' });
    expect(matchesFilter(c, { searchString: 'cưới' })).toBe(true);
    expect(matchesFilter(c, { searchString: 'sinh nhật' })).toBe(false);
    expect(matchesFilter(c, { qaId: 99 })).toBe(false);
    expect(matchesFilter(c, { status: 'Completed' })).toBe(false);
    // 18:30 UTC on the 19th is the 20th in the studio (UTC+7).
    expect(matchesFilter(c, { startDate: '2026-11-20', endDate: '2026-11-20' })).toBe(true);
    expect(matchesFilter(c, { endDate: '2026-11-19' })).toBe(false);
    expect(matchesFilter(c, { startDate: '20-11-2026' })).toBeNull();
    expect(patchBoard(board, change(1, c), { startDate: '20-11-2026' })).toBe('unknown');
  });

  it('puts the editor and QA back on the card from the event\'s people', () => {
    expect(cardOf(change(1, card(6)))?.editor).toEqual(editor);
    expect(cardOf({ ...change(1, card(6)), people: [] })?.qa).toBeNull();
  });
});

describe('the board sequence', () => {
  it('events in order are next; a gap is reported once; old ones are old', () => {
    const stream = createBoardStream();
    expect(stream.read(10)).toEqual([]);
    expect(stream.receive(change(11, card(1)))).toBe('next');
    expect(stream.receive(change(12, card(1)))).toBe('next');
    expect(stream.receive(change(15, card(1)))).toBe('gap');
    expect(stream.receive(change(16, card(1)))).toBe('next');
    expect(stream.receive(change(14, card(1)))).toBe('old');
  });

  it('an opening event: cards from the server (no read known) or a lower sequence are behind; an equal one is current', () => {
    const stream = createBoardStream();
    expect(stream.opened(7)).toBe('behind');
    // The refetch it causes reads at 7 or later: nothing missed on the next opening at 7.
    stream.read(7);
    expect(stream.opened(7)).toBe('current');
    expect(stream.receive(change(8, card(1)))).toBe('next');
    expect(stream.opened(8)).toBe('current');
    // A change while the connection was down: the reconnection's opening is ahead.
    expect(stream.opened(9)).toBe('behind');
    expect(stream.receive(change(10, card(1)))).toBe('next');
  });

  it('a board read that started before some events gets them back to apply (a refetch never undoes a patch)', () => {
    const stream = createBoardStream();
    stream.read(3);
    const moved = card(1, { status: 'Waiting', version: 2 });
    stream.receive(change(4, moved));
    stream.receive(change(5, card(9)));
    const later = stream.read(4);
    expect(later.map((c) => c.seq)).toEqual([5]);
    const answer = replay([moved], stream.read(3), {});
    expect(answer.map((c) => c.id)).toEqual([1, 9]);
    expect(stream.seq).toBe(5);
  });
});
