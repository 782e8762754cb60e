import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, cloudUsers, users } from '../../db/schema';
import { createSession } from '../auth/data';

// A person's own account, staff (users table) or cloud customer (cloud_users table): the
// avatar and password steps are the same on either table.

export type AccountKind = 'staff' | 'cloud';
const TABLE = { staff: users, cloud: cloudUsers } as const;
const SESSION_OWNER = { staff: authSessions.userId, cloud: authSessions.cloudUserId } as const;

/** Points the account at a new avatar URL (or none); returns the previous URL so its file can go. */
export async function replaceAvatarUrl(db: Database, kind: AccountKind, id: number, avatarUrl: string | null) {
  const table = TABLE[kind];
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatarUrl: table.avatarUrl }).from(table).where(eq(table.id, id)).for('update');
    if (!before) return null;
    await tx.update(table).set({ avatarUrl }).where(eq(table.id, id));
    return { previousUrl: before.avatarUrl };
  });
}

/**
 * Sets a new password hash and bumps the token version (every token of the account stops
 * working), revokes every session, and opens one new session for the caller that ends when
 * their old one would have (so 'Ghi nhớ tài khoản' keeps its meaning).
 */
export async function replacePassword(db: Database, kind: AccountKind, id: number, passwordHash: string, callerSessionId: string) {
  const table = TABLE[kind];
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ expiresAt: authSessions.expiresAt }).from(authSessions).where(eq(authSessions.id, callerSessionId)).limit(1);
    const changes = { passwordHash, tokenVersion: sql`${table.tokenVersion} + 1` };
    // A staff user who had to replace a temporary password (an admin's reset) has now done so.
    const [account] = await (kind === 'staff'
      ? tx.update(users).set({ ...changes, mustChangePassword: false }).where(eq(users.id, id)).returning({ tokenVersion: users.tokenVersion })
      : tx.update(cloudUsers).set(changes).where(eq(cloudUsers.id, id)).returning({ tokenVersion: cloudUsers.tokenVersion }));
    if (!current || !account) return null;
    await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(SESSION_OWNER[kind], id), isNull(authSessions.revokedAt)));
    const owner = kind === 'staff' ? { kind, userId: id } : { kind, cloudUserId: id };
    const sessionId = await createSession(tx, owner, current.expiresAt);
    return { sessionId, expiresAt: current.expiresAt, tokenVersion: account.tokenVersion };
  });
}
