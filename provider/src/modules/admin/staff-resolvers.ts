import { ROLE, ROLE_LABEL, type RoleId } from '../../../../domain/roles';
import { ADMIN_MESSAGES, rejectionSchema, staffCreateSchema, staffUpdateSchema } from '../../../../domain/validation/admin';
import { hashPassword } from '../../auth/passwords';
import { adminRead, requireAdmin } from '../../auth/guards';
import { badInput, isUniqueViolation, notFound, parseInput } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { recordAudit } from '../audit/record';
import { resetAccountPassword, setAccountActive, type AccountAccess } from './account-access';
import { getUserById } from '../users/data';
import {
  endStaffSessions,
  fullName,
  insertStaffRow,
  listPendingRegistrations,
  listStaffPage,
  lockActiveAdminIds,
  lockUser,
  temporaryPassword,
  updateStaffRow,
} from './staff';

// Staff accounts and approvals. Every operation is the admin's (requireAdmin first); every
// change writes its audit row in the same transaction; ending a user's sessions also closes
// their sockets at once (the sessions_ended event, published once the change is committed).

const roleLabel = (roleId: number | null) => (roleId === null ? 'chưa có' : (ROLE_LABEL[roleId as RoleId] ?? String(roleId)));

type StaffRow = NonNullable<Awaited<ReturnType<typeof lockUser>>> & { activeAdmins: number };

const staffAccess: AccountAccess<StaffRow, Awaited<ReturnType<typeof reload>>> = {
  kind: 'staff',
  entityType: 'user',
  notFoundMessage: 'Không tìm thấy nhân viên.',
  // A change of active state locks the active admins before the user, as update_staff does,
  // so two admins deactivating each other at once cannot leave the studio without an admin.
  async lock(tx, id, purpose) {
    const admins = purpose === 'active' ? await lockActiveAdminIds(tx) : [];
    const row = await lockUser(tx, id);
    return row && row.roleId !== null ? { ...row, activeAdmins: admins.length } : null;
  },
  refuseActive(row, active, adminId) {
    if (!active && row.id === adminId) return ADMIN_MESSAGES.selfDeactivate;
    return !active && row.active && row.roleId === ROLE.admin && row.activeAdmins <= 1 ? ADMIN_MESSAGES.lastAdmin : null;
  },
  setActive: (tx, id, active) => updateStaffRow(tx, id, { active }),
  // A reset password is temporary: the user must choose a new one at the next sign-in.
  setPassword: (tx, id, passwordHash) => updateStaffRow(tx, id, { passwordHash, mustChangePassword: true }),
  endSessions: endStaffSessions,
  activeSummary: (row, active) => `${active ? 'Kích hoạt lại' : 'Ngừng hoạt động'} tài khoản ${fullName(row)} (${row.email})`,
  passwordResetSummary: (row) => `Đặt lại mật khẩu cho ${fullName(row)} (${row.email})`,
  reload,
};

