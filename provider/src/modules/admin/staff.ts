import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import type { Executor } from '../../db/client';
import { authSessions, roles, users } from '../../db/schema';
import { staffColumns } from '../auth/data';
import { foldedContains, readPage, type PageArgs } from './search';
import { personName } from '../../../../domain/person-name';

// Staff accounts as the admin manages them (/nguoi-dung-va-nhan-vien, /phe-duyet-tai-khoan).

/** The list's filter as the API takes it (StaffListInput). */
export type StaffListFilter = PageArgs & { search?: string | null; role_id?: number | null; active?: boolean | null };

/** Approved staff (a role chosen); pending and refused registrations are on /phe-duyet-tai-khoan. */
export async function listStaffPage(db: Executor, filter: StaffListFilter) {
  const conditions: SQL[] = [sql`${users.roleId} is not null`];
  const found = foldedContains(users.searchText, filter.search);
  if (found) conditions.push(found);
  if (typeof filter.role_id === 'number') conditions.push(eq(users.roleId, filter.role_id));
  if (typeof filter.active === 'boolean') conditions.push(eq(users.active, filter.active));
  const where = and(...conditions);
  // search_text starts with the folded family name: Vietnamese order ('Đặng' among the d's).
  const list = db.select(staffColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(where).orderBy(asc(users.searchText), asc(users.id));
  return readPage(filter, list.$dynamic(), db.$count(users, where));
}

export async function listPendingRegistrations(db: Executor) {
  const rows = await db
    .select({ id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName, created_at: users.createdAt })
    .from(users)
    .where(and(eq(users.active, false), isNull(users.roleId), isNull(users.rejectedAt)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(500);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The account row, locked for the rest of the transaction. */
export async function lockUser(tx: Executor, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * The ids of the active admins, locked: two admins demoting each other at the same moment
 * queue up here, so one of them always stays.
 */
export async function lockActiveAdminIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Every token of the user stops working and every session is revoked. */
export async function endStaffSessions(tx: Executor, id: number) {
  await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
  await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)));
}

export async function updateStaffRow(tx: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

export async function insertStaffRow(tx: Executor, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** 12 characters from a CSPRNG, without look-alikes (0/O, 1/l/I), for reading aloud or copying. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A staff or cloud row's name, family name first (domain/person-name.ts). */
export function fullName(row: { lastName: string | null; firstName: string | null }) {
  return personName(row.lastName, row.firstName);
}
