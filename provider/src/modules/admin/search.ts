import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../../../lib/fold-text';

// Diacritics-insensitive search for the administration lists ('nguyen' finds 'Nguyễn'). The
// database folds the stored text with translate() (immutable, no extension needed, the same on
// PGlite and PostgreSQL) and the search term is folded by lib/fold-text.ts in the same way.

const VOWELS = 'aăâeêioôơuưy';
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

/** Every Vietnamese letter with a diacritic, lower and upper case, and what it folds to. */
const FOLD_PAIRS: [string, string][] = (() => {
  const letters = new Set<string>(['đ', 'Đ']);
  for (const vowel of VOWELS) {
    for (const tone of TONES) {
      const lower = (vowel + tone).normalize('NFC');
      letters.add(lower);
      letters.add(lower.toUpperCase());
    }
  }
  return [...letters].filter((ch) => foldText(ch) !== ch).map((ch) => [ch, foldText(ch)]);
})();
const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join('');
const FOLD_TO = FOLD_PAIRS.map(([, to]) => to).join('');

const UPPER = FOLD_PAIRS.map(([from]) => from).filter((ch) => ch !== ch.toLowerCase());
const CASE_FROM = UPPER.join('');
const CASE_TO = UPPER.map((ch) => ch.toLowerCase()).join('');

/** Lower case with diacritics kept ('ĐỒ GỖ' → 'đồ gỗ'), for case-insensitive unique names. */
export function lowerSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${CASE_FROM}::text, ${CASE_TO}::text))`;
}

/**
 * lower(translate(text)): translate first, so lower() only meets ASCII letters (PGlite's C
 * locale lower-cases nothing else).
 */
export function foldedSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${FOLD_FROM}::text, ${FOLD_TO}::text))`;
}

/** `folded LIKE %term%`, or null when there is nothing to search for. */
export function foldedContains(expression: SQL, search: string | null | undefined): SQL | null {
  const term = foldText(search ?? '').slice(0, 100);
  if (!term) return null;
  const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`${foldedSql(expression)} like ${pattern}`;
}

export const DEFAULT_PAGE_SIZE = 20;

/** 1-based page and a size of 1–100 (default 20), as limit and offset. */
export function paging(input: { page?: number | null; page_size?: number | null }) {
  const size = Math.min(100, Math.max(1, input.page_size ?? DEFAULT_PAGE_SIZE));
  const page = Math.min(100_000, Math.max(1, input.page ?? 1));
  return { limit: size, offset: (page - 1) * size };
}
