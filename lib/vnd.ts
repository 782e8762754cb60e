/**
 * An exact decimal string as VNĐ (SPEC.md section 5: integers without decimals, otherwise 2),
 * by string arithmetic so no float ever rounds it: '25000' → '25.000 VNĐ', '4000.5' → '4.000,50 VNĐ'.
 */
export function formatVnd(value: string): string {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  const negative = whole.startsWith('-');
  const digits = (negative ? whole.slice(1) : whole).replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${negative ? '-' : ''}${grouped}${cents === '00' ? '' : `,${cents}`} VNĐ`;
}
