import { badInput } from '../../errors';

// The filter bar's days are studio days: Asia/Ho_Chi_Minh, UTC+7 all year (no daylight saving
// since 1975), so a fixed offset is exact.
const STUDIO_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const VN_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Start of the studio day (as a UTC instant) that `value` names; BAD_USER_INPUT when it names none. */
export function studioDayStart(value: string, field: 'startDate' | 'endDate'): Date {
  const text = value.trim();
  const invalid = () => badInput(`${field === 'startDate' ? 'Ngày bắt đầu' : 'Ngày kết thúc'} không hợp lệ`, field);
  let parts: [number, number, number] | null = null;
  const iso = ISO_DAY.exec(text);
  const vn = VN_DAY.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (vn) parts = [Number(vn[3]), Number(vn[2]), Number(vn[1])];
  else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    // A full date-time: the studio day it falls on.
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) throw invalid();
    const local = new Date(instant + STUDIO_OFFSET_MS);
    parts = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  }
  if (!parts) throw invalid();
  const [year, month, day] = parts;
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  // Refuses 2025-02-30 and the like, which Date.UTC would roll over.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw invalid();
  return new Date(utcMidnight - STUDIO_OFFSET_MS);
}

/** [from, to): from the start of the first day to the start of the day after the last one. */
export function studioDayRange(startDate?: string | null, endDate?: string | null): { from?: Date; to?: Date } {
  const from = startDate?.trim() ? studioDayStart(startDate, 'startDate') : undefined;
  const lastDay = endDate?.trim() ? studioDayStart(endDate, 'endDate') : undefined;
  if (from && lastDay && lastDay < from) throw badInput('Ngày kết thúc nhỏ hơn ngày bắt đầu', 'endDate');
  return { from, to: lastDay ? new Date(lastDay.getTime() + DAY_MS) : undefined };
}
