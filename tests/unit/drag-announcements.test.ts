import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { DRAG_INSTRUCTIONS, dragEndMessage, dragStartMessage, dragUpdateMessage } from '@/components/board/drag-announcements';

const base = { draggableId: '7', type: 'DEFAULT', mode: 'SNAP' as const, source: { droppableId: 'Assignee', index: 2 } };
const ENGLISH = /\b(Ready|Assignee|InProgress|Waiting|WaitApprove|Reject|Cancel|Completed|moved|position|list|dropped|lifted)\b/;

describe('screen-reader announcements while dragging a card', () => {
  it('are Vietnamese and name the columns by their labels', () => {
    const start = dragStartMessage(base as DragStart, 'Áo dài');
    expect(start).toBe('Đã nhấc việc «Áo dài» ở vị trí 3 trong cột Đã giao.');
    const over: DragUpdate = { ...base, combine: null, destination: { droppableId: 'InProgress', index: 0 } };
    expect(dragUpdateMessage(over)).toBe('Đã chuyển việc từ vị trí 3 trong cột Đã giao tới vị trí 1 trong cột Đang làm.');
    expect(dragUpdateMessage({ ...over, destination: { droppableId: 'Assignee', index: 0 } })).toBe('Đã chuyển việc tới vị trí 1 trong cột Đã giao.');
    expect(dragUpdateMessage({ ...over, destination: null })).toBe('Việc đang không ở trên cột nào.');
    const drop: DropResult = { ...over, reason: 'DROP' };
    expect(dragEndMessage(drop)).toBe('Đã thả việc vào vị trí 1 trong cột Đang làm.');
    expect(dragEndMessage({ ...drop, reason: 'CANCEL', destination: null })).toBe('Đã hủy kéo. Việc trở về vị trí 3 trong cột Đã giao.');
    for (const text of [DRAG_INSTRUCTIONS, start, dragUpdateMessage(over), dragEndMessage(drop)]) expect(text).not.toMatch(ENGLISH);
  });
});
