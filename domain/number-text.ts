// A whole number as Vietnamese writes it: thousands grouped with '.' ('20.000', '-1.234'), what
// `toLocaleString('vi-VN')` prints for an integer, without the browser's Intl. The first Intl call
// of a page starts ICU, 100–270 ms of a slowed laptop's main thread before the page answers input,
// so the board's and the gallery's first render use none (docs/decisions/page-weight.md,
// "30-11-2026, afternoon"). Fractions and money keep Intl (domain/money.ts, lib/reports/).
export function groupThousands(value: number): string {
  if (!Number.isInteger(value)) throw new Error(`groupThousands: ${value} is not a whole number`);
  const grouped = groupDigits(String(Math.abs(value)));
  return value < 0 ? `-${grouped}` : grouped;
}

/** A run of digits with '.' between each group of three from the right ('1234567' → '1.234.567'); money too (domain/money.ts). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
