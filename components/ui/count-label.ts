/** Badge text for a count: at most '99+' (badges stop at 99, docs/decisions/product-rules.md). */
export function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
