// Task statuses (docs/decisions/product-rules.md, 'Statuses'): ids, names, and the board's default column order.

import { ROLE } from './roles';

export const TASK_STATUS = {
  Ready: 1,
  Assignee: 2,
  InProgress: 3,
  Waiting: 4,
  WaitApprove: 5,
  Reject: 6,
  Cancel: 7,
  Completed: 8,
} as const;

export type TaskStatusName = keyof typeof TASK_STATUS;
export type TaskStatusId = (typeof TASK_STATUS)[TaskStatusName];

export const STATUS_NAME_BY_ID = Object.fromEntries(Object.entries(TASK_STATUS).map(([name, id]) => [id, name])) as Record<TaskStatusId, TaskStatusName>;

export const DEFAULT_COLUMN_ORDER: TaskStatusName[] = ['Ready', 'Assignee', 'InProgress', 'Reject', 'Waiting', 'WaitApprove', 'Cancel', 'Completed'];

/**
 * The board's finished columns show a recent window, not every job ever finished: the last
 * FINISHED_WINDOW cards each, and 'Xem thêm' pages further back by the same number
 * (docs/decisions/board-window.md).
 */
export const FINISHED_STATUSES: readonly TaskStatusName[] = ['Cancel', 'Completed'];
export const FINISHED_WINDOW = 50;

/** The one Vietnamese label of each status, shown with (or instead of) the contract's name. */
const STATUS_LABELS: Record<TaskStatusName, string> = {
  Ready: 'Chờ giao',
  Assignee: 'Đã giao',
  InProgress: 'Đang làm',
  Waiting: 'Tạm dừng',
  WaitApprove: 'Chờ duyệt',
  Reject: 'Bị từ chối',
  Cancel: 'Đã hủy',
  Completed: 'Hoàn thành',
};

export const statusLabel = (status: TaskStatusName): string => STATUS_LABELS[status];

export function statusName(id: number): TaskStatusName {
  const name = STATUS_NAME_BY_ID[id as TaskStatusId];
  if (!name) throw new Error(`Unknown task status id ${id}`);
  return name;
}

export const isTaskStatusName = (value: string): value is TaskStatusName => Object.hasOwn(TASK_STATUS, value);

/** The label of a status the API sent as a plain string (reports, history); an unknown code is shown as sent. */
export const statusLabelOf = (code: string): string => (isTaskStatusName(code) ? STATUS_LABELS[code] : code);

/**
 * The column a person's phone board opens on (docs/decisions/board-layout.md, "Where a phone
 * opens"): where their own next step usually waits. An editor never has a job in 'Chờ giao'
 * (nobody has assigned it yet), so the board starts at their assigned work; QA at what waits
 * for review; the admin at 'Chờ giao', where new jobs wait to be assigned. The first of these
 * that the person shows on their board wins; none: the board's first column.
 */
const START_COLUMNS: Record<number, readonly TaskStatusName[]> = {
  [ROLE.admin]: ['Ready', 'Assignee'],
  [ROLE.qa]: ['WaitApprove', 'InProgress'],
  [ROLE.editor]: ['Assignee', 'InProgress', 'Reject'],
};

export function startColumn(roleId: number | null, columns: readonly TaskStatusName[]): TaskStatusName | null {
  const wanted = (roleId !== null && START_COLUMNS[roleId]) || [];
  return wanted.find((status) => columns.includes(status)) ?? columns[0] ?? null;
}
