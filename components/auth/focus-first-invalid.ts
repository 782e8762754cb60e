/**
 * After a failed submit, moves focus to the first field (in page order) that has an error, so
 * keyboard and screen-reader users land on what needs fixing.
 */
export function focusFirstInvalid(form: HTMLFormElement, fieldNames: string[]): void {
  const names = new Set(fieldNames);
  const fields = Array.from(form.querySelectorAll<HTMLInputElement>('input[name]'));
  fields.find((field) => names.has(field.name))?.focus();
}
