import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cloudUsers } from '../../db/schema';

// The cloud user's own account. The avatar and password steps are shared with staff
// (modules/users/own-account.ts).

export async function getCloudUserById(db: Executor, id: number) {
  const [row] = await db.select().from(cloudUsers).where(eq(cloudUsers.id, id)).limit(1);
  if (!row) return null;
  const { searchText: _searchText, ...user } = row;
  return user;
}

export async function updateCloudProfile(db: Executor, id: number, names: { firstName: string; lastName: string }) {
  const [row] = await db.update(cloudUsers).set(names).where(eq(cloudUsers.id, id)).returning({ id: cloudUsers.id });
  return row ? getCloudUserById(db, row.id) : null;
}
