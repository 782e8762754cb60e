/** Badge text for a count: at most '99+' (SPEC.md section 9 caps the chat badge at 99). */
export function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
