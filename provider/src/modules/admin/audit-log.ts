import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { paging } from './search';

// The audit log screen (/he-thong/nhat-ky): newest first, filtered by person, kind and date.

export type AuditFilter = { actorId?: number | null; entityType?: string | null; action?: string | null; from?: string | null; to?: string | null; page?: number | null; pageSize?: number | null };

export async function listAuditPage(db: Executor, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (typeof filter.actorId === 'number') conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.createdAt, new Date(filter.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = paging({ page: filter.page, page_size: filter.pageSize });
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorLast: users.lastName, actorFirst: users.firstName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map(({ entry, actorLast, actorFirst }) => ({
    id: entry.id,
    actor: entry.actorId === null ? null : { id: entry.actorId, name: `${actorLast ?? ''} ${actorFirst ?? ''}`.trim() },
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
    created_at: entry.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

export async function listAuditActors(db: Executor) {
  const rows = await db
    .selectDistinct({ id: users.id, lastName: users.lastName, firstName: users.firstName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map((row) => ({ id: row.id, name: `${row.lastName} ${row.firstName}` }));
}
