/** @jest-environment node */
import { ROLE } from '@/domain/roles';
import { type TaskStatusName } from '@/domain/task-status';
import {
  ALL_STATUSES,
  allowedTargets,
  canActOnTask,
  canTransition,
  checkFieldEdits,
  checkMovePreconditions,
  checkTransition,
  commentRequired,
  editableTaskFields,
  TASK_FIELDS,
} from '@/domain/task-workflow';

const OWN_EDITOR = { isOwnEditor: true, isOwnQa: false };
const OWN_QA = { isOwnEditor: false, isOwnQa: true };
const STRANGER = { isOwnEditor: false, isOwnQa: false };

const pairs = ALL_STATUSES.flatMap((from) => ALL_STATUSES.filter((to) => to !== from).map((to) => [from, to] as [TaskStatusName, TaskStatusName]));

describe('canTransition (docs/decisions/task-transitions.md)', () => {
  it('lets an admin move any card anywhere, own or not', () => {
    for (const [from, to] of pairs) expect(canTransition(ROLE.admin, from, to, STRANGER)).toBe(true);
  });

  it("gives an editor exactly the editor's steps on their own card", () => {
    const allowed = pairs.filter(([from, to]) => canTransition(ROLE.editor, from, to, OWN_EDITOR)).map(([from, to]) => `${from}>${to}`);
    expect(allowed.sort()).toEqual(['Assignee>InProgress', 'InProgress>WaitApprove', 'InProgress>Waiting', 'Reject>InProgress', 'Waiting>InProgress'].sort());
  });

  it('gives a QA exactly approve and reject on a card they review', () => {
    const allowed = pairs.filter(([from, to]) => canTransition(ROLE.qa, from, to, OWN_QA)).map(([from, to]) => `${from}>${to}`);
    expect(allowed.sort()).toEqual(['WaitApprove>Completed', 'WaitApprove>Reject']);
  });

  it('refuses everything on cards that are not theirs, and to users without a role', () => {
    for (const [from, to] of pairs) {
      expect(canTransition(ROLE.editor, from, to, OWN_QA)).toBe(false);
      expect(canTransition(ROLE.qa, from, to, OWN_EDITOR)).toBe(false);
      expect(canTransition(null, from, to, { isOwnEditor: true, isOwnQa: true })).toBe(false);
    }
    expect(checkTransition(ROLE.editor, 'InProgress', 'Waiting', STRANGER)).toEqual({ allowed: false, code: 'FORBIDDEN', message: 'Bạn chỉ được thao tác trên việc được giao cho mình.' });
    expect(checkTransition(ROLE.qa, 'WaitApprove', 'Completed', STRANGER)).toEqual({ allowed: false, code: 'FORBIDDEN', message: 'Bạn chỉ được thao tác trên việc do mình duyệt.' });
  });

  it('allows reordering inside a column to whoever may act on the card', () => {
    for (const status of ALL_STATUSES) {
      expect(canTransition(ROLE.admin, status, status, STRANGER)).toBe(true);
      expect(canTransition(ROLE.editor, status, status, OWN_EDITOR)).toBe(true);
      expect(canTransition(ROLE.qa, status, status, OWN_QA)).toBe(true);
      expect(canTransition(ROLE.qa, status, status, STRANGER)).toBe(false);
    }
  });

  it('says why in Vietnamese', () => {
    expect(checkTransition(ROLE.editor, 'WaitApprove', 'Completed', OWN_EDITOR)).toEqual({
      allowed: false,
      code: 'FORBIDDEN',
      message: 'Editor không được chuyển việc sang Hoàn thành. Chỉ QA duyệt việc mới hoàn thành.',
    });
    const message = (role: number, from: TaskStatusName, to: TaskStatusName, relation = role === ROLE.qa ? OWN_QA : OWN_EDITOR) => {
      const verdict = checkTransition(role, from, to, relation);
      return verdict.allowed ? null : verdict.message;
    };
    expect(message(ROLE.editor, 'InProgress', 'Reject')).toBe('Editor không được chuyển việc sang Bị từ chối. Chỉ QA mới trả việc về để làm lại.');
    expect(message(ROLE.editor, 'Ready', 'Assignee')).toBe('Editor không được chuyển việc sang Đã giao. Chỉ quản trị viên mới giao việc.');
    expect(message(ROLE.editor, 'Waiting', 'WaitApprove')).toBe('Editor không được chuyển việc từ Tạm dừng sang Chờ duyệt. Từ Tạm dừng chỉ được chuyển sang Đang làm.');
    expect(message(ROLE.editor, 'Completed', 'InProgress')).toBe('Editor không được chuyển việc đang ở Hoàn thành.');
    expect(message(ROLE.qa, 'WaitApprove', 'Cancel')).toBe('QA không được chuyển việc sang Đã hủy. Chỉ quản trị viên mới hủy việc.');
    expect(message(ROLE.qa, 'Reject', 'InProgress')).toBe('QA chỉ duyệt việc đang ở Chờ duyệt; việc này đang ở Bị từ chối.');
  });

  it('lists the columns a card may be dropped into', () => {
    expect(allowedTargets(ROLE.editor, 'InProgress', OWN_EDITOR)).toEqual(['Waiting', 'WaitApprove']);
    expect(allowedTargets(ROLE.qa, 'WaitApprove', OWN_QA)).toEqual(['Reject', 'Completed']);
    expect(allowedTargets(ROLE.qa, 'InProgress', OWN_QA)).toEqual([]);
    expect(allowedTargets(ROLE.admin, 'Cancel', STRANGER)).toHaveLength(7);
  });
});

