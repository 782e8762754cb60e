/** @jest-environment node */
import { groupThousands } from '@/domain/number-text';

describe('groupThousands', () => {
  it.each([0, 7, 999, 1000, 20_000, 123_456, 1_234_567, -1, -1234, 9_007_199_254_740_991])("writes %i as toLocaleString('vi-VN') does", (value) => {
    expect(groupThousands(value)).toBe(value.toLocaleString('vi-VN'));
  });

  it('refuses a fraction rather than write it wrong', () => {
    expect(() => groupThousands(1.5)).toThrow('not a whole number');
  });
});
