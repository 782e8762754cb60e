import { and, desc, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { readPage, type PageArgs } from './search';
import { personName } from '../../../../domain/person-name';

// The audit log screen (/he-thong/nhat-ky): newest first, filtered by person, kind and date.

/** The log's filter as the API takes it (AuditLogInput). */
export type AuditFilter = PageArgs & { actor_id?: number | null; entity_type?: string | null; action?: string | null; from?: string | null; to?: string | null };

export async function listAuditPage(db: Executor, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (typeof filter.actor_id === 'number') conditions.push(eq(auditLog.actorId, filter.actor_id));
  if (filter.entity_type) conditions.push(eq(auditLog.entityType, filter.entity_type));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.createdAt, new Date(filter.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const list = db
    .select({ entry: auditLog, actorLast: users.lastName, actorFirst: users.firstName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const { items: rows, total } = await readPage(filter, list.$dynamic(), db.$count(auditLog, where));
  const items = rows.map(({ entry, actorLast, actorFirst }) => ({
    id: entry.id,
    actor: entry.actorId === null ? null : { id: entry.actorId, name: personName(actorLast, actorFirst) },
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
    created_at: entry.createdAt.toISOString(),
  }));
  return { items, total };
}

/**
 * The people who appear in the log (its 'Người thực hiện' filter): each staff account is probed
 * once in audit_log_actor_idx, so the visit costs one index lookup per person however long the
 * log grows, instead of a scan of the whole log (docs/decisions/data-hot-paths.md).
 */
export async function listAuditActors(db: Executor) {
  const rows = await db
    .select({ id: users.id, lastName: users.lastName, firstName: users.firstName })
    .from(users)
    .where(exists(db.select({ one: sql`1` }).from(auditLog).where(eq(auditLog.actorId, users.id))))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map((row) => ({ id: row.id, name: personName(row.lastName, row.firstName) }));
}
