import { formatDistanceStrict } from 'date-fns';
import { vi } from 'date-fns/locale';
import { relativeTime } from '@/lib/client/relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T10:00:00Z');

  it("says 'vừa xong' for a job made this instant or a few seconds ago, never '0 giây trước'", () => {
    expect(relativeTime('2026-03-10T10:00:00Z', now)).toBe('vừa xong');
    expect(relativeTime('2026-03-10T09:59:20Z', now)).toBe('vừa xong');
  });

  it("says 'vừa xong' for a time slightly ahead of the browser's clock", () => {
    expect(relativeTime('2026-03-10T10:00:05Z', now)).toBe('vừa xong');
  });

  it('counts minutes, hours and days after that', () => {
    expect(relativeTime('2026-03-10T09:59:00Z', now)).toBe('1 phút trước');
    expect(relativeTime('2026-03-10T07:00:00Z', now)).toBe('3 giờ trước');
    expect(relativeTime('2026-03-08T10:00:00Z', now)).toBe('2 ngày trước');
  });
});

describe('relativeTime against date-fns (what it replaced on the board and in the chat)', () => {
  const now = Date.parse('2026-03-10T10:00:00Z');
  const seconds = [45, 59, 60, 89, 90, 150, 3_569, 3_570, 3_600, 5_399, 5_400, 86_369, 86_370, 86_400, 129_600, 2_591_999, 2_592_000, 3_888_000, 31_103_999, 29_808_000, 31_536_000, 47_304_000, 63_072_000, 400_000_000];
  it.each(seconds)('reads the same words %i s ago', (ago) => {
    const iso = new Date(now - ago * 1000).toISOString();
    expect(relativeTime(iso, now)).toBe(formatDistanceStrict(new Date(iso), now, { addSuffix: true, locale: vi }));
  });
});

describe("relativeTime against the browser's Intl.RelativeTimeFormat('vi') (the words it wrote before)", () => {
  const now = Date.parse('2026-03-10T10:00:00Z');
  const format = new Intl.RelativeTimeFormat('vi', { numeric: 'always' });
  const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
    [50, 'second', 50],
    [60 * 7, 'minute', 7],
    [3600 * 5, 'hour', 5],
    [86_400 * 12, 'day', 12],
    [86_400 * 30 * 4, 'month', 4],
    [86_400 * 365 * 3, 'year', 3],
    [86_400 * 365 * 1234, 'year', 1234],
  ];
  it.each(cases)('reads the same words %i s ago (%s)', (ago, unit, count) => {
    expect(relativeTime(new Date(now - ago * 1000).toISOString(), now)).toBe(format.format(-count, unit));
  });
});
