import { cloudBatchSchema, plannedFilesSchema, type PlannedFile } from '../../../../domain/validation/cloud-files';
import { adminRead, requireAdmin, requireCloud, requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { appError, badInput, notFound } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import {
  BATCH_PAGE_MAX,
  batchState,
  batchStats,
  createBatch,
  findBatch,
  findCloudUser,
  findFile,
  findTask,
  linkBatchTask,
  listBatches,
  FILE_PAGE_DEFAULT,
  FILE_PAGE_MAX,
  usageOf,
} from './data';
import { issueTicket } from '../auth/resolvers';
import { canReadOriginals } from './access';
import { checkBatchLink, lockedBatch } from './job-batch';
import { fileDeletion, FILE_IN_WORK, forgetPlannedFile, removeStoredFile } from './deletion';
import { batchZipPath } from './downloads';
import { cloudLoaders } from './loaders';
import { abandonMissing, batchProgress } from './unfinished';
import { cloudUploadsDirectory } from './uploads';

const page = (limit?: number | null, offset?: number | null) => ({
  limit: Math.min(Math.max(limit ?? 20, 1), BATCH_PAGE_MAX),
  offset: Math.max(offset ?? 0, 0),
});

/** A page of a batch's files: the first FILE_PAGE_DEFAULT unless asked, never more than FILE_PAGE_MAX. */
const filePage = (limit?: number | null, offset?: number | null) => ({
  limit: Math.min(Math.max(limit ?? FILE_PAGE_DEFAULT, 1), FILE_PAGE_MAX),
  offset: Math.max(offset ?? 0, 0),
});

/** A list of chosen files from the API: checked, paths as stored (plannedPath), or a Vietnamese refusal. */
function plannedFilesOf(files: readonly { path: string; size: number; modified: number }[]): PlannedFile[] {
  const parsed = plannedFilesSchema.safeParse(files);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'files');
  return parsed.data;
}

/** The caller's own batch, or NOT_FOUND (another's looks missing). */
async function ownBatch(ctx: GraphQLContext, cloudUserId: number, batchId: number) {
  const batch = await findBatch(ctx.db, batchId);
  if (!batch || batch.cloudUserId !== cloudUserId) throw notFound('Không tìm thấy lô tải lên.');
  return batch;
}

const progress = (ctx: GraphQLContext, batch: Parameters<typeof batchProgress>[1]) => batchProgress(ctx, batch, cloudUploadsDirectory(ctx.fileStorageDir));

