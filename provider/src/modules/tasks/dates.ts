import { studioDay, studioDayStart as dayStart, studioDaysLater } from '../../../../domain/studio-time';
import { badInput } from '../../errors';

// The filter bar's days are studio days (domain/studio-time.ts): a day typed as yyyy-MM-dd or
// dd-MM-yyyy, or a full date-time, names the studio day it falls on.
const VN_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Start of the studio day (as a UTC instant) that `value` names; BAD_USER_INPUT when it names none. */
export function studioDayStart(value: string, field: 'startDate' | 'endDate'): Date {
  const text = value.trim();
  const invalid = () => badInput(`${field === 'startDate' ? 'Ngày bắt đầu' : 'Ngày kết thúc'} không hợp lệ`, field);
  const vn = VN_DAY.exec(text);
  let isoDay = text;
  if (vn) isoDay = `${vn[3]}-${vn[2]}-${vn[1]}`;
  else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) throw invalid();
    isoDay = studioDay(new Date(instant));
  }
  const start = dayStart(isoDay);
  if (!start) throw invalid();
  return start;
}

/** [from, to): from the start of the first day to the start of the day after the last one. */
export function studioDayRange(startDate?: string | null, endDate?: string | null): { from?: Date; to?: Date } {
  const from = startDate?.trim() ? studioDayStart(startDate, 'startDate') : undefined;
  const lastDay = endDate?.trim() ? studioDayStart(endDate, 'endDate') : undefined;
  if (from && lastDay && lastDay < from) throw badInput('Ngày kết thúc nhỏ hơn ngày bắt đầu', 'endDate');
  return { from, to: lastDay ? studioDaysLater(lastDay, 1) : undefined };
}
