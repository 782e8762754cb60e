/** @jest-environment node */
import {
  applyDrop,
  DEFAULT_COLUMN_LAYOUT,
  describeDrop,
  groupByColumn,
  moveColumn,
  positionBetween,
  resolveColumnLayout,
  stableGrouping,
  toggleColumn,
  visibleColumns,
  type OrderedCard,
} from '@/lib/client/board-order';
import type { TaskStatusName } from '@/domain/task-status';

const card = (id: number, status: TaskStatusName, position: number): OrderedCard => ({ id, status, position });

// Assignee: 1, 2, 3 (in position order); InProgress: 4, 5.
const cards = [card(3, 'Assignee', 3072), card(1, 'Assignee', 1024), card(2, 'Assignee', 2048), card(5, 'InProgress', 2048), card(4, 'InProgress', 1024)];
const ids = (list: OrderedCard[]) => list.map((c) => c.id);

describe('columns', () => {
  it('group cards by status, each column by position then id', () => {
    const columns = groupByColumn([...cards, card(6, 'Assignee', 2048)]);
    expect(ids(columns.Assignee)).toEqual([1, 2, 6, 3]);
    expect(ids(columns.InProgress)).toEqual([4, 5]);
    expect(columns.Completed).toEqual([]);
  });

  it('keep the array of a column whose cards did not change, so only changed columns render again', () => {
    const group = stableGrouping<OrderedCard>();
    const first = group(cards);
    // One InProgress card moved (a new object, as React Query gives a changed card); Assignee untouched.
    const moved = cards.map((c) => (c.id === 4 ? { ...c, position: 4096 } : c));
    const second = group(moved);
    expect(second.Assignee).toBe(first.Assignee);
    expect(second.Completed).toBe(first.Completed);
    expect(second.InProgress).not.toBe(first.InProgress);
    expect(ids(second.InProgress)).toEqual([5, 4]);
    // A card that moves to another column changes both columns.
    const third = group(moved.map((c) => (c.id === 1 ? { ...c, status: 'InProgress' as const } : c)));
    expect(ids(third.Assignee)).toEqual([2, 3]);
    expect(ids(third.InProgress)).toEqual([1, 5, 4]);
    expect(third.Completed).toBe(first.Completed);
  });
});

describe('neighbours after a drop (MoveTask beforeId / afterId)', () => {
  const columns = groupByColumn(cards);

  it('into another column, between two cards', () => {
    expect(describeDrop(columns, { status: 'Assignee', index: 0 }, { status: 'InProgress', index: 1 })).toMatchObject({
      card: { id: 1 },
      from: 'Assignee',
      to: 'InProgress',
      beforeId: 4,
      afterId: 5,
    });
  });

  it('at the top and at the bottom of a column', () => {
    expect(describeDrop(columns, { status: 'Assignee', index: 2 }, { status: 'InProgress', index: 0 })).toMatchObject({ card: { id: 3 }, beforeId: null, afterId: 4 });
    expect(describeDrop(columns, { status: 'Assignee', index: 2 }, { status: 'InProgress', index: 2 })).toMatchObject({ beforeId: 5, afterId: null });
  });

  it('into an empty column', () => {
    expect(describeDrop(columns, { status: 'Assignee', index: 1 }, { status: 'Waiting', index: 0 })).toMatchObject({ card: { id: 2 }, beforeId: null, afterId: null });
  });

  it('inside the same column, down and up (the index counts the column without the card)', () => {
    // 1 to the bottom: 2, 3, 1.
    expect(describeDrop(columns, { status: 'Assignee', index: 0 }, { status: 'Assignee', index: 2 })).toMatchObject({ card: { id: 1 }, beforeId: 3, afterId: null });
    // 3 to the middle: 1, 3, 2.
    expect(describeDrop(columns, { status: 'Assignee', index: 2 }, { status: 'Assignee', index: 1 })).toMatchObject({ card: { id: 3 }, beforeId: 1, afterId: 2 });
  });

  it('is nothing when the card is put back where it was', () => {
    expect(describeDrop(columns, { status: 'Assignee', index: 1 }, { status: 'Assignee', index: 1 })).toBeNull();
  });
});

describe('optimistic positions', () => {
  it('go between the neighbours, or one step past one of them', () => {
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(1024, null)).toBe(2048);
    expect(positionBetween(null, 1024)).toBe(0);
    expect(positionBetween(null, null)).toBe(1024);
    expect(positionBetween(null, null, 5000)).toBe(6024);
  });

  it('reorder the board the way the drop showed it', () => {
    const drop = describeDrop(groupByColumn(cards), { status: 'Assignee', index: 0 }, { status: 'InProgress', index: 1 })!;
    const after = groupByColumn(applyDrop(cards, { cardId: drop.card.id, to: drop.to, beforeId: drop.beforeId, afterId: drop.afterId }));
    expect(ids(after.Assignee)).toEqual([2, 3]);
    expect(ids(after.InProgress)).toEqual([4, 1, 5]);
  });

  it('put a card without neighbours at the end of its new column (a menu move)', () => {
    const after = groupByColumn(applyDrop(cards, { cardId: 1, to: 'InProgress', beforeId: null, afterId: null }));
    expect(ids(after.InProgress)).toEqual([4, 5, 1]);
  });
});

describe('column layout', () => {
  it('is the default column order with nothing hidden until the user saves one', () => {
    expect(resolveColumnLayout(null)).toEqual(DEFAULT_COLUMN_LAYOUT);
    expect(visibleColumns(DEFAULT_COLUMN_LAYOUT)).toEqual(['Ready', 'Assignee', 'InProgress', 'Reject', 'Waiting', 'WaitApprove', 'Cancel', 'Completed']);
  });

  it('uses a saved layout, repairing an incomplete order and an all-hidden one', () => {
    const order = ['Completed', 'Ready', 'Assignee', 'InProgress', 'Reject', 'Waiting', 'WaitApprove', 'Cancel'];
    expect(resolveColumnLayout({ columnOrder: order, hiddenColumns: ['Cancel'] })).toEqual({ order, hidden: ['Cancel'] });
    expect(resolveColumnLayout({ columnOrder: ['Ready'], hiddenColumns: [] }).order).toEqual(DEFAULT_COLUMN_LAYOUT.order);
    expect(resolveColumnLayout({ columnOrder: order, hiddenColumns: order }).hidden).toEqual([]);
  });

  it('moves columns up and down, not past either end', () => {
    expect(moveColumn(DEFAULT_COLUMN_LAYOUT, 'Assignee', -1).order.slice(0, 3)).toEqual(['Assignee', 'Ready', 'InProgress']);
    expect(moveColumn(DEFAULT_COLUMN_LAYOUT, 'Completed', 1)).toBe(DEFAULT_COLUMN_LAYOUT);
    expect(moveColumn(DEFAULT_COLUMN_LAYOUT, 'Ready', -1)).toBe(DEFAULT_COLUMN_LAYOUT);
  });

  it('hides and shows columns, keeping at least one', () => {
    const hidden = toggleColumn(DEFAULT_COLUMN_LAYOUT, 'Cancel');
    expect(hidden.hidden).toEqual(['Cancel']);
    expect(visibleColumns(hidden)).not.toContain('Cancel');
    expect(toggleColumn(hidden, 'Cancel').hidden).toEqual([]);
    const one = { order: DEFAULT_COLUMN_LAYOUT.order, hidden: DEFAULT_COLUMN_LAYOUT.order.filter((s) => s !== 'Ready') };
    expect(toggleColumn(one, 'Ready')).toBe(one);
  });
});
