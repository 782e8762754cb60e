import { hashPassword } from '../../auth/passwords';
import { requireSelf, requireStaff } from '../../auth/guards';
import { notFound, parseInput, unauthenticated } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { ROLE_NAMES } from '../../db/seed-data';
import { profileSchema } from '../../../../domain/validation/account';
import { swapAvatar } from './avatar-files';
import { ROLE } from '../../../../domain/roles';
import { getPasswordHash, getUserById, isAwaitingApproval, isOnline, listUsers, touchLastSeen, updateProfile } from './data';
import { replaceAvatarUrl, replacePassword } from './own-account';
import { checkPasswordChange } from './password-change';

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
    async update_my_profile(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      const names = parseInput(profileSchema, { firstName: input.first_name, lastName: input.last_name });
      const row = await updateProfile(ctx.db, me.id, names);
      if (!row) throw notFound();
      return row;
    },

    async update_my_avatar(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      if (input.dataUrl) await ctx.rateLimits.consume('upload', me.id);
      const found = await swapAvatar(ctx.fileStorageDir, me.id, input.dataUrl, (url) => replaceAvatarUrl(ctx.db, 'staff', me.id, url));
      if (!found) throw notFound();
      return (await getUserById(ctx.db, me.id))!;
    },

    async change_my_password(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      if (ctx.viewer?.kind !== 'staff') throw unauthenticated();
      const newPassword = await checkPasswordChange(
        ctx,
        { limitKey: me.id, loginKey: `staff:${me.email}`, currentHash: await getPasswordHash(ctx.db, me.id) },
        input,
      );
      const session = await replacePassword(ctx.db, 'staff', me.id, await hashPassword(newPassword), ctx.viewer.sessionId);
      if (!session) throw unauthenticated();
      const token = await ctx.tokens.signAccess({ sub: me.id, kind: 'staff', sid: session.sessionId, ver: session.tokenVersion }, session.expiresAt);
      return { token, user: (await getUserById(ctx.db, me.id))! };
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
