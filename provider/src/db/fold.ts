import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../../domain/fold-text';

// Diacritics-insensitive matching in SQL ('nguyen' finds 'Nguyễn'): translate() every Vietnamese
// letter to its plain form (immutable, no extension: the same on PGlite and PostgreSQL), then
// lower() — which then only meets ASCII (PGlite's C locale lower-cases nothing else). The search
// term is folded by domain/fold-text.ts the same way.

const VOWELS = 'aăâeêioôơuưy';
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

/** Every Vietnamese letter that folds to something else (both cases), with its folded form. */
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

/** The letters are plain Unicode letters (no quotes), so they can be inlined as literals. */
const literal = (text: string) => sql.raw(`'${text}'`);

/** lower(translate(text)): the folded form, e.g. for a stored generated search column. */
export function foldedSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)}))`;
}

/** Lower case with diacritics kept ('ĐỒ GỖ' → 'đồ gỗ'), for case-insensitive unique names. */
export function lowerSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${literal(CASE_FROM)}, ${literal(CASE_TO)}))`;
}
