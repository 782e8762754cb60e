import { and, asc, count, eq, inArray, isNull, max, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions, cloudFiles, cloudUsers, customers } from '../../db/schema';
import { foldedContains, readPage, type PageArgs } from './search';

// Customers' cloud accounts as the admin manages them (/nguoi-dung-cloud).

const listColumns = {
  id: cloudUsers.id,
  account: cloudUsers.account,
  first_name: cloudUsers.firstName,
  last_name: cloudUsers.lastName,
  active: cloudUsers.active,
  awaiting_approval: cloudUsers.awaitingApproval,
  quotaBytes: cloudUsers.quotaBytes,
  created_at: cloudUsers.createdAt,
  customerId: customers.id,
  customerName: customers.name,
  customerActive: customers.active,
};

type ListRow = { id: number; quotaBytes: number; created_at: Date; customerId: number | null; customerName: string | null; customerActive: boolean | null };
type Usage = { fileCount: number; usedBytes: number; lastUploadAt: Date | null };
const NO_USAGE: Usage = { fileCount: 0, usedBytes: 0, lastUploadAt: null };

function toAdminCloudUser<T extends ListRow>({ quotaBytes, created_at, customerId, customerName, customerActive, ...rest }: T, usage: Usage = NO_USAGE) {
  return {
    ...rest,
    created_at: created_at.toISOString(),
    quota_bytes: String(quotaBytes),
    file_count: usage.fileCount,
    used_bytes: String(usage.usedBytes),
    last_upload_at: usage.lastUploadAt?.toISOString() ?? null,
    customer: customerId === null ? null : { id: customerId, name: customerName ?? '', active: customerActive ?? false },
  };
}

/**
 * Files, space and last upload of the listed accounts in one grouped query (cloud_files_owner_idx),
 * counted as the upload path counts them (cloud-files/data.ts usageOf): space by declared size of
 * every file, files and last upload by finished ones.
 */
export async function usageOfCloudUsers(db: Executor, ids: readonly number[]): Promise<Map<number, Usage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cloudFiles.cloudUserId, used: sum(cloudFiles.size), files: count(cloudFiles.completedAt), last: max(cloudFiles.completedAt) })
    .from(cloudFiles)
    .where(inArray(cloudFiles.cloudUserId, [...ids]))
    .groupBy(cloudFiles.cloudUserId);
  return new Map(rows.map((row) => [row.id, { usedBytes: Number(row.used ?? 0), fileCount: Number(row.files), lastUploadAt: row.last ?? null }]));
}

async function withUsage<T extends ListRow>(db: Executor, rows: T[]) {
  const usage = await usageOfCloudUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminCloudUser(row, usage.get(row.id)));
}

/** The list's filter as the API takes it (CloudUserListInput). */
export type CloudUserFilter = PageArgs & { search?: string | null; active?: boolean | null; awaiting_approval?: boolean | null };

export async function listCloudUserPage(db: Executor, filter: CloudUserFilter) {
  const conditions: SQL[] = [];
  const found = foldedContains(cloudUsers.searchText, filter.search);
  if (found) conditions.push(found);
  if (typeof filter.active === 'boolean') conditions.push(eq(cloudUsers.active, filter.active));
  if (typeof filter.awaiting_approval === 'boolean') conditions.push(eq(cloudUsers.awaitingApproval, filter.awaiting_approval));
  const where = conditions.length ? and(...conditions) : undefined;
  const list = db
    .select(listColumns)
    .from(cloudUsers)
    .leftJoin(customers, eq(customers.id, cloudUsers.customerId))
    .where(where)
    // Accounts awaiting approval first: they are what the admin came for.
    .orderBy(sql`${cloudUsers.awaitingApproval} desc`, asc(cloudUsers.account), asc(cloudUsers.id));
  const { items, total } = await readPage(filter, list.$dynamic(), db.$count(cloudUsers, where));
  return { items: await withUsage(db, items), total };
}

export async function getAdminCloudUser(db: Executor, id: number) {
  const [row] = await db.select(listColumns).from(cloudUsers).leftJoin(customers, eq(customers.id, cloudUsers.customerId)).where(eq(cloudUsers.id, id)).limit(1);
  return row ? ((await withUsage(db, [row]))[0] ?? null) : null;
}

export async function lockCloudUser(tx: Executor, id: number) {
  const [row] = await tx.select().from(cloudUsers).where(eq(cloudUsers.id, id)).for('update');
  return row ?? null;
}

export async function updateCloudUserRow(tx: Executor, id: number, values: Partial<typeof cloudUsers.$inferInsert>) {
  await tx.update(cloudUsers).set(values).where(eq(cloudUsers.id, id));
}

/** Every token of the cloud account stops working and every session is revoked. */
export async function endCloudSessions(tx: Executor, id: number) {
  await tx.update(cloudUsers).set({ tokenVersion: sql`${cloudUsers.tokenVersion} + 1` }).where(eq(cloudUsers.id, id));
  await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.cloudUserId, id), isNull(authSessions.revokedAt)));
}

export async function getCustomerName(tx: Executor, id: number) {
  const [row] = await tx.select({ name: customers.name, active: customers.active }).from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}
