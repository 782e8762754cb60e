import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { foldText } from '../../../../domain/fold-text';

// Search and paging for the administration lists. Each searchable table keeps a stored,
// generated `search_text` column (provider/src/db/fold.ts folds it once per write), so a search
// is one LIKE over short plain strings instead of folding every row on every request.

/** `search_text LIKE %term%` with the term folded the same way, or null when there is none. */
export function foldedContains(column: SQL | { name: string }, search: string | null | undefined): SQL | null {
  const term = foldText(search ?? '').slice(0, 100);
  if (!term) return null;
  const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`${column} like ${pattern}`;
}

export const DEFAULT_PAGE_SIZE = 20;

/** The paging fields of every administration list's input (graphql/schema/admin.graphql). */
export type PageArgs = { page?: number | null; page_size?: number | null };

/** 1-based page and a size of 1–100 (default 20), as limit and offset. */
export function paging(input: PageArgs) {
  const size = Math.min(100, Math.max(1, input.page_size ?? DEFAULT_PAGE_SIZE));
  const page = Math.min(100_000, Math.max(1, input.page ?? 1));
  return { limit: size, offset: (page - 1) * size };
}

/**
 * One page of an administration list (`page`, `page_size` of its filter, as `paging` reads them)
 * and how many rows the whole list has, read at the same time. `query` is the list's select with
 * its join, filter and order, made dynamic (`$dynamic()`) so that the page's limit and offset go
 * on here; `total` counts the same filter (`db.$count(table, where)`).
 */
export async function readPage<Query extends PgSelect>(filter: PageArgs, query: Query, total: Promise<number>) {
  const { limit, offset } = paging(filter);
  const [items, count] = await Promise.all([query.limit(limit).offset(offset), total]);
  return { items: items as Awaited<Query>, total: count };
}
