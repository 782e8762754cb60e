import { quickPeriods } from '@/lib/reports/quick-periods';

describe('report quick periods', () => {
  it('this month and this year end today (studio calendar); last month is whole', () => {
    // 17:30 UTC on 31 Dec 2026 is already 1 Jan 2027 in the studio (UTC+7).
    expect(quickPeriods(new Date('2026-12-31T17:30:00Z')).map((p) => [p.label, p.from, p.to])).toEqual([
      ['Tháng này', '01-01-2027', '01-01-2027'],
      ['Tháng trước', '01-12-2026', '31-12-2026'],
      ['Năm nay', '01-01-2027', '01-01-2027'],
    ]);
    expect(quickPeriods(new Date('2028-03-10T03:00:00Z')).map((p) => [p.from, p.to])).toEqual([
      ['01-03-2028', '10-03-2028'],
      ['01-02-2028', '29-02-2028'],
      ['01-01-2028', '10-03-2028'],
    ]);
  });
});
