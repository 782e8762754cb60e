import { joinDueInput, maskTimeInput, splitDueInput } from '@/lib/tasks/due-input';
import { createTaskFormSchema } from '@/domain/validation/task';

describe("'Hạn hoàn thành' typed as dd-MM-yyyy and HH:mm", () => {
  it('adds the colon while the time is typed', () => {
    expect(maskTimeInput('1')).toBe('1');
    expect(maskTimeInput('17')).toBe('17');
    expect(maskTimeInput('173')).toBe('17:3');
    expect(maskTimeInput('17:30')).toBe('17:30');
    expect(maskTimeInput('17305')).toBe('17:30');
  });

  it("shows the form's value in the two boxes, and an empty value as two empty boxes", () => {
    expect(splitDueInput('2026-11-27T17:30')).toEqual({ day: '27-11-2026', time: '17:30' });
    expect(splitDueInput('')).toEqual({ day: '', time: '' });
  });

  it('joins a day and a time into the value the form reads; two empty boxes are no due time', () => {
    expect(joinDueInput('27-11-2026', '17:30')).toBe('2026-11-27T17:30');
    expect(joinDueInput('', '')).toBe('');
    expect(splitDueInput(joinDueInput('01-02-2027', '08:05'))).toEqual({ day: '01-02-2027', time: '08:05' });
  });

  it('passes a half-typed or impossible due time on, so the form refuses it with its message', () => {
    const base = { taskName: 'Chỉnh màu', productGroupId: '1', totalFile: '3' };
    const problem = (dueAt: string) => {
      const parsed = createTaskFormSchema.safeParse({ ...base, dueAt });
      return parsed.success ? null : parsed.error.issues.find((issue) => issue.path[0] === 'dueAt')?.message;
    };
    const nextYear = new Date().getFullYear() + 1;
    for (const [day, time] of [[`27-11-${nextYear}`, ''], ['27-11', '17:30'], [`31-02-${nextYear}`, '17:30'], [`27-11-${nextYear}`, '24:00'], ['', '17:30']] as [string, string][]) {
      expect(joinDueInput(day, time)).not.toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(problem(joinDueInput(day, time))).toBe('Hạn hoàn thành không hợp lệ (dd-MM-yyyy HH:mm)');
    }
    // Positive control: a whole day and time a year ahead passes.
    expect(problem(joinDueInput(`27-11-${nextYear}`, '17:30'))).toBeUndefined();
  });
});
