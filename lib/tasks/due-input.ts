// 'Hạn hoàn thành' typed as a day (dd-MM-yyyy) and a time (HH:mm, 24 hours) on the studio's
// clock, whatever the browser's language: the native datetime-local box showed 'mm/dd/yyyy,
// --:-- --' in an English browser. The task form keeps one value, 'yyyy-MM-ddTHH:mm' (what
// domain/validation/task.ts reads); anything else it refuses with 'Hạn hoàn thành không hợp lệ'.
import { isoDateToVn, vnDateToIso } from './filter';

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Digits typed into the time box with the colon added: '173' → '17:3', '1730' → '17:30'. */
export function maskTimeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** The form's value as the two boxes show it; '' (no due time) is two empty boxes. */
export function splitDueInput(value: string): { day: string; time: string } {
  const match = WALL.exec(value.trim());
  return match ? { day: isoDateToVn(match[1]!), time: match[2]! } : { day: '', time: '' };
}

/**
 * The two boxes as the form's value: '' when both are empty, 'yyyy-MM-ddTHH:mm' when they name a
 * day and a time, otherwise what was typed (which the form refuses, so the problem shows).
 */
export function joinDueInput(day: string, time: string): string {
  if (day.trim() === '' && time.trim() === '') return '';
  const iso = vnDateToIso(day);
  return iso && TIME.test(time.trim()) ? `${iso}T${time.trim()}` : `${day.trim()} ${time.trim()}`;
}
