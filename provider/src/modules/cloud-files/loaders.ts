import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import { batchLoader, byId, perRequest } from '../../per-request';
import type { CloudFileRow, CloudUserRow } from '../../db/rows';
import { batchFilesPages, batchStats, cloudUsersByIds, completedPathsOf, unfinishedFilesOf, type BatchStats, type FilePage } from './data';

// Per-request batching for the batch lists (docs/decisions/data-hot-paths.md): a page of 50
// batches reads its owners, its counts and each batch's first page of files with one query
// each, not one per batch. Keyed by the request's context object, so nothing outlives a request.

export type CloudLoaders = {
  owners: DataLoader<number, CloudUserRow | null>;
  stats: DataLoader<number, BatchStats>;
  /** Completed files as plan entries match them, for batches that keep a plan (unfinished.ts). */
  completedPaths: DataLoader<number, { path: string; size: number }[]>;
  /** Files still arriving. */
  unfinished: DataLoader<number, CloudFileRow[]>;
  /** One loader per page shape (limit, offset): batches asking for the same page share a query. */
  files: (page: FilePage) => DataLoader<number, CloudFileRow[]>;
};

const EMPTY: BatchStats = { fileCount: 0, imageCount: 0, uploadingCount: 0, totalBytes: 0, completedCount: 0, completedBytes: 0 };

function createLoaders(ctx: GraphQLContext): CloudLoaders {
  const owners: CloudLoaders['owners'] = batchLoader(async (ids) => byId(await cloudUsersByIds(ctx.db, ids)), null);
  const stats: CloudLoaders['stats'] = batchLoader((ids) => batchStats(ctx.db, ids), EMPTY);
  const completedPaths: CloudLoaders['completedPaths'] = batchLoader((ids) => completedPathsOf(ctx.db, ids), []);
  const unfinished: CloudLoaders['unfinished'] = batchLoader(async (ids) => {
    const grouped = new Map<number, CloudFileRow[]>();
    for (const row of await unfinishedFilesOf(ctx.db, ids)) grouped.set(row.batchId, [...(grouped.get(row.batchId) ?? []), row]);
    return grouped;
  }, []);
  const pages = new Map<string, DataLoader<number, CloudFileRow[]>>();
  const files = (page: FilePage) => {
    const key = `${page.limit}:${page.offset}`;
    let loader = pages.get(key);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const rows = await batchFilesPages(ctx.db, ids, page);
        return ids.map((id) => rows.filter((row) => row.batchId === id));
      });
      pages.set(key, loader);
    }
    return loader;
  };
  return { owners, stats, files, completedPaths, unfinished };
}


export const cloudLoaders = perRequest(createLoaders);
