/** @jest-environment node */
import { DEFAULT_COLUMN_ORDER, statusLabel, statusName, TASK_STATUS } from '@/domain/task-status';

describe('task statuses', () => {
  it("use the API's ids, Ready=1 … Completed=8", () => {
    expect(TASK_STATUS).toEqual({ Ready: 1, Assignee: 2, InProgress: 3, Waiting: 4, WaitApprove: 5, Reject: 6, Cancel: 7, Completed: 8 });
    expect(statusName(5)).toBe('WaitApprove');
    expect(() => statusName(9)).toThrow();
  });

  it('order the board by the default column order, with all eight columns once', () => {
    expect(DEFAULT_COLUMN_ORDER).toEqual(['Ready', 'Assignee', 'InProgress', 'Reject', 'Waiting', 'WaitApprove', 'Cancel', 'Completed']);
  });

  it('each have one Vietnamese label', () => {
    expect(Object.fromEntries(DEFAULT_COLUMN_ORDER.map((status) => [status, statusLabel(status)]))).toEqual({
      Ready: 'Chờ giao',
      Assignee: 'Đã giao',
      InProgress: 'Đang làm',
      Reject: 'Bị từ chối',
      Waiting: 'Tạm dừng',
      WaitApprove: 'Chờ duyệt',
      Cancel: 'Đã hủy',
      Completed: 'Hoàn thành',
    });
  });
});
