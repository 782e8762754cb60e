import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CloudBatchRow } from '../../db/rows';
import { cloudBatches, deliveries, tasks } from '../../db/schema';
import { BATCH_LINK_MESSAGES } from '../../../../domain/batch-link';
import { appError, badInput, notFound } from '../../errors';
import { batchColumns } from './data';

// "Whose job is this" (docs/decisions/one-job-per-batch.md): a job belongs to the customer whose
// batch is linked to the top of its revision chain, and to nobody else. Every rule that asks it —
// delivery, gallery, ZIP, proofing, originals — joins through `jobBatchJoin`; the unique index
// cloud_batches_task_idx (migration 0033) keeps it to one batch, and `checkBatchLink` is the one
// place a batch's link to a job is made or moved.

/** The top of a job's revision chain (the job itself for an ordinary job); `taskId` may be an outer column. */
export const chainRoot = (taskId: SQL | AnyColumn | number) =>
  sql<number>`(with recursive up(id, parent_id, depth) as (
    select r.id, r.parent_task_id, 0 from tasks r where r.id = ${taskId}
    union all select p.id, p.parent_task_id, up.depth + 1 from tasks p join up on p.id = up.parent_id where up.depth < 100
  ) select id from up order by depth desc limit 1)`;

/** Every job of a chain from its top down (tasks_parent_idx), as a subquery of ids. */
export const chainBelow = (rootIds: SQL) =>
  sql`(with recursive down(id, depth) as (
    select r.id, 0 from tasks r where r.id in ${rootIds}
    union all select c.id, down.depth + 1 from tasks c join down on c.parent_task_id = down.id where down.depth < 100
  ) select id from down)`;

/** The join condition "this batch is the one of the job `taskId`'s customer" (its chain's top's batch). */
export const jobBatchJoin = (taskId: SQL | AnyColumn | number) => eq(cloudBatches.taskId, chainRoot(taskId));

/** The batch a job was made from (for a revision job: its chain's original job's batch), if any. */
export async function findJobBatch(db: Executor, taskId: number): Promise<CloudBatchRow | null> {
  const [row] = await db.select(batchColumns).from(cloudBatches).leftJoin(tasks, eq(tasks.id, cloudBatches.taskId)).where(jobBatchJoin(taskId)).limit(1);
  return row ?? null;
}

/** Whether any job of `taskId`'s chain (from its top down) was delivered. */
export async function chainDelivered(db: Executor, taskId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(deliveries)
    .where(sql`${deliveries.taskId} in ${chainBelow(sql`(${chainRoot(taskId)})`)}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * May `batch` be linked to the job `task` (a new one from create_task, or an existing one from
 * link_cloud_batch_task; `task` null for a job about to be created)? Throws the refusal (CONFLICT, Vietnamese message), else returns. Call it
 * inside the transaction, with the batch row locked (lockBatch), so two admins cannot both pass.
 * - not while the customer is still uploading (or before any file arrived);
 * - one job per batch: a batch already linked keeps its job, unless moving it is a harmless fix
 *   of a slip (the old job's chain was never delivered); a link never moves after a delivery;
 * - one customer per job: a job already linked to another batch, or a revision job (its
 *   customer is its chain's), is refused; so is one already delivered.
 */
export async function checkBatchLink(
  db: Executor,
  batch: CloudBatchRow,
  stats: { fileCount: number; uploadingCount: number },
  task: { id: number; parentTaskId: number | null } | null,
): Promise<void> {
  if (stats.uploadingCount > 0) throw appError('CONFLICT', BATCH_LINK_MESSAGES.uploading);
  if (stats.fileCount === 0) throw appError('CONFLICT', BATCH_LINK_MESSAGES.empty);
  if (task === null) {
    if (batch.taskId !== null) throw appError('CONFLICT', BATCH_LINK_MESSAGES.hasJob(batch.taskId));
    return;
  }
  if (batch.taskId === task.id) return;
  if (batch.taskId !== null && (await chainDelivered(db, batch.taskId))) throw appError('CONFLICT', BATCH_LINK_MESSAGES.delivered(batch.taskId));
  if (task.parentTaskId !== null) throw badInput(BATCH_LINK_MESSAGES.revisionJob, 'taskId');
  const [other] = await db
    .select({ id: cloudBatches.id })
    .from(cloudBatches)
    .where(and(eq(cloudBatches.taskId, task.id), sql`${cloudBatches.id} <> ${batch.id}`))
    .limit(1);
  if (other) throw appError('CONFLICT', BATCH_LINK_MESSAGES.taskHasBatch(task.id, other.id));
  if (await chainDelivered(db, task.id)) throw appError('CONFLICT', BATCH_LINK_MESSAGES.delivered(task.id));
}

/** The batch, its row locked for the rest of the transaction (a concurrent link waits, then sees this one's); NOT_FOUND if missing. */
export async function lockedBatch(db: Executor, batchId: number): Promise<CloudBatchRow> {
  await db.execute(sql`select 1 from cloud_batches where id = ${batchId} for update`);
  const [row] = await db.select(batchColumns).from(cloudBatches).leftJoin(tasks, eq(tasks.id, cloudBatches.taskId)).where(eq(cloudBatches.id, batchId));
  if (!row) throw notFound(BATCH_LINK_MESSAGES.batchNotFound);
  return row;
}
