import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authSessions, roles, users } from '../../db/schema';
import { createSession, staffColumns } from '../auth/data';

/** Online = seen within the last minute and not flagged offline (docs/decisions/notifications-and-presence.md). */
export const ONLINE_WINDOW_MS = 60_000;

export function isOnline(row: { lastSeenAt: Date | null; isOffline: boolean }, now = Date.now()): boolean {
  return !row.isOffline && row.lastSeenAt !== null && now - row.lastSeenAt.getTime() <= ONLINE_WINDOW_MS;
}

export async function getUserById(db: Executor, id: number) {
  const [row] = await db.select(staffColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id)).limit(1);
  return row ?? null;
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

/** Points the user at a new avatar URL (or none); returns the previous URL so its file can go. */
export async function replaceAvatarUrl(db: Database, id: number, avatarUrl: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, id)).for('update');
    if (!before) return null;
    await tx.update(users).set({ avatarUrl }).where(eq(users.id, id));
    return { previousUrl: before.avatarUrl };
  });
}

export async function getPasswordHash(db: Executor, id: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return row?.passwordHash ?? null;
}

/**
 * Sets a new password hash and bumps the token version (every token of the user stops
 * working), revokes every session, and opens one new session for the caller that ends when
 * their old one would have (so 'Ghi nhớ tài khoản' keeps its meaning).
 */
export async function replacePassword(db: Database, id: number, passwordHash: string, callerSessionId: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ expiresAt: authSessions.expiresAt }).from(authSessions).where(eq(authSessions.id, callerSessionId)).limit(1);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ tokenVersion: users.tokenVersion });
    if (!current || !user) return null;
    await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)));
    const sessionId = await createSession(tx, { kind: 'staff', userId: id }, current.expiresAt);
    return { sessionId, expiresAt: current.expiresAt, tokenVersion: user.tokenVersion };
  });
}
