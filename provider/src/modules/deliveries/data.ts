import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import type { Executor } from '../../db/client';
import type { DeliveryView, TaskResultRow, TaskResultView } from '../../db/rows';
import { chainBelow, chainRoot, jobBatchJoin } from '../cloud-files/job-batch';
import { cloudBatches, cloudFiles, deliveries, deliveryResults, resultReviews, taskResults, tasks, users } from '../../db/schema';

// Data of the results and deliveries area. Callers have checked who may see what (access.ts).

/** The most results one delivery lists (the customer's gallery reads them all at once). */
export const RESULTS_MAX = 5000;

// Revision rounds (docs/decisions/proofing.md): a revision job's results are round N (its own
// revision_round) of its chain's ORIGINAL job — the top of parent_task_id — whose batch owner is
// the customer they go to and whose batch's files they pair with ("whose job is this":
// cloud-files/job-batch.ts, the one join every query here uses). Ids stay the ones of the job
// that carries the results: task_results.task_id and deliveries.task_id name the revision job.

export async function findTaskForResults(db: Executor, taskId: number) {
  const [row] = await db
    .select({ id: tasks.id, editorId: tasks.editorId, qaId: tasks.qaId, status: tasks.status, round: tasks.revisionRound, batchId: cloudBatches.id, cloudUserId: cloudBatches.cloudUserId })
    .from(tasks)
    // The chain's original job's batch: where a revision job's results go and pair from.
    .leftJoin(cloudBatches, jobBatchJoin(taskId))
    .where(eq(tasks.id, taskId))
    .orderBy(asc(cloudBatches.id))
    .limit(1);
  return row ?? null;
}
export type ResultsTask = NonNullable<Awaited<ReturnType<typeof findTaskForResults>>>;

const resultColumns = {
  ...getTableColumns(taskResults),
  originalName: cloudFiles.name,
  originalThumbnailAt: cloudFiles.thumbnailAt,
  uploaderName: sql<string | null>`trim(${users.lastName} || ' ' || ${users.firstName})`,
  reviewDecision: resultReviews.decision,
  reviewNote: resultReviews.note,
};

/** Results as a job's panel, the gallery and 'So sánh' show them: with the paired original, the uploader and the customer's review. */
function selectResultViews(db: Executor) {
  return db
    .select(resultColumns)
    .from(taskResults)
    .leftJoin(cloudFiles, eq(cloudFiles.id, taskResults.originalFileId))
    .leftJoin(users, eq(users.id, taskResults.uploadedBy))
    .leftJoin(resultReviews, eq(resultReviews.resultId, taskResults.id));
}

export async function listResults(db: Executor, taskId: number, options: { completedOnly?: boolean } = {}): Promise<TaskResultView[]> {
  return selectResultViews(db)
    .where(and(eq(taskResults.taskId, taskId), options.completedOnly ? isNotNull(taskResults.completedAt) : undefined))
    .orderBy(asc(taskResults.round), asc(taskResults.name), asc(taskResults.id))
    .limit(RESULTS_MAX);
}

/** Results as deliveries published them (delivery_results), each with its original, uploader and the customer's decision. */
function deliveredResults(db: Executor) {
  return db
    .select(resultColumns)
    .from(deliveryResults)
    .innerJoin(taskResults, eq(taskResults.id, deliveryResults.resultId))
    .leftJoin(cloudFiles, eq(cloudFiles.id, taskResults.originalFileId))
    .leftJoin(users, eq(users.id, taskResults.uploadedBy))
    .leftJoin(resultReviews, eq(resultReviews.resultId, taskResults.id));
}

/**
 * The results one delivery published (delivery_results), in the gallery's order: what the
 * customer sees, zips and decides on — never the job's live list, which may have changed since.
 */
export async function listDeliveryResults(db: Executor, deliveryId: number): Promise<TaskResultView[]> {
  return deliveredResults(db)
    .where(eq(deliveryResults.deliveryId, deliveryId))
    .orderBy(asc(taskResults.round), asc(taskResults.name), asc(taskResults.id))
    .limit(RESULTS_MAX);
}

export async function findResult(db: Executor, id: number): Promise<TaskResultRow | null> {
  const [row] = await db.select().from(taskResults).where(eq(taskResults.id, id));
  return row ?? null;
}

export async function findResultByUpload(db: Executor, uploadId: string): Promise<TaskResultRow | null> {
  const [row] = await db.select().from(taskResults).where(eq(taskResults.uploadId, uploadId));
  return row ?? null;
}

