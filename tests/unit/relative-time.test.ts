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
