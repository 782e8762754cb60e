import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Viewer } from '../../context';
import type { Executor } from '../../db/client';
import { authSessions, cloudUsers, roles, users } from '../../db/schema';

export const STAFF_SESSION_HOURS = { remember: 30 * 24, browser: 24 } as const;

export const staffColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  active: users.active,
  roleId: users.roleId,
  avatarUrl: users.avatarUrl,
  level: users.level,
  lastSeenAt: users.lastSeenAt,
  isOffline: users.isOffline,
  tokenVersion: users.tokenVersion,
  mustChangePassword: users.mustChangePassword,
  rejectedAt: users.rejectedAt,
  rejectionReason: users.rejectionReason,
  createdAt: users.createdAt,
  roleName: roles.roleName,
};

export async function findStaffByEmail(db: Executor, email: string) {
  const [row] = await db.select(staffColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findCloudUserByAccount(db: Executor, account: string) {
  const [row] = await db.select().from(cloudUsers).where(eq(sql`lower(${cloudUsers.account})`, account.toLowerCase())).limit(1);
  return row ?? null;
}

export async function createSession(db: Executor, owner: { kind: 'staff'; userId: number } | { kind: 'cloud'; cloudUserId: number }, expiresAt: Date) {
  const [row] = await db
    .insert(authSessions)
    .values({ kind: owner.kind, userId: owner.kind === 'staff' ? owner.userId : null, cloudUserId: owner.kind === 'cloud' ? owner.cloudUserId : null, expiresAt })
    .returning({ id: authSessions.id });
  return row!.id;
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

/** The viewer a token names, if its session is live and its token version current. */
export async function loadViewer(db: Executor, claims: TokenClaims): Promise<Viewer | null> {
  const liveSession = and(eq(authSessions.id, claims.sid), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date()));
  if (claims.kind === 'staff') {
    const [row] = await db
      .select(staffColumns)
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(liveSession, eq(users.id, claims.sub)))
      .limit(1);
    if (!row || !row.active || row.tokenVersion !== claims.ver) return null;
    return { kind: 'staff', user: row, sessionId: claims.sid };
  }
  const [row] = await db
    .select({ cloudUser: cloudUsers })
    .from(authSessions)
    .innerJoin(cloudUsers, eq(cloudUsers.id, authSessions.cloudUserId))
    .where(and(liveSession, eq(cloudUsers.id, claims.sub)))
    .limit(1);
  if (!row || !row.cloudUser.active || row.cloudUser.tokenVersion !== claims.ver) return null;
  return { kind: 'cloud', cloudUser: row.cloudUser, sessionId: claims.sid };
}

export async function insertStaffAccount(db: Executor, values: { email: string; passwordHash: string; firstName: string; lastName: string }) {
  const [row] = await db.insert(users).values({ ...values, active: false, roleId: null }).returning({ id: users.id });
  return row!.id;
}

/** A self-registered cloud account is inactive until an admin approves it (/nguoi-dung-cloud). */
export async function insertCloudAccount(db: Executor, values: { account: string; email: string | null; passwordHash: string; firstName: string; lastName: string }) {
  const [row] = await db.insert(cloudUsers).values({ ...values, active: false, awaitingApproval: true }).returning({ id: cloudUsers.id });
  return row!.id;
}
