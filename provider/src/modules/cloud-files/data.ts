import { and, asc, count, desc, eq, lt, exists, getTableColumns, ilike, inArray, isNotNull, isNull, max, or, sql, sum } from 'drizzle-orm';
import { TASK_STATUS } from '../../../../domain/task-status';
import type { Executor } from '../../db/client';
import type { CloudBatchRow, CloudFileRow } from '../../db/rows';
import { plannedPath, type PlannedFile } from '../../../../domain/validation/cloud-files';
import { cloudBatches, cloudFiles, cloudUsers, tasks } from '../../db/schema';

// Data functions of the cloud area: batches, their files, usage. Callers have already checked
// who may see what (access.ts); every query here still names the owner where one applies.

export const BATCH_PAGE_MAX = 50;

/**
 * Whether a revision of the batch's job is still being worked (docs/decisions/final-set.md): a
 * job below it in its revision chain (tasks_parent_idx), not cancelled, whose round is not yet
 * delivered. Until that round reaches the customer the batch is 'Đang sửa lại', not 'Hoàn tất'.
 */
const revisingColumn = sql<boolean>`coalesce((
  with recursive down(id, status, depth) as (
    select c.id, c.status, 1 from tasks c where c.parent_task_id = ${cloudBatches.taskId}
    union all select c.id, c.status, down.depth + 1 from tasks c join down on c.parent_task_id = down.id where down.depth < 100
  ) select true from down where down.status <> ${TASK_STATUS.Cancel} and not exists (select 1 from deliveries d where d.task_id = down.id) limit 1
), false)`;

/** A batch as CloudBatchRow reads it (with its job's status and editor), for every query of one (job-batch.ts too). */
export const batchColumns = { ...getTableColumns(cloudBatches), taskStatus: tasks.status, taskEditorId: tasks.editorId, revising: revisingColumn };

export function batchState(batch: CloudBatchRow): 'RECEIVED' | 'PROCESSING' | 'REVISING' | 'DONE' {
  // A cancelled job means the studio is not working on the batch: it is back to 'Đã nhận'.
  if (batch.taskId === null || batch.taskStatus === null || batch.taskStatus === TASK_STATUS.Cancel) return 'RECEIVED';
  if (batch.revising) return 'REVISING';
  return batch.taskStatus === TASK_STATUS.Completed ? 'DONE' : 'PROCESSING';
}

