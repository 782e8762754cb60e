import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, productGroups } from '../../db/schema';

// Catalogue "nhóm hàng": what a file costs the customer and earns the editor and QA.

export async function listActiveProductGroups(db: Executor) {
  return db.select().from(productGroups).where(eq(productGroups.active, true)).orderBy(asc(productGroups.name), asc(productGroups.id));
}

export async function getActiveProductGroup(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.id, id), eq(productGroups.active, true)))
    .limit(1);
  return row ?? null;
}

// Customers ("tài khoản khách"): who a job is for.

export async function listActiveCustomers(db: Executor) {
  return db
    .select({ id: customers.id, name: customers.name, active: customers.active })
    .from(customers)
    .where(eq(customers.active, true))
    .orderBy(asc(customers.name), asc(customers.id));
}

export async function isActiveCustomer(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.active, true)))
    .limit(1);
  return Boolean(row);
}

export async function customersByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: customers.id, name: customers.name, active: customers.active }).from(customers).where(inArray(customers.id, [...ids]));
}
