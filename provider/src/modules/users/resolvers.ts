import { requireSelf, requireStaff } from '../../auth/guards';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { ROLE_NAMES } from '../../db/seed-data';
import { getUserById, isOnline, listUsers, touchLastSeen } from './data';

export const usersResolvers: Resolvers = {
  Query: {
    async user(_parent, { id }, ctx) {
      requireStaff(ctx);
      return getUserById(ctx.db, id);
    },
    async users(_parent, { input }, ctx) {
      requireStaff(ctx);
      return listUsers(ctx.db, { active: input?.active, roleId: input?.roleId });
    },
  },
  Mutation: {
    async update_user_last_seen(_parent, { userId, isChangeToOffline }, ctx) {
      requireSelf(ctx, userId);
      const row = await touchLastSeen(ctx.db, userId, isChangeToOffline === true);
      if (!row) throw notFound();
      return row;
    },
  },
  User: {
    first_name: (row) => row.firstName,
    last_name: (row) => row.lastName,
    avatar_url: (row) => row.avatarUrl,
    last_seen_at: (row) => row.lastSeenAt?.toISOString() ?? null,
    role: (row) => (row.roleId === null ? null : { id: row.roleId, role_name: row.roleName ?? ROLE_NAMES[row.roleId] ?? String(row.roleId) }),
    // Passwords are never returned; admins reset them instead (DESIGN.md section 3).
    show_password: () => null,
    is_online: (row) => isOnline(row),
  },
};