/** Whether the editor has one of the job's revision jobs, at any depth (tasks_parent_idx). */
export async function editsRevisionOf(db: Executor, editorId: number, taskId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    with recursive down(id, editor_id, depth) as (
      select c.id, c.editor_id, 1 from tasks c where c.parent_task_id = ${taskId}
      union all select c.id, c.editor_id, down.depth + 1 from tasks c join down on c.parent_task_id = down.id where down.depth < 100
    ) select 1 from down where editor_id = ${editorId} limit 1`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function createBatch(db: Executor, cloudUserId: number, input: { name: string; request: string; plannedFiles: PlannedFile[] | null }): Promise<CloudBatchRow> {
  const [row] = await db.insert(cloudBatches).values({ cloudUserId, name: input.name, request: input.request, plannedFiles: input.plannedFiles }).returning();
  return { ...row!, taskStatus: null, taskEditorId: null, revising: false };
}

export async function findBatch(db: Executor, id: number): Promise<CloudBatchRow | null> {
  const [row] = await db.select(batchColumns).from(cloudBatches).leftJoin(tasks, eq(tasks.id, cloudBatches.taskId)).where(eq(cloudBatches.id, id));
  return row ?? null;
}

export async function listBatches(db: Executor, cloudUserId: number, page: { search?: string | null; limit: number; offset: number }) {
  const pattern = page.search?.trim() ? `%${page.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(cloudBatches.cloudUserId, cloudUserId),
    pattern
      ? or(
          ilike(cloudBatches.name, pattern),
          exists(db.select({ one: sql`1` }).from(cloudFiles).where(and(eq(cloudFiles.batchId, cloudBatches.id), ilike(cloudFiles.name, pattern)))),
        )
      : undefined,
  );
  const items = await db
    .select(batchColumns)
    .from(cloudBatches)
    .leftJoin(tasks, eq(tasks.id, cloudBatches.taskId))
    .where(where)
    .orderBy(desc(cloudBatches.createdAt), desc(cloudBatches.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(cloudBatches).where(where);
  return { items, total: Number(total?.n ?? 0) };
}

/** Every file of these batches, in display order (a batch's ZIP). */
export async function listFilesOfBatches(db: Executor, batchIds: readonly number[]): Promise<CloudFileRow[]> {
  if (batchIds.length === 0) return [];
  return db
    .select()
    .from(cloudFiles)
    .where(inArray(cloudFiles.batchId, [...batchIds]))
    .orderBy(cloudFiles.relativePath, cloudFiles.name, cloudFiles.id);
}

/** The batch list's files: first page size, and the most a page may ask for ('Xem thêm' pages the rest). */
export const FILE_PAGE_DEFAULT = 20;
export const FILE_PAGE_MAX = 100;

export type FilePage = { limit: number; offset: number };
export type BatchStats = { fileCount: number; imageCount: number; uploadingCount: number; totalBytes: number; completedCount: number; completedBytes: number };

/**
 * One page of files of each of these batches, in display order, in one query: a lateral join
 * reads at most `limit` rows per batch from cloud_files_batch_order_idx, however many files a
 * batch holds.
 */
export async function batchFilesPages(db: Executor, batchIds: readonly number[], page: FilePage): Promise<CloudFileRow[]> {
  if (batchIds.length === 0) return [];
  const wanted = db.select({ id: cloudBatches.id }).from(cloudBatches).where(inArray(cloudBatches.id, [...batchIds])).as('wanted');
  const files = db
    .select()
    .from(cloudFiles)
    .where(eq(cloudFiles.batchId, wanted.id))
    .orderBy(cloudFiles.relativePath, cloudFiles.name, cloudFiles.id)
    .limit(page.limit)
    .offset(page.offset)
    .as('files');
  const rows = await db.select().from(wanted).crossJoinLateral(files);
  return rows.map((row) => row.files);
}

/** Counts and bytes of each of these batches, grouped in one query (no file rows travel). */
export async function batchStats(db: Executor, batchIds: readonly number[]): Promise<Map<number, BatchStats>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({
      batchId: cloudFiles.batchId,
      fileCount: count(),
      // A job's image count: completed files other than ZIP archives.
      imageCount: sql<number>`count(*) filter (where ${cloudFiles.completedAt} is not null and lower(${cloudFiles.name}) not like '%.zip')`,
      // Files whose bytes are still arriving: the batch reads 'Đang tải lên' until none is left.
      uploadingCount: sql<number>`count(*) filter (where ${cloudFiles.completedAt} is null)`,
      totalBytes: sum(cloudFiles.size),
      completedCount: count(cloudFiles.completedAt),
      completedBytes: sql<number>`coalesce(sum(${cloudFiles.size}) filter (where ${cloudFiles.completedAt} is not null), 0)`,
    })
    .from(cloudFiles)
    .where(inArray(cloudFiles.batchId, [...batchIds]))
    .groupBy(cloudFiles.batchId);
  return new Map(
    rows.map((row) => [
      row.batchId,
      {
        fileCount: Number(row.fileCount),
        imageCount: Number(row.imageCount),
        uploadingCount: Number(row.uploadingCount),
        totalBytes: Number(row.totalBytes ?? 0),
        completedCount: Number(row.completedCount),
        completedBytes: Number(row.completedBytes),
      },
    ]),
  );
}

export async function findFile(db: Executor, id: number): Promise<CloudFileRow | null> {
  const [row] = await db.select().from(cloudFiles).where(eq(cloudFiles.id, id));
  return row ?? null;
}

export async function findFileByUpload(db: Executor, uploadId: string): Promise<CloudFileRow | null> {
  const [row] = await db.select().from(cloudFiles).where(eq(cloudFiles.uploadId, uploadId));
  return row ?? null;
}

/**
 * Space used counts finished files; a file still arriving holds its declared size as reserved
 * space, so it can always finish (docs/decisions/unfinished-uploads.md, "Quota"). A new upload
 * must fit in what neither uses.
 */
export async function usageOf(db: Executor, cloudUserId: number) {
  const [user] = await db.select({ quotaBytes: cloudUsers.quotaBytes }).from(cloudUsers).where(eq(cloudUsers.id, cloudUserId));
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(${cloudFiles.size}) filter (where ${cloudFiles.completedAt} is not null), 0)`,
      reserved: sql<number>`coalesce(sum(${cloudFiles.size}) filter (where ${cloudFiles.completedAt} is null), 0)`,
      files: count(cloudFiles.completedAt),
      last: max(cloudFiles.completedAt),
    })
    .from(cloudFiles)
    .where(eq(cloudFiles.cloudUserId, cloudUserId));
  return {
    quotaBytes: user?.quotaBytes ?? 0,
    usedBytes: Number(row?.used ?? 0),
    reservedBytes: Number(row?.reserved ?? 0),
    fileCount: Number(row?.files ?? 0),
    lastUploadAt: row?.last ?? null,
  };
}

export async function insertFile(db: Executor, file: { batchId: number; cloudUserId: number; uploadId: string; name: string; relativePath: string; size: number }) {
  const [row] = await db.insert(cloudFiles).values(file).returning();
  return row!;
}

/** Marks a file complete; true when it is the first complete file of its batch. */
export async function completeFile(db: Executor, file: CloudFileRow): Promise<boolean> {
  await db.update(cloudFiles).set({ completedAt: new Date() }).where(eq(cloudFiles.id, file.id));
  const [row] = await db
    .select({ n: count() })
    .from(cloudFiles)
    .where(and(eq(cloudFiles.batchId, file.batchId), isNotNull(cloudFiles.completedAt)));
  return Number(row?.n ?? 0) === 1;
}

export async function markThumbnail(db: Executor, id: number) {
  await db.update(cloudFiles).set({ thumbnailAt: new Date() }).where(eq(cloudFiles.id, id));
}

export async function deleteFileRow(db: Executor, id: number) {
  await db.delete(cloudFiles).where(eq(cloudFiles.id, id));
}

export async function linkBatchTask(db: Executor, batchId: number, taskId: number) {
  await db.update(cloudBatches).set({ taskId }).where(eq(cloudBatches.id, batchId));
}

export async function findTask(db: Executor, taskId: number) {
  const [row] = await db.select({ id: tasks.id, parentTaskId: tasks.parentTaskId }).from(tasks).where(eq(tasks.id, taskId));
  return row ?? null;
}

export async function cloudUsersByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select().from(cloudUsers).where(inArray(cloudUsers.id, [...ids]));
}

export async function findCloudUser(db: Executor, id: number) {
  const [row] = await db.select().from(cloudUsers).where(eq(cloudUsers.id, id));
  return row ?? null;
}

/**
 * Each task's board preview: the first file (display order) with a thumbnail of the batch made
 * into it, in one query for a whole board (cloud_batches_task_idx, then the batch's files).
 */
export async function previewFilesOfTasks(db: Executor, taskIds: readonly number[]): Promise<Map<number, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([cloudBatches.taskId], { taskId: cloudBatches.taskId, fileId: cloudFiles.id })
    .from(cloudBatches)
    .innerJoin(cloudFiles, eq(cloudFiles.batchId, cloudBatches.id))
    .where(and(inArray(cloudBatches.taskId, [...taskIds]), isNotNull(cloudFiles.thumbnailAt)))
    .orderBy(cloudBatches.taskId, cloudBatches.id, cloudFiles.relativePath, cloudFiles.name, cloudFiles.id);
  return new Map(rows.map((row) => [row.taskId!, row.fileId]));
}

/** The completed files of these batches as plan entries are matched (path in the batch, size). */
export async function completedPathsOf(db: Executor, batchIds: readonly number[]): Promise<Map<number, { path: string; size: number }[]>> {
  const result = new Map<number, { path: string; size: number }[]>(batchIds.map((id) => [id, []]));
  if (batchIds.length === 0) return result;
  const rows = await db
    .select({ batchId: cloudFiles.batchId, relativePath: cloudFiles.relativePath, name: cloudFiles.name, size: cloudFiles.size })
    .from(cloudFiles)
    .where(and(inArray(cloudFiles.batchId, [...batchIds]), isNotNull(cloudFiles.completedAt)));
  for (const row of rows) result.get(row.batchId)!.push({ path: plannedPath(row.relativePath, row.name), size: row.size });
  return result;
}

/** The files of these batches still arriving (their bytes so far are read from storage). */
export async function unfinishedFilesOf(db: Executor, batchIds: readonly number[]): Promise<CloudFileRow[]> {
  if (batchIds.length === 0) return [];
  return db
    .select()
    .from(cloudFiles)
    .where(and(inArray(cloudFiles.batchId, [...batchIds]), isNull(cloudFiles.completedAt)));
}

export async function setPlannedFiles(db: Executor, batchId: number, plannedFiles: PlannedFile[]) {
  await db.update(cloudBatches).set({ plannedFiles }).where(eq(cloudBatches.id, batchId));
}

/** Uploads still unfinished that started before `before`, oldest first (upload-expiry.ts). */
export async function unfinishedUploadsBefore(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ uploadId: cloudFiles.uploadId })
    .from(cloudFiles)
    .where(and(isNull(cloudFiles.completedAt), lt(cloudFiles.createdAt, before)))
    .orderBy(asc(cloudFiles.createdAt))
    .limit(limit);
  return rows.map((row) => row.uploadId);
}

/** The batch lost a partial upload to the expiry sweep (null: an upload started in it again). */
export async function setUploadExpired(db: Executor, batchId: number, at: Date | null) {
  await db.update(cloudBatches).set({ uploadExpiredAt: at }).where(eq(cloudBatches.id, batchId));
}
