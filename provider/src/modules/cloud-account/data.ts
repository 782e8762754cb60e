import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authSessions, cloudUsers } from '../../db/schema';
import { createSession } from '../auth/data';

// The cloud user's own account: the same steps as a staff user's (modules/users/data.ts), on
// the cloud_users table.

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

/** Points the cloud user at a new avatar URL (or none); returns the previous URL so its file can go. */
export async function replaceCloudAvatarUrl(db: Database, id: number, avatarUrl: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatarUrl: cloudUsers.avatarUrl }).from(cloudUsers).where(eq(cloudUsers.id, id)).for('update');
    if (!before) return null;
    await tx.update(cloudUsers).set({ avatarUrl }).where(eq(cloudUsers.id, id));
    return { previousUrl: before.avatarUrl };
  });
}

/**
 * Sets a new password hash and bumps the token version (every token of the cloud user stops
 * working), revokes every session, and opens one new session for the caller that ends when
 * their old one would have.
 */
export async function replaceCloudPassword(db: Database, id: number, passwordHash: string, callerSessionId: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ expiresAt: authSessions.expiresAt }).from(authSessions).where(eq(authSessions.id, callerSessionId)).limit(1);
    const [user] = await tx
      .update(cloudUsers)
      .set({ passwordHash, tokenVersion: sql`${cloudUsers.tokenVersion} + 1` })
      .where(eq(cloudUsers.id, id))
      .returning({ tokenVersion: cloudUsers.tokenVersion });
    if (!current || !user) return null;
    await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.cloudUserId, id), isNull(authSessions.revokedAt)));
    const sessionId = await createSession(tx, { kind: 'cloud', cloudUserId: id }, current.expiresAt);
    return { sessionId, expiresAt: current.expiresAt, tokenVersion: user.tokenVersion };
  });
}
