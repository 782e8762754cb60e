// The task workflow's rules (docs/decisions/task-transitions.md), pure so that the provider enforces them and
// the board reuses them to show what a drag or an edit would do. The provider is the gate; the
// UI only mirrors it. Statuses are the contract's names (domain/task-status.ts).
import { ROLE } from './roles';
import { statusLabel, TASK_STATUS, type TaskStatusName } from './task-status';

/** How the acting user stands to the task. */
export type TaskRelation = { isOwnEditor: boolean; isOwnQa: boolean };

export type Verdict = { allowed: true } | { allowed: false; code: 'FORBIDDEN' | 'BAD_USER_INPUT'; message: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (message: string, code: 'FORBIDDEN' | 'BAD_USER_INPUT' = 'FORBIDDEN'): Verdict => ({ allowed: false, code, message });

export const ALL_STATUSES = Object.keys(TASK_STATUS) as TaskStatusName[];

/** Moves an editor may make on their own task. */
const EDITOR_MOVES: Partial<Record<TaskStatusName, readonly TaskStatusName[]>> = {
  Assignee: ['InProgress'],
  InProgress: ['Waiting', 'WaitApprove'],
  Waiting: ['InProgress'],
  Reject: ['InProgress'],
};

/** Moves a QA may make on a task they review. */
const QA_MOVES: Partial<Record<TaskStatusName, readonly TaskStatusName[]>> = {
  WaitApprove: ['Completed', 'Reject'],
};

export const TASK_MESSAGES = {
  noRole: 'Tài khoản của bạn chưa được phân quyền thao tác trên việc.',
  notOwnEditor: 'Bạn chỉ được thao tác trên việc được giao cho mình.',
  notOwnQa: 'Bạn chỉ được thao tác trên việc do mình duyệt.',
  rejectNeedsComment: 'Yêu cầu nhập lý do khi từ chối việc.',
  assigneeNeedsEditor: `Cần giao editor cho việc trước khi chuyển sang ${statusLabel('Assignee')}.`,
  conflict: 'Việc đã được người khác thay đổi. Dữ liệu mới nhất đã được tải lại.',
  conflictKeptTyping: 'Việc đã được người khác thay đổi nên trạng thái chưa được chuyển. Nội dung bạn đang nhập vẫn được giữ: xem lại rồi bấm lại.',
  boardChanged: 'Bảng công việc đã thay đổi. Vui lòng thử lại trên dữ liệu mới nhất.',
  notFound: 'Không tìm thấy việc.',
  clientTaskIdInvalid: 'Mã yêu cầu tạo việc không hợp lệ.',
  taskNameRequired: 'Yêu cầu nhập tên việc',
  totalFilePositive: 'Tổng số file phải là số nguyên dương',
  productGroupRequired: 'Yêu cầu chọn nhóm hàng',
  productGroupUnknown: 'Nhóm hàng không tồn tại hoặc đã ngừng sử dụng.',
  customerUnknown: 'Khách hàng không tồn tại hoặc đã ngừng sử dụng.',
  editorInvalid: 'Editor được chọn không tồn tại, chưa kích hoạt hoặc không phải editor.',
  qaInvalid: 'QA được chọn không tồn tại, chưa kích hoạt hoặc không phải QA.',
  lockedForStaff: 'Việc đã hoàn thành hoặc đã hủy; chỉ quản trị viên được sửa.',
  deliveredStaysCompleted: 'Việc đã giao cho khách nên giữ ở Hoàn thành: không chuyển sang trạng thái khác được.',
  dueAtInvalid: 'Hạn hoàn thành không hợp lệ (dd-MM-yyyy HH:mm)',
  dueAtPast: 'Hạn hoàn thành đã qua. Chọn một thời điểm trong tương lai.',
} as const;

function editorRefusal(from: TaskStatusName, to: TaskStatusName): string {
  if (to === 'Completed') return `Editor không được chuyển việc sang ${statusLabel('Completed')}. Chỉ QA duyệt việc mới hoàn thành.`;
  if (to === 'Reject') return `Editor không được chuyển việc sang ${statusLabel('Reject')}. Chỉ QA mới trả việc về để làm lại.`;
  if (to === 'Cancel') return `Editor không được chuyển việc sang ${statusLabel('Cancel')}. Chỉ quản trị viên mới hủy việc.`;
  if (to === 'Ready' || to === 'Assignee') return `Editor không được chuyển việc sang ${statusLabel(to)}. Chỉ quản trị viên mới giao việc.`;
  const next = EDITOR_MOVES[from];
  if (!next) return `Editor không được chuyển việc đang ở ${statusLabel(from)}.`;
  return `Editor không được chuyển việc từ ${statusLabel(from)} sang ${statusLabel(to)}. Từ ${statusLabel(from)} chỉ được chuyển sang ${next.map(statusLabel).join(' hoặc ')}.`;
}

function qaRefusal(from: TaskStatusName, to: TaskStatusName): string {
  if (to === 'Cancel') return `QA không được chuyển việc sang ${statusLabel('Cancel')}. Chỉ quản trị viên mới hủy việc.`;
  if (from !== 'WaitApprove') return `QA chỉ duyệt việc đang ở ${statusLabel('WaitApprove')}; việc này đang ở ${statusLabel(from)}.`;
  return `QA không được chuyển việc sang ${statusLabel(to)}. QA chỉ duyệt việc sang ${statusLabel('Completed')} hoặc từ chối sang ${statusLabel('Reject')}.`;
}

/**
 * Whether `role` may move a task from `from` to `to` (same status = reordering inside the
 * column). Admin may move any card anywhere; editors only their own cards along their steps;
 * QA only the cards they review, WaitApprove → Completed or Reject.
 */
export function checkTransition(role: number | null | undefined, from: TaskStatusName, to: TaskStatusName, relation: TaskRelation): Verdict {
  if (role === ROLE.admin) return ALLOWED;
  if (role === ROLE.editor) {
    if (!relation.isOwnEditor) return refuse(TASK_MESSAGES.notOwnEditor);
    if (from === to || EDITOR_MOVES[from]?.includes(to)) return ALLOWED;
    return refuse(editorRefusal(from, to));
  }
  if (role === ROLE.qa) {
    if (!relation.isOwnQa) return refuse(TASK_MESSAGES.notOwnQa);
    if (from === to || QA_MOVES[from]?.includes(to)) return ALLOWED;
    return refuse(qaRefusal(from, to));
  }
  return refuse(TASK_MESSAGES.noRole);
}

export function canTransition(role: number | null | undefined, from: TaskStatusName, to: TaskStatusName, relation: TaskRelation): boolean {
  return checkTransition(role, from, to, relation).allowed;
}

/** The other columns a card in `from` may be dropped into by this user. */
export function allowedTargets(role: number | null | undefined, from: TaskStatusName, relation: TaskRelation): TaskStatusName[] {
  return ALL_STATUSES.filter((to) => to !== from && canTransition(role, from, to, relation));
}

/** Whether the user may act on the card at all (move, reorder, edit some field). */
export function canActOnTask(role: number | null | undefined, relation: TaskRelation): boolean {
  return role === ROLE.admin || (role === ROLE.editor && relation.isOwnEditor) || (role === ROLE.qa && relation.isOwnQa);
}

/** Rejecting needs a reason the editor can act on. */
export function commentRequired(from: TaskStatusName, to: TaskStatusName): boolean {
  return to === 'Reject' && from !== 'Reject';
}

/**
 * Data preconditions of a move, whoever makes it: a card goes to Assignee only with an editor,
 * and into Reject only with a comment.
 */
export function checkMovePreconditions(from: TaskStatusName, to: TaskStatusName, task: { editorId: number | null; comment?: string | null }): Verdict {
  if (to === 'Assignee' && from !== 'Assignee' && task.editorId === null) return refuse(TASK_MESSAGES.assigneeNeedsEditor, 'BAD_USER_INPUT');
  if (commentRequired(from, to) && !task.comment?.trim()) return refuse(TASK_MESSAGES.rejectNeedsComment, 'BAD_USER_INPUT');
  return ALLOWED;
}

// ------------------------------------------------------------------ fields by role

export const TASK_FIELDS = [
  'taskName',
  'productName',
  'productCode',
  'productGroupId',
  'customerId',
  'totalFile',
  'editorId',
  'qaId',
  'originalFiles',
  'description',
  'updatedFiles',
  'completedFile',
  'editorComment',
  'qaComment',
  'dueAt',
] as const;
export type TaskField = (typeof TASK_FIELDS)[number];

/** The one name of each task field: the forms' labels and every message about the field use it. */
export const TASK_FIELD_LABEL: Record<TaskField, string> = {
  taskName: 'Tên việc',
  productName: 'Tên sản phẩm',
  productCode: 'Mã sản phẩm',
  productGroupId: 'Nhóm hàng',
  customerId: 'Khách hàng',
  totalFile: 'Tổng số file',
  editorId: 'Editor',
  qaId: 'QA',
  originalFiles: 'Link file gốc',
  description: 'Mô tả',
  updatedFiles: 'Link file đã sửa',
  completedFile: 'Link file hoàn thành',
  editorComment: 'Ghi chú của editor',
  qaComment: 'Ghi chú của QA',
  dueAt: 'Hạn hoàn thành',
};

const EDITOR_FIELDS: readonly TaskField[] = ['updatedFiles', 'completedFile', 'editorComment'];
const QA_FIELDS: readonly TaskField[] = ['qaComment'];

/** Statuses in which only an admin may still edit the card. */
const LOCKED_FOR_STAFF: readonly TaskStatusName[] = ['Completed', 'Cancel'];

/** The fields this user may change on this task right now. */
export function editableTaskFields(role: number | null | undefined, relation: TaskRelation, status: TaskStatusName): TaskField[] {
  if (role === ROLE.admin) return [...TASK_FIELDS];
  if (LOCKED_FOR_STAFF.includes(status)) return [];
  if (role === ROLE.editor && relation.isOwnEditor) return [...EDITOR_FIELDS];
  if (role === ROLE.qa && relation.isOwnQa) return [...QA_FIELDS];
  return [];
}

const listLabels = (fields: readonly TaskField[]) => fields.map((f) => TASK_FIELD_LABEL[f]).join(', ');

/** Whether this user may change every one of `changed`; the refusal names the first field. */
export function checkFieldEdits(role: number | null | undefined, relation: TaskRelation, status: TaskStatusName, changed: readonly TaskField[]): Verdict {
  if (changed.length === 0 || role === ROLE.admin) return ALLOWED;
  if (role === ROLE.editor && !relation.isOwnEditor) return refuse(TASK_MESSAGES.notOwnEditor);
  if (role === ROLE.qa && !relation.isOwnQa) return refuse(TASK_MESSAGES.notOwnQa);
  if (role !== ROLE.editor && role !== ROLE.qa) return refuse(TASK_MESSAGES.noRole);
  if (LOCKED_FOR_STAFF.includes(status)) return refuse(TASK_MESSAGES.lockedForStaff);
  const allowed = editableTaskFields(role, relation, status);
  const denied = changed.find((field) => !allowed.includes(field));
  if (!denied) return ALLOWED;
  const who = role === ROLE.editor ? 'Editor' : 'QA';
  return refuse(`Bạn không được sửa «${TASK_FIELD_LABEL[denied]}». ${who} chỉ được sửa: ${listLabels(allowed)}.`);
}
