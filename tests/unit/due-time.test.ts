/** @jest-environment node */
import { defaultDueAt, matchesDueFilter, onTimeRate, timeLeft } from '@/domain/due-time';
import { matchesFilter } from '@/lib/tasks/board-patch';
import { studioDateTimeInputValue, studioDateTimeToInstant } from '@/domain/studio-time';
import { createTaskFormSchema, createTaskInputSchema, updateTaskInputSchema } from '@/domain/validation/task';

// The card's time left and the due rules (domain/due-time.ts, docs/decisions/due-times.md).

const NOW = new Date('2026-11-26T03:00:00.000Z'); // 10:00 studio time
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('time left on a card', () => {
  it("says 'Còn …' in whole minutes, hours, then days from 48 hours", () => {
    expect(timeLeft(later(30 * 1000), 'InProgress', NOW)).toEqual({ late: false, text: 'Còn 1 phút' });
    expect(timeLeft(later(45 * MIN), 'InProgress', NOW)).toEqual({ late: false, text: 'Còn 45 phút' });
    expect(timeLeft(later(3 * HOUR + 59 * MIN), 'Ready', NOW)).toEqual({ late: false, text: 'Còn 3 giờ' });
    expect(timeLeft(later(47 * HOUR), 'Assignee', NOW)).toEqual({ late: false, text: 'Còn 47 giờ' });
    expect(timeLeft(later(2 * 24 * HOUR + 5 * HOUR), 'Waiting', NOW)).toEqual({ late: false, text: 'Còn 2 ngày' });
  });

  it("says 'Trễ …' once the due time has passed", () => {
    expect(timeLeft(later(-5 * HOUR - 10 * MIN), 'WaitApprove', NOW)).toEqual({ late: true, text: 'Trễ 5 giờ' });
    expect(timeLeft(later(-2 * MIN), 'Reject', NOW)).toEqual({ late: true, text: 'Trễ 2 phút' });
    expect(timeLeft(later(-3 * 24 * HOUR), 'InProgress', NOW)).toEqual({ late: true, text: 'Trễ 3 ngày' });
  });

  it('shows nothing without a due time or on a finished job', () => {
    expect(timeLeft(null, 'InProgress', NOW)).toBeNull();
    expect(timeLeft(later(-HOUR), 'Completed', NOW)).toBeNull();
    expect(timeLeft(later(HOUR), 'Cancel', NOW)).toBeNull();
  });
});

describe('late and due today', () => {
  it('judges open jobs by the studio day', () => {
    // 23:30 studio time today is today; 00:30 tomorrow is not; 09:00 today (past) is both late and today.
    expect(matchesDueFilter({ dueAt: '2026-11-26T16:30:00.000Z', status: 'InProgress' }, 'Today', NOW)).toBe(true);
    expect(matchesDueFilter({ dueAt: '2026-11-26T17:30:00.000Z', status: 'InProgress' }, 'Today', NOW)).toBe(false);
    expect(matchesDueFilter({ dueAt: '2026-11-26T02:00:00.000Z', status: 'InProgress' }, 'Today', NOW)).toBe(true);
    expect(matchesDueFilter({ dueAt: '2026-11-26T02:00:00.000Z', status: 'InProgress' }, 'Late', NOW)).toBe(true);
    expect(matchesDueFilter({ dueAt: '2026-11-26T02:00:00.000Z', status: 'Completed' }, 'Late', NOW)).toBe(false);
    expect(matchesDueFilter({ dueAt: null, status: 'InProgress' }, 'Late', NOW)).toBe(false);
  });
});

describe('due time rules', () => {
  it('defaults from a batch by the group turnaround', () => {
    expect(defaultDueAt('2026-11-26T03:00:00.000Z', 24).toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('reads the form box on the studio clock', () => {
    expect(studioDateTimeToInstant('2026-11-26T10:00')?.toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(studioDateTimeToInstant('2026-02-30T10:00')).toBeNull();
    expect(studioDateTimeInputValue('2026-11-26T03:00:00.000Z')).toBe('2026-11-26T10:00');
  });

  it('refuses a past due time on create, not on edit, in Vietnamese', () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const create = createTaskInputSchema.safeParse({ taskName: 'Áo', productGroupId: 1, totalFile: 3, dueAt: past });
    expect(create.success).toBe(false);
    expect(create.error?.issues[0]?.message).toBe('Hạn hoàn thành đã qua. Chọn một thời điểm trong tương lai.');
    expect(updateTaskInputSchema.safeParse({ dueAt: past }).success).toBe(true);
    const form = createTaskFormSchema.safeParse({
      taskName: 'Áo', productName: '', productCode: '', productGroupId: '1', customerId: '', totalFile: '3', editorId: '', qaId: '', originalFiles: '', description: '', dueAt: '2020-01-01T10:00',
    });
    expect(form.success).toBe(false);
    const badBox = createTaskFormSchema.safeParse({
      taskName: 'Áo', productName: '', productCode: '', productGroupId: '1', customerId: '', totalFile: '3', editorId: '', qaId: '', originalFiles: '', description: '', dueAt: '2030-13-01T10:00',
    });
    expect(badBox.error?.issues[0]?.message).toBe('Hạn hoàn thành không hợp lệ (dd-MM-yyyy HH:mm)');
  });

  it("gives the on-time share, or none ('chưa đủ dữ liệu')", () => {
    expect(onTimeRate(4, 3)).toBe(0.75);
    expect(onTimeRate(0, 0)).toBeNull();
  });
});

describe('a board event and the due filter', () => {
  const card = (dueAt: string | null, status: 'InProgress' | 'Completed' = 'InProgress') => ({
    id: 1, qaId: null, editorId: null, taskName: 'Áo', productName: null, productCode: null, totalFile: 1, status, version: 2, position: 1, createdAt: '2026-11-20T03:00:00.000Z', dueAt, previewFileId: null, revisionRound: 1,
  });
  it('keeps a card on a late board only while it is open and past due (the provider rule)', () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const future = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    expect(matchesFilter(card(past), { due: 'Late' })).toBe(true);
    expect(matchesFilter(card(future), { due: 'Late' })).toBe(false);
    expect(matchesFilter(card(past, 'Completed'), { due: 'Late' })).toBe(false);
    expect(matchesFilter(card(null), {})).toBe(true);
  });
});
