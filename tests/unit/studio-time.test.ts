/** @jest-environment node */
import { tzOffset } from '@date-fns/tz/tzOffset';
import { LAST_OFFSET_CHANGE, formatStudioDateTime, studioDateTimeInputValue, studioDateTimeToInstant, studioDay, studioDayStart, studioDaysLater, studioMonth, studioMonthStart, studioWallClock } from '@/domain/studio-time';

// Studio time is Asia/Ho_Chi_Minh's whatever the machine's own zone: each case runs under zones
// on both sides of UTC (Node reads TZ again when it changes).
const machineZones = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(machineZones)('studio time on a machine in %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it('prints an instant as the studio clock reads it', () => {
    expect(formatStudioDateTime('2024-03-09T17:30:00Z')).toBe('10-03-2024 00:30');
    expect(formatStudioDateTime(new Date('2024-12-31T16:59:00Z'))).toBe('31-12-2024 23:59');
    expect(studioWallClock(new Date('2024-03-09T17:30:00Z')).toISOString()).toBe('2024-03-10T00:30:00.000Z');
  });

  it("reads and writes a due time box ('yyyy-MM-ddTHH:mm') on the studio clock", () => {
    expect(studioDateTimeToInstant('2024-03-10T00:30')?.toISOString()).toBe('2024-03-09T17:30:00.000Z');
    expect(studioDateTimeInputValue('2024-03-09T17:30:00Z')).toBe('2024-03-10T00:30');
    for (const text of ['2025-02-29T10:00', '2024-03-10T24:00', '2024-03-10 10:00', '10-03-2024 10:00', '']) expect(studioDateTimeToInstant(text)).toBeNull();
  });

  it('names the studio day and month an instant falls in', () => {
    expect(studioDay(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(studioDay(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(studioMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
  });

  it('starts a studio day at its midnight, and refuses texts that name no day', () => {
    expect(studioDayStart('2024-03-10')?.toISOString()).toBe('2024-03-09T17:00:00.000Z');
    expect(studioDayStart('2024-02-29')?.toISOString()).toBe('2024-02-28T17:00:00.000Z');
    for (const text of ['2025-02-29', '2024-13-01', '2024-3-1', '10-03-2024', '']) expect(studioDayStart(text)).toBeNull();
  });

  it('moves by studio days and months', () => {
    const start = studioDayStart('2024-12-31')!;
    expect(studioDaysLater(start, 1).toISOString()).toBe('2024-12-31T17:00:00.000Z');
    expect(studioDaysLater(start, -31).toISOString()).toBe('2024-11-29T17:00:00.000Z');
    // 1 March 00:30 in the studio is still February in UTC: the month is the studio's.
    expect(studioMonthStart(new Date('2024-02-29T17:30:00Z')).toISOString()).toBe('2024-02-29T17:00:00.000Z');
    expect(studioMonthStart(new Date('2024-02-29T17:30:00Z'), 3).toISOString()).toBe('2023-11-30T17:00:00.000Z');
  });
});

describe("the zone's offset after its last change (1975) without asking the platform", () => {
  it('agrees with the platform (tzOffset) from the change to 2100, hour by hour around the change and every ten days after', () => {
    const around = Array.from({ length: 48 }, (_, hour) => LAST_OFFSET_CHANGE + (hour - 24) * 3_600_000);
    const after = Array.from({ length: 4600 }, (_, step) => LAST_OFFSET_CHANGE + step * 10 * 86_400_000 + (step % 24) * 3_600_000);
    for (const time of [...around, ...after]) {
      const instant = new Date(time);
      expect(studioWallClock(instant).getTime() - time).toBe(tzOffset('Asia/Ho_Chi_Minh', instant) * 60_000);
    }
  });

  it('still asks for earlier instants (+08:00 just before the change)', () => {
    expect(formatStudioDateTime(new Date(LAST_OFFSET_CHANGE - 60_000))).toBe('12-06-1975 23:59');
    expect(formatStudioDateTime(new Date(LAST_OFFSET_CHANGE))).toBe('12-06-1975 23:00');
  });
});
