import { quotaBytesOf, quotaGbOf } from '@/domain/validation/admin';
import { formatBytes } from '@/domain/validation/cloud-files';

// A cloud account's quota as the admin types it (GB of 1024³ bytes) and as the list prints it.

const GB = 1024 ** 3;

describe('quotaBytesOf', () => {
  it.each([
    ['50', 50 * GB],
    ['1,5', 1.5 * GB],
    [' 1.5 ', 1.5 * GB],
    ['0.01', Math.round(0.01 * GB)],
    ['100000', 100_000 * GB],
  ])('reads %j as %d bytes', (text, bytes) => {
    expect(quotaBytesOf(text)).toBe(bytes);
  });

  it.each(['0', '0,00', '-1', '', 'abc', '1.234', '1e3', '100000.01', '1 000'])('refuses %j', (text) => {
    expect(quotaBytesOf(text)).toBeNull();
  });
});

describe('quotaGbOf and formatBytes', () => {
  it('print a quota back as the admin typed it and as the list shows it', () => {
    expect(quotaGbOf(50 * GB)).toBe('50');
    expect(quotaGbOf(1.5 * GB)).toBe('1.5');
    expect(formatBytes(1.5 * GB)).toBe('1,5 GB');
    expect(formatBytes(Math.round(0.01 * GB))).toBe('10,2 MB');
    expect(formatBytes(102_400)).toBe('100 KB');
  });
});
