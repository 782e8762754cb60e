import { stat } from 'node:fs/promises';
import path from 'node:path';
import { missingPlannedFiles, plannedPath, type PlannedFile } from '../../../../domain/validation/cloud-files';
import type { GraphQLContext } from '../../context';
import type { CloudBatchRow } from '../../db/rows';
import { setPlannedFiles } from './data';
import { removeStoredFile } from './deletion';
import { cloudLoaders } from './loaders';
import { perRequest } from '../../per-request';

// Unfinished uploads (docs/decisions/unfinished-uploads.md): a batch keeps the files the
// customer chose (its plan); what has not arrived is "missing", and the batch says so until every
// planned file is complete, or the customer gives the rest up (abandon_cloud_upload).

export type BatchProgress = {
  plannedCount: number | null;
  plannedBytes: number | null;
  completedCount: number;
  /** Completed files' bytes and what storage holds of the unfinished ones. */
  arrivedBytes: number;
  missing: PlannedFile[];
  unfinished: boolean;
};

/** Bytes of an unfinished upload the server holds so far (0 when nothing arrived yet). */
async function storedBytes(directory: string, uploadId: string): Promise<number> {
  return stat(path.join(directory, uploadId)).then((info) => info.size, () => 0);
}

/** Each batch's progress once per request, however many of its fields are asked. */
const progressCache = perRequest(() => new Map<number, Promise<BatchProgress>>());

export function batchProgress(ctx: GraphQLContext, batch: CloudBatchRow, directory: string): Promise<BatchProgress> {
  const cache = progressCache(ctx);
  let found = cache.get(batch.id);
  if (!found) {
    found = readProgress(ctx, batch, directory);
    cache.set(batch.id, found);
  }
  return found;
}

async function readProgress(ctx: GraphQLContext, batch: CloudBatchRow, directory: string): Promise<BatchProgress> {
  const loaders = cloudLoaders(ctx);
  const stats = await loaders.stats.load(batch.id);
  const plan = batch.plannedFiles;
  const missing = plan ? missingPlannedFiles(plan, await loaders.completedPaths.load(batch.id)) : [];
  const partial = stats.uploadingCount > 0 ? await loaders.unfinished.load(batch.id) : [];
  const partialBytes = (await Promise.all(partial.map((file) => storedBytes(directory, file.uploadId)))).reduce((sum, n) => sum + n, 0);
  return {
    plannedCount: plan ? plan.length : null,
    plannedBytes: plan ? plan.reduce((sum, entry) => sum + entry.size, 0) : null,
    completedCount: stats.completedCount,
    arrivedBytes: stats.completedBytes + partialBytes,
    missing,
    unfinished: stats.uploadingCount > 0 || missing.length > 0,
  };
}

/**
 * Gives up missing files (all of them when `files` is null): they leave the plan, and the partial
 * uploads of those files are deleted with their bytes, freeing their reserved space. A file given
 * that is not missing is ignored (it already arrived, or never belonged to the batch).
 */
export async function abandonMissing(ctx: GraphQLContext, batch: CloudBatchRow, directory: string, files: PlannedFile[] | null) {
  const plan = batch.plannedFiles ?? [];
  const missing = missingPlannedFiles(plan, await cloudLoaders(ctx).completedPaths.load(batch.id));
  const dropped = files ? missing.filter((entry) => files.some((file) => file.path === entry.path && file.size === entry.size)) : missing;
  const partial = await cloudLoaders(ctx).unfinished.load(batch.id);
  const removable = files === null ? partial : partial.filter((file) => dropped.some((entry) => entry.path === plannedPath(file.relativePath, file.name) && entry.size === file.size));
  await ctx.db.transaction(async (tx) => {
    for (const file of removable) await removeStoredFile(tx, directory, file);
    if (batch.plannedFiles) {
      const kept = [...plan];
      for (const entry of dropped) {
        const index = kept.findIndex((candidate) => candidate.path === entry.path && candidate.size === entry.size);
        if (index >= 0) kept.splice(index, 1);
      }
      await setPlannedFiles(tx, batch.id, kept);
    }
  });
  const loaders = cloudLoaders(ctx);
  for (const loader of [loaders.stats, loaders.completedPaths, loaders.unfinished]) loader.clear(batch.id);
  progressCache(ctx).delete(batch.id);
}
