import { adminRead, requireAdmin } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { ADMIN_MESSAGES, quotaBytesOf, quotaGbOf } from '../../../../domain/validation/admin';
import { formatBytes } from '../../../../domain/validation/cloud-files';
import { appError, badInput, notFound } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { recordAudit } from '../audit/record';
import { resetAccountPassword, setAccountActive, type AccountAccess } from './account-access';
import { endCloudSessions, getAdminCloudUser, getCustomerName, listCloudUserPage, lockCloudUser, updateCloudUserRow, usageOfCloudUsers } from './cloud-users';
import { fullName } from './staff';

// Cloud accounts (/nguoi-dung-cloud): approve, deactivate, reset the password, link to a
// customer. Admin only; audited in the same transaction; sockets closed once committed.

const NOT_FOUND = 'Không tìm thấy người dùng cloud.';
const label = (row: { account: string; lastName: string | null; firstName: string | null }) => {
  const name = fullName(row);
  return name ? `${row.account} (${name})` : row.account;
};

const cloudAccess: AccountAccess<NonNullable<Awaited<ReturnType<typeof lockCloudUser>>>, Awaited<ReturnType<typeof reload>>> = {
  kind: 'cloud',
  entityType: 'cloud_user',
  notFoundMessage: NOT_FOUND,
  lock: lockCloudUser,
  refuseActive: (row) => (row.awaitingApproval ? 'Tài khoản cloud này đang chờ phê duyệt: hãy phê duyệt trước.' : null),
  setActive: (tx, id, active) => updateCloudUserRow(tx, id, { active }),
  setPassword: (tx, id, passwordHash) => updateCloudUserRow(tx, id, { passwordHash }),
  endSessions: endCloudSessions,
  activeSummary: (row, active) => `${active ? 'Kích hoạt lại' : 'Ngừng hoạt động'} tài khoản cloud ${label(row)}`,
  passwordResetSummary: (row) => `Đặt lại mật khẩu tài khoản cloud ${label(row)}`,
  reload,
};

async function reload(ctx: GraphQLContext, id: number) {
  const row = await getAdminCloudUser(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export const cloudAdminResolvers: Resolvers = {
  Query: {
    async admin_cloud_user(_parent, { id }, ctx) {
      requireAdmin(ctx);
      return reload(ctx, id);
    },
    cloud_user_page: adminRead((db, { input }) => listCloudUserPage(db, input)),
  },
  Mutation: {
    async approve_cloud_user(_parent, { id }, ctx) {
      const admin = requireAdmin(ctx);
      await ctx.db.transaction(async (tx) => {
        const before = await lockCloudUser(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        if (!before.awaitingApproval) throw badInput('Tài khoản cloud này không còn chờ phê duyệt.', 'id');
        await updateCloudUserRow(tx, id, { awaitingApproval: false, active: true });
        await recordAudit(tx, {
          actorId: admin.id,
          entityType: 'cloud_user',
          entityId: id,
          action: 'approve',
          summary: `Phê duyệt tài khoản cloud ${label(before)}`,
          // 'Tài khoản: Chờ phê duyệt → Phê duyệt tài khoản' (domain/audit-values.ts), not a reactivation.
          before: { approval: 'pending' },
          after: { approval: 'approved' },
        });
      });
      return reload(ctx, id);
    },

    // Admin only, audited, sessions ended: account-access.ts.
    set_cloud_user_active: (_parent, { id, active }, ctx) => setAccountActive(ctx, cloudAccess, id, active),
    async reset_cloud_user_password(_parent, { id }, ctx) {
      const { account, temporary_password } = await resetAccountPassword(ctx, cloudAccess, id);
      return { cloud_user: account, temporary_password };
    },

    async set_cloud_user_customer(_parent, { id, customer_id }, ctx) {
      const admin = requireAdmin(ctx);
      await ctx.db.transaction(async (tx) => {
        const before = await lockCloudUser(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        const customer = customer_id == null ? null : await getCustomerName(tx, customer_id);
        if (customer_id != null && !customer?.active) throw badInput('Chọn một tài khoản khách đang hoạt động.', 'customer_id');
        if (before.customerId === (customer_id ?? null)) return;
        const previous = before.customerId === null ? null : await getCustomerName(tx, before.customerId);
        await updateCloudUserRow(tx, id, { customerId: customer_id ?? null });
        await recordAudit(tx, {
          actorId: admin.id,
          entityType: 'cloud_user',
          entityId: id,
          action: 'update',
          summary: `Tài khoản cloud ${label(before)}: khách hàng ${previous?.name ?? '(không có)'} → ${customer?.name ?? '(không có)'}`,
          before: { customer: previous?.name ?? null },
          after: { customer: customer?.name ?? null },
        });
      });
      return reload(ctx, id);
    },

    async set_cloud_user_quota(_parent, { id, quota_gb, confirm_below_usage }, ctx) {
      const admin = requireAdmin(ctx);
      const quotaBytes = quotaBytesOf(quota_gb);
      if (quotaBytes === null) throw badInput(ADMIN_MESSAGES.quota, 'quota_gb');
      await ctx.db.transaction(async (tx) => {
        // The same row lock the upload path takes while it checks the quota (cloud-files/uploads.ts),
        // so an upload either sees the old quota and finishes first or waits and sees the new one.
        const before = await lockCloudUser(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        if (before.quotaBytes === quotaBytes) return;
        const usedBytes = (await usageOfCloudUsers(tx, [id])).get(id)?.usedBytes ?? 0;
        if (quotaBytes < usedBytes && !confirm_below_usage) {
          throw appError('BAD_USER_INPUT', ADMIN_MESSAGES.quotaBelowUsage(formatBytes(usedBytes)), { field: 'quota_gb', needsConfirmation: true });
        }
        await updateCloudUserRow(tx, id, { quotaBytes });
        await recordAudit(tx, {
          actorId: admin.id,
          entityType: 'cloud_user',
          entityId: id,
          action: 'update',
          summary: `Tài khoản cloud ${label(before)}: dung lượng ${formatBytes(before.quotaBytes)} → ${formatBytes(quotaBytes)}`,
          before: { quota_gb: quotaGbOf(before.quotaBytes) },
          after: { quota_gb: quotaGbOf(quotaBytes) },
        });
      });
      return reload(ctx, id);
    },
  },
};