describe('move preconditions', () => {
  it('needs a comment to reject, from anyone', () => {
    expect(commentRequired('WaitApprove', 'Reject')).toBe(true);
    expect(commentRequired('Reject', 'Reject')).toBe(false);
    expect(commentRequired('WaitApprove', 'Completed')).toBe(false);
    expect(checkMovePreconditions('WaitApprove', 'Reject', { editorId: 3, comment: '  ' })).toEqual({ allowed: false, code: 'BAD_USER_INPUT', message: 'Yêu cầu nhập lý do khi từ chối việc.' });
    expect(checkMovePreconditions('WaitApprove', 'Reject', { editorId: 3, comment: 'Sai màu' })).toEqual({ allowed: true });
  });

  it('needs an editor to go to Assignee', () => {
    expect(checkMovePreconditions('Ready', 'Assignee', { editorId: null })).toMatchObject({ allowed: false, code: 'BAD_USER_INPUT' });
    expect(checkMovePreconditions('Ready', 'Assignee', { editorId: 3 })).toEqual({ allowed: true });
    expect(checkMovePreconditions('Ready', 'InProgress', { editorId: null })).toEqual({ allowed: true });
  });
});

describe('fields by role', () => {
  it('admin edits every field, in every status', () => {
    for (const status of ALL_STATUSES) expect(editableTaskFields(ROLE.admin, STRANGER, status)).toEqual([...TASK_FIELDS]);
    expect(checkFieldEdits(ROLE.admin, STRANGER, 'Completed', ['taskName', 'editorId'])).toEqual({ allowed: true });
  });

  it('the own editor edits the files and their comment; the own QA their comment', () => {
    expect(editableTaskFields(ROLE.editor, OWN_EDITOR, 'InProgress')).toEqual(['updatedFiles', 'completedFile', 'editorComment']);
    expect(editableTaskFields(ROLE.qa, OWN_QA, 'WaitApprove')).toEqual(['qaComment']);
    expect(editableTaskFields(ROLE.editor, STRANGER, 'InProgress')).toEqual([]);
    expect(checkFieldEdits(ROLE.editor, OWN_EDITOR, 'InProgress', ['completedFile', 'editorComment'])).toEqual({ allowed: true });
    expect(checkFieldEdits(ROLE.editor, OWN_EDITOR, 'InProgress', ['editorComment', 'totalFile'])).toEqual({
      allowed: false,
      code: 'FORBIDDEN',
      message: 'Bạn không được sửa «Tổng số file». Editor chỉ được sửa: Link file đã sửa, Link file hoàn thành, Ghi chú của editor.',
    });
    expect(checkFieldEdits(ROLE.qa, OWN_QA, 'WaitApprove', ['updatedFiles'])).toMatchObject({ allowed: false, code: 'FORBIDDEN' });
    expect(checkFieldEdits(ROLE.qa, OWN_EDITOR, 'WaitApprove', ['qaComment'])).toMatchObject({ allowed: false, message: 'Bạn chỉ được thao tác trên việc do mình duyệt.' });
  });

  it('locks Completed and cancelled cards for everyone but admins; nothing changed is always fine', () => {
    for (const status of ['Completed', 'Cancel'] as const) {
      expect(editableTaskFields(ROLE.editor, OWN_EDITOR, status)).toEqual([]);
      expect(checkFieldEdits(ROLE.qa, OWN_QA, status, ['qaComment'])).toMatchObject({ allowed: false, message: 'Việc đã hoàn thành hoặc đã hủy; chỉ quản trị viên được sửa.' });
    }
    expect(checkFieldEdits(ROLE.editor, STRANGER, 'Completed', [])).toEqual({ allowed: true });
    expect(canActOnTask(ROLE.qa, OWN_QA)).toBe(true);
    expect(canActOnTask(ROLE.qa, OWN_EDITOR)).toBe(false);
    expect(canActOnTask(null, OWN_EDITOR)).toBe(false);
  });
});
