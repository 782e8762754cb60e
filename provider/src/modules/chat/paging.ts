import { badInput } from '../../errors';
import type { PageArgs } from '../../generated/graphql.generated';

// Cursor paging in the API's shape (totalCount, pageInfo{hasNextPage, endCursor}, edges):
// `last` takes the newest items, `before` continues with older ones. A cursor is the item's id
// as a decimal string; endCursor is the oldest item of the page, so passing it as `before`
// fetches the next older page, and hasNextPage says whether there is one.

export type Page = { last: number; before: number | null };

export function readPage(args: PageArgs | null | undefined, defaults: { last: number; max: number }): Page {
  const last = args?.last ?? defaults.last;
  if (!Number.isInteger(last) || last < 1) throw badInput('Số mục mỗi trang phải là số nguyên dương.', 'last');
  let before: number | null = null;
  if (args?.before !== undefined && args.before !== null) {
    if (!/^[1-9][0-9]{0,9}$/.test(args.before)) throw badInput('Con trỏ phân trang không hợp lệ.', 'before');
    before = Number(args.before);
  }
  return { last: Math.min(last, defaults.max), before };
}

/** Newest-first rows (one extra fetched to learn about older ones) to a connection, oldest first. */
export function toConnection<T extends { id: number }>(newestFirst: T[], page: Page, totalCount: number) {
  const hasNextPage = newestFirst.length > page.last;
  const rows = newestFirst.slice(0, page.last).reverse();
  return {
    totalCount,
    pageInfo: { hasNextPage, endCursor: rows.length ? String(rows[0]!.id) : null },
    edges: rows.map((node) => ({ cursor: String(node.id), node })),
  };
}

/** Rooms stay newest first (the conversation list's order); endCursor is the last, oldest one. */
export function toRoomConnection<T extends { id: number }>(newestFirst: T[], page: Page, totalCount: number) {
  const hasNextPage = newestFirst.length > page.last;
  const rows = newestFirst.slice(0, page.last);
  return {
    totalCount,
    pageInfo: { hasNextPage, endCursor: rows.length ? String(rows.at(-1)!.id) : null },
    edges: rows.map((node) => ({ cursor: String(node.id), node })),
  };
}
