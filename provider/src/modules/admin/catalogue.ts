import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogArea } from '../../../../domain/validation/admin';
import type { Executor } from '../../db/client';
import { categories, customers, locations, productGroups, units } from '../../db/schema';
import { lowerSql } from '../../db/fold';
import { foldedContains, readPage, type PageArgs } from './search';

// The catalogue of /he-thong/quan-ly: customers (guest accounts), locations, categories, units
// and product groups. Records are deactivated, never deleted: tasks and cloud accounts keep
// pointing at them.

export type CatalogSort = 'name' | 'created_at' | 'unit_price';
/** The list's filter as the API takes it (CatalogListInput). */
export type CatalogFilter = PageArgs & { search?: string | null; active?: boolean | null; sort?: CatalogSort | null; descending?: boolean | null };

export const TABLES = { customer: customers, location: locations, category: categories, unit: units, product_group: productGroups } as const;

const productCategory = alias(categories, 'product_category');
const productUnit = alias(units, 'product_unit');

/** The one row shape of every area (GraphQL CatalogEntry); other areas' fields are null. */
function columnsOf(area: CatalogArea) {
  const t = TABLES[area] as typeof locations;
  const base = { id: t.id, name: t.name, active: t.active, created_at: t.createdAt };
  if (area === 'customer') return { ...base, phone: customers.phone, email: customers.email, address: customers.address, note: customers.note };
  if (area === 'product_group') {
    return {
      ...base,
      unit_price: productGroups.unitPrice,
      editor_rate: productGroups.editorRate,
      qa_rate: productGroups.qaRate,
      default_turnaround_hours: productGroups.defaultTurnaroundHours,
      categoryId: productCategory.id,
      categoryName: productCategory.name,
      categoryActive: productCategory.active,
      unitId: productUnit.id,
      unitName: productUnit.name,
      unitActive: productUnit.active,
    };
  }
  return base;
}

type Row = Record<string, unknown> & { categoryId?: number | null; categoryName?: string | null; categoryActive?: boolean | null; unitId?: number | null; unitName?: string | null; unitActive?: boolean | null };

function toEntry(area: CatalogArea, { categoryId, categoryName, categoryActive, unitId, unitName, unitActive, ...rest }: Row) {
  return {
    ...rest,
    created_at: (rest.created_at as Date).toISOString(),
    area,
    category: categoryId == null ? null : { id: categoryId, name: categoryName ?? '', active: categoryActive ?? false },
    unit: unitId == null ? null : { id: unitId, name: unitName ?? '', active: unitActive ?? false },
  } as CatalogEntryRow;
}

export type CatalogEntryRow = {
  id: number;
  area: CatalogArea;
  name: string;
  active: boolean;
  created_at: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  note?: string | null;
  unit_price?: string;
  editor_rate?: string;
  qa_rate?: string;
  default_turnaround_hours?: number;
  category: { id: number; name: string; active: boolean } | null;
  unit: { id: number; name: string; active: boolean } | null;
};

function baseQuery(db: Executor, area: CatalogArea) {
  const query = db.select(columnsOf(area)).from(TABLES[area] as typeof locations).$dynamic();
  if (area !== 'product_group') return query;
  return query.leftJoin(productCategory, eq(productCategory.id, productGroups.categoryId)).leftJoin(productUnit, eq(productUnit.id, productGroups.unitId));
}

export async function listCatalogPage(db: Executor, area: CatalogArea, filter: CatalogFilter) {
  const t = TABLES[area] as typeof locations;
  const conditions: SQL[] = [];
  // Customers' search_text also holds phone and email; the others' holds the name.
  const found = foldedContains(t.searchText, filter.search);
  if (found) conditions.push(found);
  if (typeof filter.active === 'boolean') conditions.push(eq(t.active, filter.active));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = filter.descending ? desc : asc;
  // Names sort as Vietnamese readers expect ('Ảnh' with the a's), not by code point.
  const sortColumn = filter.sort === 'created_at' ? t.createdAt : filter.sort === 'unit_price' && area === 'product_group' ? productGroups.unitPrice : t.searchText;
  const list = baseQuery(db, area).where(where).orderBy(direction(sortColumn), direction(t.id));
  const { items, total } = await readPage(filter, list, db.$count(t, where));
  return { items: (items as Row[]).map((row) => toEntry(area, row)), total };
}

export async function getCatalogEntry(db: Executor, area: CatalogArea, id: number): Promise<CatalogEntryRow | null> {
  const t = TABLES[area] as typeof locations;
  const [row] = await baseQuery(db, area).where(eq(t.id, id)).limit(1);
  return row ? toEntry(area, row as Row) : null;
}

/** Locks the record for the rest of the transaction; null when there is none. */
export async function lockCatalogRow(tx: Executor, area: CatalogArea, id: number): Promise<Record<string, unknown> | null> {
  const t = TABLES[area] as typeof locations;
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return (row as Record<string, unknown> | undefined) ?? null;
}

/** Another record of the area already has this name (case-insensitive). */
export async function nameTaken(db: Executor, area: CatalogArea, name: string, exceptId: number | null) {
  const t = TABLES[area] as typeof locations;
  const same = eq(lowerSql(sql`${t.name}`), name.toLowerCase());
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId === null ? same : and(same, ne(t.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertCatalogRow(tx: Executor, area: CatalogArea, values: Record<string, unknown>): Promise<number> {
  const t = TABLES[area] as typeof locations;
  const [row] = await tx
    .insert(t)
    .values(values as typeof locations.$inferInsert)
    .returning({ id: t.id });
  return row!.id;
}

export async function updateCatalogRow(tx: Executor, area: CatalogArea, id: number, values: Record<string, unknown>) {
  const t = TABLES[area] as typeof locations;
  const stamp = area === 'product_group' ? {} : { updatedAt: new Date() };
  await tx
    .update(t)
    .set({ ...values, ...stamp } as Partial<typeof locations.$inferInsert>)
    .where(eq(t.id, id));
}

export async function listCatalogOptions(db: Executor, area: CatalogArea) {
  const t = TABLES[area] as typeof locations;
  return db.select({ id: t.id, name: t.name, active: t.active }).from(t).where(eq(t.active, true)).orderBy(asc(t.searchText), asc(t.id)).limit(1000);
}

export async function isActiveRecord(db: Executor, area: CatalogArea, id: number) {
  const t = TABLES[area] as typeof locations;
  const [row] = await db.select({ id: t.id }).from(t).where(and(eq(t.id, id), eq(t.active, true))).limit(1);
  return Boolean(row);
}
