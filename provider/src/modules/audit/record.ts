import type { AuditAction, AuditEntity } from '../../../../domain/audit';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

// Every administrative change writes one audit row in the same transaction as the change, so
// the log never claims a change that was rolled back, nor misses one that was kept.

export type AuditEntry = {
  actorId: number;
  entityType: AuditEntity;
  entityId: number | null;
  action: AuditAction;
  /** One Vietnamese line, e.g. 'Nhóm hàng «Tách nền»: đơn giá 25.000 → 27.000'. */
  summary: string;
  /** The changed values only, as they were and as they became (null for a creation/removal). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
