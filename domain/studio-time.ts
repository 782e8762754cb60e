// The subpath keeps the rest of the package (its TZDate classes) out of the browser's bundle.
import { tzOffset } from '@date-fns/tz/tzOffset';

// Dates as the studio reads them: days, months and clock times in Asia/Ho_Chi_Minh, whatever the
// time zone of the server, the provider or the browser (so the server's HTML and the browser
// print the same text). The zone's offset at each instant comes from @date-fns/tz's tzOffset (the
// platform's time-zone data), not from a number written here; the rest is calendar arithmetic on
// the studio's wall clock. Why not TZDate and date-fns' `in` option: they cost every page that
// prints a time 1.7 kB more gzipped, and date-fns' format with a zone costs a clock text tens of
// times more (bench/studio-time, docs/decisions/studio-time.md).

export const STUDIO_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const pad = (value: number) => String(value).padStart(2, '0');

// The zone's offset, asked once per UTC hour: Asia/Ho_Chi_Minh's offsets since 1911 are whole
// hours and changed on whole hours (the last time in 1975), so an hour never holds two offsets.
const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();
// Since its last change (13 June 1975, 00:00 at +08:00) the zone has been +07:00 with no summer
// time: instants from then on take that offset without asking the platform. Asking means Intl,
// and a page's first Intl call starts ICU — 100–270 ms of a slowed laptop's main thread before the
// board or the gallery answers input (docs/decisions/studio-time.md). Earlier instants still ask;
// tests/unit/studio-time.test.ts checks the two agree.
export const LAST_OFFSET_CHANGE = Date.UTC(1975, 5, 12, 16);
const OFFSET_SINCE_LAST_CHANGE = 7 * 60;
function offsetMinutes(instant: Date): number {
  if (instant.getTime() >= LAST_OFFSET_CHANGE) return OFFSET_SINCE_LAST_CHANGE;
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

/**
 * The instant the studio's clock reads `wall` (a zone-less time whose UTC fields are the clock's).
 * The offset is asked at the wall time, then at the instant that gives, so a change of offset in
 * between is taken into account.
 */
function fromWallClock(wall: number): Date {
  const guess = wall - offsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(new Date(guess)) * 60_000);
}

/** The instant a studio day ('yyyy-MM-dd') starts; null when the text names no day (2025-02-30, 2025-2-1). */
export function studioDayStart(isoDay: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const wall = new Date(Date.UTC(year, month - 1, day));
  // A day that does not exist rolls over (2025-02-30 → 2 March): refuse it instead.
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return null;
  return fromWallClock(wall.getTime());
}

/** The same studio clock time `days` days later (or, negative, earlier): a day's start gives a day's start. */
export function studioDaysLater(instant: Date, days: number): Date {
  const wall = studioWallClock(instant);
  wall.setUTCDate(wall.getUTCDate() + days);
  return fromWallClock(wall.getTime());
}

/** The start of the studio month `monthsBefore` months before the one `instant` falls in. */
export function studioMonthStart(instant: Date, monthsBefore = 0): Date {
  const wall = studioWallClock(instant);
  return fromWallClock(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - monthsBefore, 1));
}

const WALL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a studio clock reading 'yyyy-MM-ddTHH:mm' (a datetime-local input's value) names;
 * null when it names no time (2026-02-30T10:00, 25:00).
 */
export function studioDateTimeToInstant(text: string): Date | null {
  const match = WALL_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day || wall.getUTCHours() !== hour || wall.getUTCMinutes() !== minute) return null;
  return fromWallClock(wall.getTime());
}

/** An instant as a datetime-local input's value ('yyyy-MM-ddTHH:mm') on the studio's clock. */
export function studioDateTimeInputValue(value: string | Date): string {
  return studioWallClock(new Date(value)).toISOString().slice(0, 16);
}