async function reload(ctx: { db: Parameters<typeof getUserById>[0] }, id: number) {
  const row = await getUserById(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export const staffResolvers: Resolvers = {
  Query: {
    staff_page: adminRead((db, { input }) => listStaffPage(db, input)),
    pending_registrations: adminRead((db) => listPendingRegistrations(db)),
  },

  Mutation: {
    async create_staff(_parent, { input }, ctx) {
      const admin = requireAdmin(ctx);
      const values = parseInput(staffCreateSchema, {
        email: input.email,
        lastName: input.last_name,
        firstName: input.first_name,
        roleId: input.role_id,
        level: input.level,
      });
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      let id: number;
      try {
        id = await ctx.db.transaction(async (tx) => {
          const newId = await insertStaffRow(tx, { ...values, passwordHash, active: true, mustChangePassword: true });
          await recordAudit(tx, {
            actorId: admin.id,
            entityType: 'user',
            entityId: newId,
            action: 'create',
            summary: `Tạo tài khoản ${fullName(values)} (${values.email}), vai trò ${roleLabel(values.roleId)}`,
            after: { email: values.email, role: roleLabel(values.roleId), level: values.level },
          });
          return newId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badInput(ADMIN_MESSAGES.emailTaken, 'email');
        throw error;
      }
      return { user: await reload(ctx, id), temporary_password: password };
    },

    async update_staff(_parent, { input }, ctx) {
      const admin = requireAdmin(ctx);
      const values = parseInput(staffUpdateSchema, { lastName: input.last_name, firstName: input.first_name, roleId: input.role_id, level: input.level });
      const roleChanged = await ctx.db.transaction(async (tx) => {
        const admins = await lockActiveAdminIds(tx);
        const before = await lockUser(tx, input.id);
        if (!before || before.roleId === null) throw notFound('Không tìm thấy nhân viên.');
        const changed = before.roleId !== values.roleId;
        if (changed && before.roleId === ROLE.admin && before.active && admins.length <= 1) throw badInput(ADMIN_MESSAGES.lastAdmin, 'roleId');
        await updateStaffRow(tx, input.id, values);
        if (changed) await endStaffSessions(tx, input.id);
        const was = { last_name: before.lastName, first_name: before.firstName, role: roleLabel(before.roleId), level: before.level };
        const now = { last_name: values.lastName, first_name: values.firstName, role: roleLabel(values.roleId), level: values.level };
        const keys = (Object.keys(now) as (keyof typeof now)[]).filter((key) => was[key] !== now[key]);
        if (keys.length > 0) {
          await recordAudit(tx, {
            actorId: admin.id,
            entityType: 'user',
            entityId: input.id,
            action: 'update',
            summary: `Cập nhật ${fullName(values)} (${before.email})${changed ? `: vai trò ${was.role} → ${now.role}` : ''}`,
            before: Object.fromEntries(keys.map((key) => [key, was[key]])),
            after: Object.fromEntries(keys.map((key) => [key, now[key]])),
          });
        }
        return changed;
      });
      if (roleChanged) ctx.pubSub.publish('sessions_ended', { kind: 'staff', id: input.id });
      return reload(ctx, input.id);
    },

    // Admin only, audited, sessions ended: account-access.ts.
    set_staff_active: (_parent, { id, active }, ctx) => setAccountActive(ctx, staffAccess, id, active),
    async reset_staff_password(_parent, { id }, ctx) {
      const { account, temporary_password } = await resetAccountPassword(ctx, staffAccess, id);
      return { user: account, temporary_password };
    },

    async approve_registration(_parent, { id, role_id }, ctx) {
      const admin = requireAdmin(ctx);
      const { roleId } = parseInput(staffUpdateSchema.pick({ roleId: true }), { roleId: role_id });
      await ctx.db.transaction(async (tx) => {
        const before = await lockUser(tx, id);
        if (!before) throw notFound('Không tìm thấy tài khoản.');
        if (before.active || before.roleId !== null || before.rejectedAt) throw badInput(ADMIN_MESSAGES.notPending, 'id');
        await updateStaffRow(tx, id, { roleId, active: true });
        await recordAudit(tx, {
          actorId: admin.id,
          entityType: 'user',
          entityId: id,
          action: 'approve',
          summary: `Phê duyệt ${fullName(before)} (${before.email}) với vai trò ${roleLabel(roleId)}`,
          before: { approval: 'pending', role: roleLabel(null) },
          after: { approval: 'approved', role: roleLabel(roleId) },
        });
      });
      return reload(ctx, id);
    },

    async reject_registration(_parent, { id, reason }, ctx) {
      const admin = requireAdmin(ctx);
      const values = parseInput(rejectionSchema, { reason });
      await ctx.db.transaction(async (tx) => {
        const before = await lockUser(tx, id);
        if (!before) throw notFound('Không tìm thấy tài khoản.');
        if (before.active || before.roleId !== null || before.rejectedAt) throw badInput(ADMIN_MESSAGES.notPending, 'id');
        await updateStaffRow(tx, id, { rejectedAt: new Date(), rejectionReason: values.reason });
        await recordAudit(tx, {
          actorId: admin.id,
          entityType: 'user',
          entityId: id,
          action: 'reject',
          summary: `Từ chối đăng ký của ${fullName(before)} (${before.email}): ${values.reason}`,
          after: { reason: values.reason },
        });
      });
      return true;
    },
  },

  User: {
    must_change_password: (row) => row.mustChangePassword ?? false,
  },
};