/** The name without its extension, lower-cased: how a result finds its original. */
export function pairingKey(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).toLowerCase();
}

/** The batch's completed file of the same name (case-insensitive, extension ignored), if any. */
export async function findOriginal(db: Executor, batchId: number | null, name: string): Promise<number | null> {
  if (batchId === null) return null;
  const key = pairingKey(name);
  const [row] = await db
    .select({ id: cloudFiles.id })
    .from(cloudFiles)
    .where(
      and(
        eq(cloudFiles.batchId, batchId),
        isNotNull(cloudFiles.completedAt),
        sql`lower(case when strpos(${cloudFiles.name}, '.') > 1 then regexp_replace(${cloudFiles.name}, '\\.[^.]*$', '') else ${cloudFiles.name} end) = ${key}`,
      ),
    )
    .orderBy(asc(cloudFiles.relativePath), asc(cloudFiles.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertResult(db: Executor, row: typeof taskResults.$inferInsert) {
  const [inserted] = await db.insert(taskResults).values(row).returning();
  return inserted!;
}

export async function completeResult(db: Executor, id: number) {
  await db.update(taskResults).set({ completedAt: new Date() }).where(eq(taskResults.id, id));
}

/** Marks a result's thumbnail made; its job's id (null when the result was deleted meanwhile). */
export async function markResultThumbnail(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.update(taskResults).set({ thumbnailAt: new Date() }).where(eq(taskResults.id, id)).returning({ taskId: taskResults.taskId });
  return row?.taskId ?? null;
}

export async function deleteResultRow(db: Executor, id: number) {
  await db.delete(taskResults).where(eq(taskResults.id, id));
}

const deliveryColumns = {
  ...getTableColumns(deliveries),
  batchId: cloudBatches.id,
  batchName: cloudBatches.name,
  // The chain's original job (the batch's job): what 'Bộ ảnh cuối' gathers (docs/decisions/final-set.md).
  rootTaskId: cloudBatches.taskId,
  resultCount: sql<number>`(select count(*)::int from ${deliveryResults} where ${deliveryResults.deliveryId} = ${deliveries.id})`,
};

/** Deliveries with the batch of their chain's original job (the customer they went to). */
function deliveryQuery(db: Executor) {
  return db.select(deliveryColumns).from(deliveries).innerJoin(cloudBatches, jobBatchJoin(deliveries.taskId));
}

/** The job's own delivery (a job delivers one round: its revision_round). */
export async function findDeliveryOfTask(db: Executor, taskId: number): Promise<DeliveryView | null> {
  const [row] = await deliveryQuery(db).where(eq(deliveries.taskId, taskId)).orderBy(desc(deliveries.round)).limit(1);
  return row ?? null;
}

/** A delivery of this customer's (null for anyone else's: they look the same as a missing one). */
export async function findCustomerDelivery(db: Executor, cloudUserId: number, id: number): Promise<DeliveryView | null> {
  const [row] = await deliveryQuery(db)
    .where(and(eq(deliveries.id, id), eq(cloudBatches.cloudUserId, cloudUserId)))
    .limit(1);
  return row ?? null;
}

export async function listCustomerDeliveries(db: Executor, cloudUserId: number): Promise<DeliveryView[]> {
  // Only the jobs of this customer's batches' chains, found downwards from the batches.
  const roots = sql`(select ${cloudBatches.taskId} from ${cloudBatches} where ${cloudBatches.cloudUserId} = ${cloudUserId} and ${cloudBatches.taskId} is not null)`;
  return deliveryQuery(db)
    .where(and(eq(cloudBatches.cloudUserId, cloudUserId), sql`${deliveries.taskId} in ${chainBelow(roots)}`))
    .orderBy(desc(deliveries.deliveredAt), desc(deliveries.id))
    .limit(200);
}

// 'Bộ ảnh cuối' (docs/decisions/final-set.md): the delivered rounds of one chain and their results.

/** This customer's deliveries of the chain below `rootTaskId` (the batch's job), newest round first. */
export async function listCustomerChainDeliveries(db: Executor, cloudUserId: number, rootTaskId: number): Promise<DeliveryView[]> {
  return deliveryQuery(db)
    .where(and(eq(cloudBatches.cloudUserId, cloudUserId), sql`${deliveries.taskId} in ${chainBelow(sql`(${rootTaskId})`)}`))
    .orderBy(desc(deliveries.round), desc(deliveries.id))
    .limit(100);
}

/** Every result a delivery of the chain below `rootTaskId` published, in name order. */
export async function listDeliveredChainResults(db: Executor, rootTaskId: number): Promise<TaskResultView[]> {
  return deliveredResults(db)
    .where(sql`${taskResults.taskId} in ${chainBelow(sql`(${rootTaskId})`)}`)
    .orderBy(asc(taskResults.name), asc(taskResults.round), asc(taskResults.id))
    .limit(RESULTS_MAX * 4);
}

/**
 * 'So sánh' (docs/decisions/rounds-compare.md): the finished results of one photo — a result's
 * name without its extension, case-insensitive (pairingKey) — across the chain of `taskId`'s job
 * (the original job and its revision jobs), oldest round first. `deliveredOnly`: only those a
 * delivery published (what the customer may see).
 */
export async function listPhotoVersions(db: Executor, taskId: number, name: string, options: { deliveredOnly: boolean }): Promise<TaskResultView[]> {
  const key = pairingKey(name);
  return selectResultViews(db)
    .where(
      and(
        sql`${taskResults.taskId} in ${chainBelow(sql`(${chainRoot(taskId)})`)}`,
        isNotNull(taskResults.completedAt),
        sql`lower(case when strpos(${taskResults.name}, '.') > 1 then regexp_replace(${taskResults.name}, '\\.[^.]*$', '') else ${taskResults.name} end) = ${key}`,
        options.deliveredOnly ? sql`exists (select 1 from ${deliveryResults} where ${deliveryResults.resultId} = ${taskResults.id})` : undefined,
      ),
    )
    .orderBy(asc(taskResults.round), asc(taskResults.id))
    .limit(100);
}

export async function insertDelivery(db: Executor, taskId: number, round: number, deliveredBy: number) {
  const [row] = await db.insert(deliveries).values({ taskId, round, deliveredBy }).onConflictDoNothing().returning();
  return row ?? null;
}

/** The ids of the job's finished results of its round: what a delivery made now publishes. */
export async function finishedResultIds(db: Executor, taskId: number, round: number): Promise<number[]> {
  const rows = await db
    .select({ id: taskResults.id })
    .from(taskResults)
    .where(and(eq(taskResults.taskId, taskId), eq(taskResults.round, round), isNotNull(taskResults.completedAt)));
  return rows.map((row) => row.id);
}

/** Records exactly which results the delivery published (the caller holds the job's row lock). */
export async function recordDeliveryResults(db: Executor, deliveryId: number, resultIds: number[]) {
  if (resultIds.length === 0) return;
  await db.insert(deliveryResults).values(resultIds.map((resultId) => ({ deliveryId, resultId })));
}

export async function markDeliverySeen(db: Executor, id: number) {
  await db.update(deliveries).set({ seenAt: new Date() }).where(and(eq(deliveries.id, id), sql`${deliveries.seenAt} is null`));
}

/** The customer who owns the batch of the result's chain's original job, and whether a delivery published this result. */
export async function resultAudience(db: Executor, result: { id: number; taskId: number }) {
  const [row] = await db
    .select({ cloudUserId: cloudBatches.cloudUserId, delivered: sql<boolean>`exists (select 1 from ${deliveryResults} where ${deliveryResults.resultId} = ${result.id})` })
    .from(cloudBatches)
    .where(jobBatchJoin(result.taskId))
    .orderBy(asc(cloudBatches.id))
    .limit(1);
  return row ?? null;
}

// Proofing (docs/decisions/proofing.md): the customer's decision per delivered result.

/** One delivered result with its job's customer and the delivery that published it (null: no such result, or not delivered). */
export async function findResultForReview(db: Executor, resultId: number) {
  const [row] = await db
    .select({ id: taskResults.id, taskId: taskResults.taskId, round: taskResults.round, completedAt: taskResults.completedAt, cloudUserId: cloudBatches.cloudUserId, deliveryId: deliveries.id, submittedAt: deliveries.submittedAt })
    .from(taskResults)
    .innerJoin(cloudBatches, jobBatchJoin(taskResults.taskId))
    .innerJoin(deliveryResults, eq(deliveryResults.resultId, taskResults.id))
    .innerJoin(deliveries, eq(deliveries.id, deliveryResults.deliveryId))
    .where(eq(taskResults.id, resultId))
    .orderBy(asc(cloudBatches.id))
    .limit(1);
  return row ?? null;
}

export async function saveReview(db: Executor, resultIds: number[], decision: string, note: string) {
  if (resultIds.length === 0) return;
  const decidedAt = new Date();
  await db
    .insert(resultReviews)
    .values(resultIds.map((resultId) => ({ resultId, decision, note, decidedAt })))
    .onConflictDoUpdate({ target: resultReviews.resultId, set: { decision, note, decidedAt } });
}

/**
 * 'Đồng ý tất cả' (docs/decisions/proofing.md): approves the results with no decision yet and
 * leaves every decision already made — a change request and its note above all — as it is, also
 * one saved between the gallery's read and this write. Gives how many were approved.
 */
export async function approveUndecided(db: Executor, resultIds: number[]): Promise<number> {
  if (resultIds.length === 0) return 0;
  const decidedAt = new Date();
  const inserted = await db
    .insert(resultReviews)
    .values(resultIds.map((resultId) => ({ resultId, decision: 'approved', note: '', decidedAt })))
    .onConflictDoNothing({ target: resultReviews.resultId })
    .returning({ resultId: resultReviews.resultId });
  return inserted.length;
}

/** Whether the delivery's decisions are locked, read under its row lock (a review's transaction: submit updates the row). */
export async function isSubmitted(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ submittedAt: deliveries.submittedAt }).from(deliveries).where(eq(deliveries.id, id)).for('update');
  return row?.submittedAt != null;
}

/** Locks the delivery's decisions; null when it was already submitted (a second press or a race). */
export async function submitDelivery(db: Executor, id: number) {
  const [row] = await db
    .update(deliveries)
    .set({ submittedAt: new Date() })
    .where(and(eq(deliveries.id, id), sql`${deliveries.submittedAt} is null`))
    .returning({ id: deliveries.id });
  return row ?? null;
}

/** Who hears of the customer's answer: the job's admin and QA (every active admin when the job names none), and its title. */
export async function reviewAudience(db: Executor, taskId: number) {
  const [task] = await db.select({ adminId: tasks.adminId, qaId: tasks.qaId, taskName: tasks.taskName }).from(tasks).where(eq(tasks.id, taskId));
  if (!task) return { userIds: [], taskName: '' };
  const userIds = [task.adminId, task.qaId].filter((id): id is number => id !== null);
  if (task.adminId === null) {
    const admins = await db.select({ id: users.id }).from(users).where(and(eq(users.active, true), eq(users.roleId, ROLE.admin)));
    userIds.push(...admins.map((admin) => admin.id));
  }
  return { userIds, taskName: task.taskName };
}

/** A revision job's parent and the parent's round whose change requests it carries (null for an ordinary job). */
export async function findRevisionOf(db: Executor, taskId: number) {
  const [row] = await db.select({ parentTaskId: tasks.parentTaskId, round: tasks.revisionRound }).from(tasks).where(eq(tasks.id, taskId));
  if (!row || row.parentTaskId === null) return null;
  return { parentTaskId: row.parentTaskId, parentRound: row.round - 1 };
}

/**
 * 'Các lần giao cho khách' on a job page: every delivery of the job's chain (the original and its
 * revision jobs), newest round first, with who delivered it and the customer's answers so far.
 */
export async function listChainDeliveries(db: Executor, taskId: number) {
  const decided = (decision: string) =>
    sql<number>`(select count(*)::int from ${deliveryResults} join ${resultReviews} on ${resultReviews.resultId} = ${deliveryResults.resultId} where ${deliveryResults.deliveryId} = ${deliveries.id} and ${resultReviews.decision} = ${decision})`;
  return db
    .select({
      id: deliveries.id,
      taskId: deliveries.taskId,
      taskName: tasks.taskName,
      round: deliveries.round,
      deliveredAt: deliveries.deliveredAt,
      deliveredByName: sql<string | null>`trim(${users.lastName} || ' ' || ${users.firstName})`,
      resultCount: deliveryColumns.resultCount,
      approvedCount: decided('approved'),
      changesCount: decided('changes'),
      submittedAt: deliveries.submittedAt,
    })
    .from(deliveries)
    .innerJoin(tasks, eq(tasks.id, deliveries.taskId))
    .leftJoin(users, eq(users.id, deliveries.deliveredBy))
    .where(sql`${deliveries.taskId} in ${chainBelow(sql`(${chainRoot(taskId)})`)}`)
    .orderBy(desc(deliveries.round), desc(deliveries.id))
    .limit(100);
}

/** Result uploads still unfinished that started before `before`, oldest first (cloud-files/upload-expiry.ts). */
export async function unfinishedResultsBefore(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ uploadId: taskResults.uploadId })
    .from(taskResults)
    .where(and(isNull(taskResults.completedAt), lt(taskResults.createdAt, before)))
    .orderBy(asc(taskResults.createdAt))
    .limit(limit);
  return rows.map((row) => row.uploadId);
}
