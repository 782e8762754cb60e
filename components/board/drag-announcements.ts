import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { isTaskStatusName, statusLabelOf } from '@/domain/task-status';

// What a screen reader hears while a card is dragged. @hello-pangea/dnd's own messages are
// English and name the columns by their ids ('You have moved the item from position 3 in list
// Assignee…'); these say the same in Vietnamese with the columns' labels (docs/decisions/wording.md).

/** Read when a card's drag handle gets the focus (DragDropContext's dragHandleUsageInstructions). */
export const DRAG_INSTRUCTIONS =
  'Nhấn phím cách để nhấc thẻ việc. Khi đang kéo, dùng phím mũi tên để di chuyển, phím cách để thả vào chỗ mới, phím Esc để hủy.';

const column = (droppableId: string) => `cột ${isTaskStatusName(droppableId) ? statusLabelOf(droppableId) : droppableId}`;
const place = (location: { droppableId: string; index: number }) => `vị trí ${location.index + 1} trong ${column(location.droppableId)}`;

export function dragStartMessage(start: DragStart, taskName: string | undefined): string {
  return `Đã nhấc việc${taskName ? ` «${taskName}»` : ''} ở ${place(start.source)}.`;
}

export function dragUpdateMessage(update: DragUpdate): string {
  if (!update.destination) return 'Việc đang không ở trên cột nào.';
  if (update.destination.droppableId === update.source.droppableId) return `Đã chuyển việc tới ${place(update.destination)}.`;
  return `Đã chuyển việc từ ${place(update.source)} tới ${place(update.destination)}.`;
}

export function dragEndMessage(result: DropResult): string {
  if (result.reason === 'CANCEL') return `Đã hủy kéo. Việc trở về ${place(result.source)}.`;
  if (!result.destination) return `Đã thả việc ngoài các cột. Việc trở về ${place(result.source)}.`;
  return `Đã thả việc vào ${place(result.destination)}.`;
}
