import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { cloudBatchSchema } from '../../../../domain/validation/cloud-files';
import { requireAdmin, requireCloud } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { CloudBatchRow, CloudFileRow } from '../../db/rows';
import { appError, badInput, notFound } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import {
  BATCH_PAGE_MAX,
  batchState,
  createBatch,
  deleteFileRow,
  findBatch,
  findCloudUser,
  findFile,
  findTask,
  linkBatchTask,
  listBatches,
  listFilesOfBatches,
  usageOf,
} from './data';
import { cloudUploadsDirectory } from './uploads';

const page = (limit?: number | null, offset?: number | null) => ({
  limit: Math.min(Math.max(limit ?? 20, 1), BATCH_PAGE_MAX),
  offset: Math.max(offset ?? 0, 0),
});

/** A batch's files, loaded once per request for all batches of the page. */
function filesOf(ctx: GraphQLContext & { cloudFilesCache?: Map<number, Promise<CloudFileRow[]>> }, batch: CloudBatchRow) {
  ctx.cloudFilesCache ??= new Map();
  let files = ctx.cloudFilesCache.get(batch.id);
  if (!files) {
    files = listFilesOfBatches(ctx.db, [batch.id]);
    ctx.cloudFilesCache.set(batch.id, files);
  }
  return files;
}

const usage = async (ctx: GraphQLContext, cloudUserId: number) => {
  const row = await usageOf(ctx.db, cloudUserId);
  return {
    quota_bytes: row.quotaBytes,
    used_bytes: row.usedBytes,
    max_file_bytes: ctx.uploadMaxFileBytes,
    file_count: row.fileCount,
    last_upload_at: row.lastUploadAt?.toISOString() ?? null,
  };
};

export const cloudFilesResolvers: Resolvers = {
  Query: {
    async cloud_my_batches(_parent, { search, limit, offset }, ctx) {
      const me = requireCloud(ctx);
      return listBatches(ctx.db, me.id, { search, ...page(limit, offset) });
    },
    async cloud_my_usage(_parent, _args, ctx) {
      return usage(ctx, requireCloud(ctx).id);
    },
    async cloud_user_batches(_parent, { cloudUserId, limit, offset }, ctx) {
      requireAdmin(ctx);
      if (!(await findCloudUser(ctx.db, cloudUserId))) throw notFound('Không tìm thấy người dùng cloud.');
      return listBatches(ctx.db, cloudUserId, page(limit, offset));
    },
    async cloud_user_usage(_parent, { cloudUserId }, ctx) {
      requireAdmin(ctx);
      return usage(ctx, cloudUserId);
    },
    async cloud_batch(_parent, { id }, ctx) {
      requireAdmin(ctx);
      return findBatch(ctx.db, id);
    },
  },
  Mutation: {
    async create_cloud_batch(_parent, { input }, ctx) {
      const me = requireCloud(ctx);
      // The 'upload' limit counts batches (what the customer sees as one upload): a folder of
      // hundreds of photos is one batch of many tus uploads, and must not hit it.
      await ctx.rateLimits.consume('upload', `cloud-${me.id}`);
      const parsed = cloudBatchSchema.safeParse({ name: input.name, request: input.request ?? '' });
      if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, String(parsed.error.issues[0]!.path[0] ?? ''));
      if (!parsed.data.name) throw badInput('Yêu cầu nhập tên lô', 'name');
      return createBatch(ctx.db, me.id, parsed.data);
    },
    async delete_cloud_file(_parent, { id }, ctx) {
      const me = requireCloud(ctx);
      const file = await findFile(ctx.db, id);
      if (!file || file.cloudUserId !== me.id) throw notFound('Không tìm thấy tệp.');
      const batch = await findBatch(ctx.db, file.batchId);
      if (batch && batchState(batch) !== 'RECEIVED') throw appError('CONFLICT', 'Studio đã bắt đầu xử lý lô này, không thể xóa tệp.');
      await deleteFileRow(ctx.db, file.id);
      const stored = path.join(cloudUploadsDirectory(ctx.fileStorageDir), file.uploadId);
      await Promise.all([unlink(stored), unlink(`${stored}.json`)].map((p) => p.catch(() => {})));
      return true;
    },
    async link_cloud_batch_task(_parent, { batchId, taskId }, ctx) {
      requireAdmin(ctx);
      const batch = await findBatch(ctx.db, batchId);
      if (!batch) throw notFound('Không tìm thấy lô tải lên.');
      if (!(await findTask(ctx.db, taskId))) throw badInput('Không tìm thấy task.', 'taskId');
      await linkBatchTask(ctx.db, batchId, taskId);
      return (await findBatch(ctx.db, batchId))!;
    },
  },
  CloudBatch: {
    request: (batch) => batch.request,
    created_at: (batch) => batch.createdAt.toISOString(),
    state: (batch) => batchState(batch),
    task_id: (batch) => batch.taskId,
    owner_id: (batch) => batch.cloudUserId,
    customer_id: async (batch, _args, ctx) => (await findCloudUser(ctx.db, batch.cloudUserId))?.customerId ?? null,
    file_count: async (batch, _args, ctx) => (await filesOf(ctx, batch)).length,
    image_count: async (batch, _args, ctx) =>
      (await filesOf(ctx, batch)).filter((file) => file.completedAt && !file.name.toLowerCase().endsWith('.zip')).length,
    total_bytes: async (batch, _args, ctx) => (await filesOf(ctx, batch)).reduce((total, file) => total + file.size, 0),
    files: (batch, _args, ctx) => filesOf(ctx, batch),
  },
  CloudFile: {
    batch_id: (file) => file.batchId,
    relative_path: (file) => file.relativePath,
    created_at: (file) => file.createdAt.toISOString(),
    completed: (file) => file.completedAt !== null,
  },
};
