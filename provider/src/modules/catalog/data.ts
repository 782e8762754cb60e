import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productGroups } from '../../db/schema';

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