const usage = async (ctx: GraphQLContext, cloudUserId: number) => {
  const row = await usageOf(ctx.db, cloudUserId);
  return {
    quota_bytes: row.quotaBytes,
    used_bytes: row.usedBytes,
    reserved_bytes: row.reservedBytes,
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
    cloud_batch: adminRead((db, { id }) => findBatch(db, id)),
    async cloud_my_batch(_parent, { id }, ctx) {
      const me = requireCloud(ctx);
      const batch = await findBatch(ctx.db, id);
      return batch && batch.cloudUserId === me.id ? batch : null;
    },
    async cloud_batch_files(_parent, { batchId, limit, offset }, ctx) {
      // Its owner or an admin; anyone else's batch looks exactly like a missing one.
      if (ctx.viewer?.kind === 'cloud') {
        const batch = await findBatch(ctx.db, batchId);
        if (!batch || batch.cloudUserId !== ctx.viewer.cloudUser.id) throw notFound('Không tìm thấy lô tải lên.');
      } else {
        requireAdmin(ctx);
        if (!(await findBatch(ctx.db, batchId))) throw notFound('Không tìm thấy lô tải lên.');
      }
      return cloudLoaders(ctx).files(filePage(limit, offset)).load(batchId);
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
      const plannedFiles = input.files ? plannedFilesOf(input.files) : null;
      return createBatch(ctx.db, me.id, { ...parsed.data, plannedFiles });
    },
    async abandon_cloud_upload(_parent, { batchId, files }, ctx) {
      const me = requireCloud(ctx);
      const batch = await ownBatch(ctx, me.id, batchId);
      const chosen = files ? plannedFilesOf(files) : null;
      if (batchState(batch) !== 'RECEIVED') throw appError('CONFLICT', FILE_IN_WORK);
      await abandonMissing(ctx, batch, cloudUploadsDirectory(ctx.fileStorageDir), chosen);
      return (await findBatch(ctx.db, batchId))!;
    },
    async delete_cloud_file(_parent, { id }, ctx) {
      const me = requireCloud(ctx);
      const file = await findFile(ctx.db, id);
      const decision = await fileDeletion(ctx.db, me.id, file);
      if (decision === 'not-found') throw notFound('Không tìm thấy tệp.');
      if (decision === 'in-work') throw appError('CONFLICT', FILE_IN_WORK);
      await forgetPlannedFile(ctx.db, file!);
      await removeStoredFile(ctx.db, cloudUploadsDirectory(ctx.fileStorageDir), file!);
      return true;
    },
    async issue_batch_zip_ticket(_parent, { batchId }, ctx) {
      requireStaff(ctx);
      // The admins, and the staff who work the job made from the batch (canReadOriginals).
      const batch = await findBatch(ctx.db, batchId);
      if (!batch || !(await canReadOriginals(ctx.db, ctx.viewer, batch))) throw notFound('Không tìm thấy lô tải lên.');
      return issueTicket(ctx, ctx.viewer!, (claims) => ctx.tokens.signDownloadTicket(claims, batchZipPath(batchId)));
    },
    async link_cloud_batch_task(_parent, { batchId, taskId }, ctx) {
      requireAdmin(ctx);
      // The same rules as create_task's link (job-batch.ts), checked and made under the batch's lock.
      await ctx.db.transaction(async (tx) => {
        const batch = await lockedBatch(tx, batchId);
        const task = await findTask(tx, taskId);
        if (!task) throw badInput('Không tìm thấy việc.', 'taskId');
        await checkBatchLink(tx, batch, (await batchStats(tx, [batch.id])).get(batch.id) ?? { fileCount: 0, uploadingCount: 0 }, task);
        await linkBatchTask(tx, batchId, taskId);
      });
      return (await findBatch(ctx.db, batchId))!;
    },
  },
  CloudBatch: {
    request: (batch) => batch.request,
    created_at: (batch) => batch.createdAt.toISOString(),
    state: (batch) => batchState(batch),
    task_id: (batch) => batch.taskId,
    owner_id: (batch) => batch.cloudUserId,
    customer_id: async (batch, _args, ctx) => (await cloudLoaders(ctx).owners.load(batch.cloudUserId))?.customerId ?? null,
    file_count: async (batch, _args, ctx) => (await cloudLoaders(ctx).stats.load(batch.id)).fileCount,
    image_count: async (batch, _args, ctx) => (await cloudLoaders(ctx).stats.load(batch.id)).imageCount,
    uploading_count: async (batch, _args, ctx) => (await cloudLoaders(ctx).stats.load(batch.id)).uploadingCount,
    total_bytes: async (batch, _args, ctx) => (await cloudLoaders(ctx).stats.load(batch.id)).totalBytes,
    files: (batch, { limit, offset }, ctx) => cloudLoaders(ctx).files(filePage(limit, offset)).load(batch.id),
    planned_count: async (batch, _args, ctx) => (await progress(ctx, batch)).plannedCount,
    planned_bytes: async (batch, _args, ctx) => (await progress(ctx, batch)).plannedBytes,
    completed_count: async (batch, _args, ctx) => (await progress(ctx, batch)).completedCount,
    arrived_bytes: async (batch, _args, ctx) => (await progress(ctx, batch)).arrivedBytes,
    unfinished: async (batch, _args, ctx) => (await progress(ctx, batch)).unfinished,
    // Said only while something is still missing (docs/decisions/upload-expiry.md).
    upload_expired_at: async (batch, _args, ctx) => (batch.uploadExpiredAt && (await progress(ctx, batch)).unfinished ? batch.uploadExpiredAt.toISOString() : null),
    // The owner's own list of what to choose again; the studio sees counts only.
    missing_files: async (batch, _args, ctx) =>
      ctx.viewer?.kind === 'cloud' && ctx.viewer.cloudUser.id === batch.cloudUserId ? (await progress(ctx, batch)).missing : [],
  },
  CloudFile: {
    batch_id: (file) => file.batchId,
    relative_path: (file) => file.relativePath,
    created_at: (file) => file.createdAt.toISOString(),
    completed: (file) => file.completedAt !== null,
    has_thumbnail: (file) => file.thumbnailAt !== null,
  },
};
