// Money as the studio reads it (docs/decisions/reports.md): VNĐ, integers without decimals, otherwise
// 2 decimals. Amounts travel as decimal strings ('1234567.5') and are never turned into floats.
import { groupDigits } from './number-text';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '1234567.5' → '1.234.567,50 VNĐ'; '250000.00' → '250.000 VNĐ'. Anything else is shown as it is. */
export function formatVnd(amount: string | null | undefined, { unit = true }: { unit?: boolean } = {}): string {
  if (amount == null || amount === '') return '';
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const grouped = groupDigits(whole!.replace(/^0+(?=\d)/, ''));
  const isZero = /^0*$/.test(whole!) && /^0*$/.test(fraction);
  const text = `${isZero ? '' : sign}${grouped}${/^0*$/.test(fraction) ? '' : `,${cents}`}`;
  return unit ? `${text} VNĐ` : text;
}

// Exact arithmetic on amounts with at most 2 decimals (numeric(…, 2) in the database): whole
// cents as BigInt, so sums of any length are exact to the đồng.

/** '1234.5' → 123450n (cents). Throws on anything that is not a decimal with ≤ 2 decimals. */
export function toCents(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match || (match[3]?.replace(/0+$/, '').length ?? 0) > 2) throw new Error(`Not an amount with at most 2 decimals: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return sign ? -cents : cents;
}

/** 123450n → '1234.50'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Exact sum of decimal strings. */
export function addMoney(...amounts: string[]): string {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));
}

/** Exact a − b. */
export function subtractMoney(a: string, b: string): string {
  return fromCents(toCents(a) - toCents(b));
}
