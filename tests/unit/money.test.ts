import { addMoney, formatVnd, fromCents, subtractMoney, toCents } from '@/domain/money';

// Exact money (issue 9): amounts are decimal strings, added as whole cents, never as floats.
describe('money arithmetic', () => {
  it('adds amounts exactly where floats would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney(...Array.from({ length: 1000 }, () => '4000.50'))).toBe('4000500.00');
    expect(addMoney('99999999999999.99', '0.01')).toBe('100000000000000.00');
    expect(addMoney()).toBe('0.00');
  });

  it('subtracts, keeps the sign and reads 0, 1 or 2 decimals', () => {
    expect(subtractMoney('150000', '50000.5')).toBe('99999.50');
    expect(subtractMoney('1', '2.25')).toBe('-1.25');
    expect(toCents('12')).toBe(1200n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('3.100')).toBe(310n);
    expect(fromCents(-5n)).toBe('-0.05');
  });

  it('refuses what is not an amount of at most 2 decimals', () => {
    for (const bad of ['', 'abc', '1.005', '1e3', '1,5']) expect(() => toCents(bad)).toThrow();
  });

  it('formats the sums in VNĐ: integers without decimals, otherwise 2 decimals', () => {
    expect(formatVnd(addMoney('10000', '12001.50', '4000'))).toBe('26.001,50 VNĐ');
    expect(formatVnd(addMoney('60000.25', '59999.75'))).toBe('120.000 VNĐ');
  });
});
