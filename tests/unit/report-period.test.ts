import { studioDay } from '@/domain/studio-time';
import { parseGrain, toReportFilterInput, untilToday, withDefaultPeriod } from '@/lib/reports/period';
import { formatVnd } from '@/domain/money';
import { formatCell, formatHours } from '@/lib/reports/columns';
import { sortRows } from '@/lib/reports/definition';
import { EMPTY_TASK_FILTER } from '@/lib/tasks/filter';
import { ROLE } from '@/domain/roles';

describe('report period', () => {
  it('is the studio month of now when the URL has no dates, whatever the machine zone', () => {
    // 30-11-2026 17:30 UTC is already 01-12 00:30 in Ho Chi Minh City.
    const now = new Date('2026-11-30T17:30:00Z');
    expect(studioDay(now)).toBe('2026-12-01');
    expect(withDefaultPeriod(EMPTY_TASK_FILTER, now)).toMatchObject({ from: '01-12-2026', to: '31-12-2026' });
  });

  it('fills a missing end with the end of the start month, a missing start with the first of the end month', () => {
    expect(withDefaultPeriod({ ...EMPTY_TASK_FILTER, from: '10-02-2024' })).toMatchObject({ from: '10-02-2024', to: '29-02-2024' });
    expect(withDefaultPeriod({ ...EMPTY_TASK_FILTER, to: '15-03-2025' })).toMatchObject({ from: '01-03-2025', to: '15-03-2025' });
  });

  it('asks nothing while a date is wrong; drops editors’ people filters', () => {
    expect(toReportFilterInput({ ...EMPTY_TASK_FILTER, from: '31-02-2024' }, ROLE.admin)).toBeNull();
    expect(toReportFilterInput({ ...EMPTY_TASK_FILTER, from: '10-02-2024', to: '01-02-2024' }, ROLE.admin)).toBeNull();
    expect(toReportFilterInput({ ...EMPTY_TASK_FILTER, from: '01-02-2024', to: '29-02-2024', editorId: 3 }, ROLE.editor)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(toReportFilterInput({ ...EMPTY_TASK_FILTER, from: '01-02-2024', to: '29-02-2024', editorId: 3 }, ROLE.admin)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29', editorId: 3 });
  });

  it('reads the grain from ?theo=, day by default', () => {
    expect(parseGrain('tuan')).toBe('week');
    expect(parseGrain('thang')).toBe('month');
    expect(parseGrain('x')).toBe('day');
    expect(parseGrain(null)).toBe('day');
  });
});

describe('money and cells', () => {
  it('prints VNĐ: integers without decimals, otherwise two, no floats', () => {
    const printed = { '1234567': '1.234.567 VNĐ', '250000.00': '250.000 VNĐ', '1234567.5': '1.234.567,50 VNĐ', '99999999999999.99': '99.999.999.999.999,99 VNĐ', '-0.00': '0 VNĐ' };
    for (const [amount, text] of Object.entries(printed)) expect(formatVnd(amount)).toBe(text);
    expect(formatVnd('0.01', { unit: false })).toBe('0,01');
  });

  it('formats cells by kind', () => {
    expect(formatCell('day', '2024-02-29')).toBe('29-02-2024');
    expect(formatCell('day', 'Tổng')).toBe('Tổng');
    expect(formatCell('datetime', '2024-02-29T16:30:00.000Z')).toBe('29-02-2024 23:30');
    expect(formatCell('percent', 0.5)).toBe('50 %');
    expect(formatCell('integer', null)).toBe('—');
    expect(formatHours(36)).toBe('1 ngày 12 giờ');
    expect(formatHours(5.5)).toBe('5,5 giờ');
    expect(formatHours(0)).toBe('< 0,1 giờ');
  });

  it('sorts rows by a sortable column from the URL, empty cells last', () => {
    const columns = [
      { key: 'name', header: 'Tên', kind: 'text' as const, value: (row: { name: string; rate: number | null }) => row.name, sortable: true },
      { key: 'rate', header: 'Tỷ lệ', kind: 'percent' as const, value: (row: { name: string; rate: number | null }) => row.rate, sortable: true },
    ];
    const rows = [
      { name: 'Ánh', rate: 0.5 },
      { name: 'Bình', rate: null },
      { name: 'An', rate: 0.9 },
    ];
    const params = (sort: string, direction: string) => new URLSearchParams({ sap: sort, chieu: direction });
    expect(sortRows(columns, rows, params('rate', 'giam')).map((row) => row.name)).toEqual(['An', 'Ánh', 'Bình']);
    expect(sortRows(columns, rows, params('rate', 'tang')).map((row) => row.name)).toEqual(['Ánh', 'An', 'Bình']);
    expect(sortRows(columns, rows, params('name', 'tang')).map((row) => row.name)).toEqual(['An', 'Ánh', 'Bình']);
  });
});

describe('untilToday (a time chart ends at today)', () => {
  // 26-11-2026 10:00 in the studio (UTC+7) is 03:00 UTC.
  const now = Date.UTC(2026, 10, 26, 3, 0);
  const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'].map((day) => ({ day }));

  it('keeps the days up to the studio’s today and leaves off the later ones', () => {
    expect(untilToday(days, (row) => row.day, now).map((row) => row.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('keeps the current week or month, which started before today, and rows without a day (a total)', () => {
    const buckets = [{ day: '2026-10-01' }, { day: '2026-11-01' }, { day: '2026-12-01' }, { day: null }];
    expect(untilToday(buckets, (row) => row.day, now)).toEqual([{ day: '2026-10-01' }, { day: '2026-11-01' }, { day: null }]);
  });

  it('counts the day in the studio’s zone: 23:30 UTC on the 26th is already the 27th there', () => {
    expect(untilToday(days, (row) => row.day, Date.UTC(2026, 10, 26, 23, 30)).map((row) => row.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  });
});
