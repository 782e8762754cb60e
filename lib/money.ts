// Money as the studio reads it (SPEC.md section 5): VNĐ, integers without decimals, otherwise
// 2 decimals. Amounts travel as decimal strings ('1234567.5') and are never turned into floats.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '1234567.5' → '1.234.567,50 VNĐ'; '250000.00' → '250.000 VNĐ'. Anything else is shown as it is. */
export function formatVnd(amount: string | null | undefined, { unit = true }: { unit?: boolean } = {}): string {
  if (amount == null || amount === '') return '';
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const grouped = whole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const isZero = /^0*$/.test(whole!) && /^0*$/.test(fraction);
  const text = `${isZero ? '' : sign}${grouped}${/^0*$/.test(fraction) ? '' : `,${cents}`}`;
  return unit ? `${text} VNĐ` : text;
}
