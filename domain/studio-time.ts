import { tz, TZDate, tzOffset } from '@date-fns/tz';
import { addDays, startOfMonth, subMonths } from 'date-fns';

// Dates as the studio reads them: days, months and clock times in Asia/Ho_Chi_Minh, whatever the
// time zone of the server, the provider or the browser (so the server's HTML and the browser
// print the same text). The zone's rules come from @date-fns/tz (the platform's time-zone data),
// not from an offset written here. Clock texts are built from the zone's offset at the instant
// rather than with date-fns' format(…, { in }): a 100,000-row export prints two per row, and
// format costs many times more (bench/studio-time; docs/decisions/studio-time.md).

export const STUDIO_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const inStudio = { in: tz(STUDIO_TIME_ZONE) };

const pad = (value: number) => String(value).padStart(2, '0');

// The zone's offset, asked once per UTC hour: Asia/Ho_Chi_Minh's offsets since 1911 are whole
// hours and changed on whole hours (the last time in 1975), so an hour never holds two offsets.
const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();
function offsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offset = tzOffset(STUDIO_TIME_ZONE, instant);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The studio's wall-clock time at `instant` as a zone-less date: its UTC fields read the studio's
 * clock (what a spreadsheet cell, which has no time zone, should show).
 */
export function studioWallClock(instant: Date): Date {
  return new Date(instant.getTime() + offsetMinutes(instant) * 60_000);
}

/** 'dd-MM-yyyy HH:mm' in the studio's time zone. */
export function formatStudioDateTime(value: string | Date): string {
  const local = studioWallClock(new Date(value));
  return `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The studio day ('yyyy-MM-dd') an instant falls on. */
export function studioDay(instant: Date = new Date()): string {
  return studioWallClock(instant).toISOString().slice(0, 10);
}

/** The studio month ('yyyy-MM') an instant falls in. */
export function studioMonth(instant: Date = new Date()): string {
  return studioDay(instant).slice(0, 7);
}

/** The instant a studio day ('yyyy-MM-dd') starts; null when the text names no day (2025-02-30, 2025-2-1). */
export function studioDayStart(isoDay: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, day, STUDIO_TIME_ZONE);
  // A day that does not exist rolls over (2025-02-30 → 2 March): refuse it instead.
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== day) return null;
  return new Date(start.getTime());
}

/** The start of the studio day `days` after (or, negative, before) the one that starts at `dayStart`. */
export function studioDaysLater(dayStart: Date, days: number): Date {
  return new Date(addDays(dayStart, days, inStudio).getTime());
}

/** The start of the studio month `monthsBefore` months before the one `instant` falls in. */
export function studioMonthStart(instant: Date, monthsBefore = 0): Date {
  return new Date(startOfMonth(subMonths(instant, monthsBefore, inStudio), inStudio).getTime());
}
