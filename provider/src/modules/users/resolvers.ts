import { requireSelf, requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { UserRow } from '../../db/rows';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { ROLE_NAMES } from '../../db/seed-data';
import { ROLE } from '../../../../domain/roles';
import { getPasswordHash, getUserById, isAwaitingApproval, isOnline, listUsers, touchLastSeen, updateProfile } from './data';
import { changeOwnPassword, updateOwnAvatar, updateOwnProfile, type OwnAccount } from './own-account-mutations';

/** The signed-in staff member's own account (own-account-mutations.ts). */
function staffAccount(ctx: GraphQLContext): OwnAccount<UserRow> {
  const me = requireStaff(ctx);
  return { kind: 'staff', id: me.id, load: getUserById, saveNames: updateProfile, limitKey: me.id, loginKey: `staff:${me.email}`, currentHash: (db) => getPasswordHash(db, me.id) };
}

export const usersResolvers: Resolvers = {
  Query: {
    // Accounts awaiting approval are the admins' business only (docs/decisions/security-limits.md).
    async user(_parent, { id }, ctx) {
      const me = requireStaff(ctx);
      const row = await getUserById(ctx.db, id);
      return row && me.roleId !== ROLE.admin && isAwaitingApproval(row) ? null : row;
    },
    async users(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      return listUsers(ctx.db, { active: input?.active, roleId: input?.roleId, withoutAwaitingApproval: me.roleId !== ROLE.admin });
    },
  },
  Mutation: {
    async update_user_last_seen(_parent, { userId, isChangeToOffline }, ctx) {
      requireSelf(ctx, userId);
      const row = await touchLastSeen(ctx.db, userId, isChangeToOffline === true);
      if (!row) throw notFound();
      return row;
    },

    // The three account mutations act only on the caller's own account: there is no user id
    // to pass, so there is no one else's account to name.
    update_my_profile: (_parent, { input }, ctx) => updateOwnProfile(ctx, staffAccount(ctx), input),
    update_my_avatar: (_parent, { input }, ctx) => updateOwnAvatar(ctx, staffAccount(ctx), input.dataUrl),
    async change_my_password(_parent, { input }, ctx) {
      const { token, account } = await changeOwnPassword(ctx, staffAccount(ctx), input);
      return { token, user: account };
    },
  },
  User: {
    first_name: (row) => row.firstName,
    last_name: (row) => row.lastName,
    avatar_url: (row) => row.avatarUrl,
    last_seen_at: (row) => row.lastSeenAt?.toISOString() ?? null,
    role: (row) => (row.roleId === null ? null : { id: row.roleId, role_name: row.roleName ?? ROLE_NAMES[row.roleId] ?? String(row.roleId) }),
    // Passwords are never returned; admins reset them instead (docs/decisions/administration.md).
    show_password: () => null,
    is_online: (row) => isOnline(row),
  },
};
