import { groupNotifications } from '@/lib/client/notification-groups';

const note = (id: number, group_text: string | null, is_read = false) => ({ id, is_read, group_text, content: `nội dung ${id}` });
const MOVED = 'Lan đã chuyển {n} việc sang Chờ duyệt';

describe('notifications shown as one', () => {
  it('folds alike notifications in a row into a count', () => {
    const groups = groupNotifications([note(5, MOVED), note(4, MOVED), note(3, MOVED), note(2, 'Lan đã hủy {n} việc'), note(1, MOVED)]);
    expect(groups.map((g) => [g.text, g.items.map((i) => i.id)])).toEqual([
      ['Lan đã chuyển 3 việc sang Chờ duyệt', [5, 4, 3]],
      [null, [2]],
      [null, [1]],
    ]);
  });

  it('keeps read and unread apart, and never folds notifications without a group text', () => {
    expect(groupNotifications([note(3, MOVED), note(2, MOVED, true)]).map((g) => g.items.length)).toEqual([1, 1]);
    expect(groupNotifications([note(2, null), note(1, null)]).map((g) => g.text)).toEqual([null, null]);
  });

  it('gathers several notifications about one job into one line where the newest is', () => {
    const about = (id: number, taskId: number, group_text: string | null = null, is_read = false) => ({ ...note(id, group_text, is_read), from_task: { id: taskId, taskName: `Việc ${taskId}` } });
    const groups = groupNotifications([about(6, 10), about(5, 20, MOVED), about(4, 10), about(3, 30, MOVED), about(2, 10, null, true), about(1, 40, MOVED)]);
    expect(groups.map((g) => [g.kind, g.text, g.items.map((i) => i.id)])).toEqual([
      ['job', '2 thông báo về việc «Việc 10»', [6, 4]],
      ['alike', 'Lan đã chuyển 2 việc sang Chờ duyệt', [5, 3]],
      ['single', null, [2]],
      ['single', null, [1]],
    ]);
  });
});
