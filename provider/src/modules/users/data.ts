import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../../db/schema';
import { staffColumns } from '../auth/data';

/** Online = seen within the last minute and not flagged offline (docs/decisions/notifications-and-presence.md). */
export const ONLINE_WINDOW_MS = 60_000;

export function isOnline(row: { lastSeenAt: Date | null; isOffline: boolean }, now = Date.now()): boolean {
  return !row.isOffline && row.lastSeenAt !== null && now - row.lastSeenAt.getTime() <= ONLINE_WINDOW_MS;
}

export async function getUserById(db: Executor, id: number) {
  const [row] = await db.select(staffColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Staff rows by id, in one query (the per-request loaders of tasks and chat batch through it). */
export async function usersByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, [...ids]));
}

/** An account awaiting approval: never activated, so it has no role yet (a deactivated one keeps its role). */
export function isAwaitingApproval(row: { active: boolean; roleId: number | null }): boolean {
  return !row.active && row.roleId === null;
}

export async function listUsers(db: Executor, filter: { active?: boolean | null; roleId?: number | null; withoutAwaitingApproval?: boolean }) {
  const conditions: SQL[] = [];
  if (filter.withoutAwaitingApproval) conditions.push(or(eq(users.active, true), isNotNull(users.roleId))!);
  if (typeof filter.active === 'boolean') conditions.push(eq(users.active, filter.active));
  if (typeof filter.roleId === 'number') conditions.push(eq(users.roleId, filter.roleId));
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function touchLastSeen(db: Executor, id: number, goingOffline: boolean) {
  const [row] = await db.update(users).set({ lastSeenAt: new Date(), isOffline: goingOffline }).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function updateProfile(db: Executor, id: number, names: { firstName: string; lastName: string }) {
  const [row] = await db.update(users).set(names).where(eq(users.id, id)).returning({ id: users.id });
  return row ? getUserById(db, row.id) : null;
}

export async function getPasswordHash(db: Executor, id: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return row?.passwordHash ?? null;
}
