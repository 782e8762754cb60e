/**
 * Text folded for matching what people type: lower case, without Vietnamese diacritics
 * ('Lê Biên Tập' and 'le bien tap' match), trimmed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}
