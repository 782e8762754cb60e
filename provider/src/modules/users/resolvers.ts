import type { z } from 'zod';
import { TOO_MANY_ATTEMPTS } from '../../auth/login-limiter';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { requireSelf, requireStaff } from '../../auth/guards';
import { appError, badInput, notFound, unauthenticated } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { ROLE_NAMES } from '../../db/seed-data';
import { newPasswordRule, PASSWORD_MESSAGES, profileSchema } from '../../../../lib/validation/account';
import { parseAvatarDataUrl, removeAvatarFile, storeAvatarFile } from './avatar-files';
import { ROLE } from '../../../../lib/roles';
import { getPasswordHash, getUserById, isAwaitingApproval, isOnline, listUsers, replaceAvatarUrl, replacePassword, touchLastSeen, updateProfile } from './data';

/** Parses with one of lib/validation's schemas or throws BAD_USER_INPUT with its first message. */
function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badInput(issue.message, issue.path.map(String).join('.'));
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
    async update_my_profile(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      const names = parse(profileSchema, { firstName: input.first_name, lastName: input.last_name });
      const row = await updateProfile(ctx.db, me.id, names);
      if (!row) throw notFound();
      return row;
    },

    async update_my_avatar(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      if (input.dataUrl) await ctx.rateLimits.consume('upload', me.id);
      const stored = input.dataUrl ? await storeAvatarFile(ctx.fileStorageDir, me.id, parseAvatarDataUrl(input.dataUrl)) : null;
      let replaced;
      try {
        replaced = await replaceAvatarUrl(ctx.db, me.id, stored?.url ?? null);
      } catch (error) {
        await stored?.remove();
        throw error;
      }
      if (!replaced) {
        await stored?.remove();
        throw notFound();
      }
      await removeAvatarFile(ctx.fileStorageDir, replaced.previousUrl);
      return (await getUserById(ctx.db, me.id))!;
    },

    async change_my_password(_parent, { input }, ctx) {
      const me = requireStaff(ctx);
      if (ctx.viewer?.kind !== 'staff') throw unauthenticated();
      await ctx.rateLimits.consume('passwordChange', me.id);
      // Guessing the current password counts against the same limit as guessing it at login.
      const accountKey = `staff:${me.email}`;
      const wait = await ctx.limiter.retryAfter(accountKey, ctx.clientIp);
      if (wait > 0) throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS.replace('{minutes}', String(Math.ceil(wait / 60))), { retryAfterSeconds: wait });
      const currentHash = await getPasswordHash(ctx.db, me.id);
      if (!(await verifyPassword(currentHash, input.currentPassword.slice(0, 256)))) {
        await ctx.limiter.recordFailure(accountKey, ctx.clientIp);
        throw badInput(PASSWORD_MESSAGES.currentWrong, 'currentPassword');
      }
      await ctx.limiter.recordSuccess(accountKey);
      const newPassword = parse(newPasswordRule, input.newPassword);
      if (newPassword === input.currentPassword) throw badInput(PASSWORD_MESSAGES.sameAsCurrent, 'newPassword');
      const session = await replacePassword(ctx.db, me.id, await hashPassword(newPassword), ctx.viewer.sessionId);
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
    // Passwords are never returned; admins reset them instead (DESIGN.md section 3).
    show_password: () => null,
    is_online: (row) => isOnline(row),
  },
};
