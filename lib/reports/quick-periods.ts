import { studioDay } from '../../domain/studio-time';

// The report filter's quick choices (docs/decisions/reports.md): this month and this year end
// today — a report never runs into days that have not happened — last month is whole.

export type QuickPeriod = { key: 'this-month' | 'last-month' | 'this-year'; label: string; from: string; to: string };

const vn = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** The three quick periods as dd-MM-yyyy days, seen from `now` in the studio's calendar. */
export function quickPeriods(now: Date = new Date()): QuickPeriod[] {
  const today = studioDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const lastDay = new Date(Date.UTC(lastYear, lastMonth, 0)).getUTCDate();
  return [
    { key: 'this-month', label: 'Tháng này', from: vn(`${today.slice(0, 7)}-01`), to: vn(today) },
    { key: 'last-month', label: 'Tháng trước', from: `01-${pad(lastMonth)}-${lastYear}`, to: `${pad(lastDay)}-${pad(lastMonth)}-${lastYear}` },
    { key: 'this-year', label: 'Năm nay', from: `01-01-${year}`, to: vn(today) },
  ];
}
