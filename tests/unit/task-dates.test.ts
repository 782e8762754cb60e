/** @jest-environment node */
import { studioDayRange, studioDayStart } from '@/provider/src/modules/tasks/dates';

// The filter bar's days are Asia/Ho_Chi_Minh days (UTC+7, no daylight saving).
describe('studio days', () => {
  it('reads yyyy-MM-dd, dd-MM-yyyy and ISO date-times as the studio day they name', () => {
    expect(studioDayStart('2024-03-10', 'startDate').toISOString()).toBe('2024-03-09T17:00:00.000Z');
    expect(studioDayStart('10-03-2024', 'startDate').toISOString()).toBe('2024-03-09T17:00:00.000Z');
    expect(studioDayStart('2024-03-09T17:30:00Z', 'startDate').toISOString()).toBe('2024-03-09T17:00:00.000Z');
    expect(studioDayStart('2024-03-09T16:59:59Z', 'startDate').toISOString()).toBe('2024-03-08T17:00:00.000Z');
  });

  it('makes an inclusive range end at the start of the following day', () => {
    expect(studioDayRange('2024-12-31', '2024-12-31')).toEqual({ from: new Date('2024-12-30T17:00:00Z'), to: new Date('2024-12-31T17:00:00Z') });
    expect(studioDayRange(null, '')).toEqual({ from: undefined, to: undefined });
  });

  it('refuses impossible days and reversed ranges with BAD_USER_INPUT', () => {
    for (const value of ['2024-02-30', '31-04-2024', 'hôm nay', '2024-3-1', '2024-13-01T00:00:00Z']) {
      expect(() => studioDayStart(value, 'endDate')).toThrow('Ngày kết thúc không hợp lệ');
    }
    expect(() => studioDayRange('2024-03-11', '2024-03-10')).toThrow(expect.objectContaining({ message: 'Ngày kết thúc nhỏ hơn ngày bắt đầu', extensions: { code: 'BAD_USER_INPUT', field: 'endDate' } }));
  });
});
