import { profileSchema } from '../../../../domain/validation/account';
import { requireCloud } from '../../auth/guards';
import { hashPassword } from '../../auth/passwords';
import { notFound, parseInput, unauthenticated } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { swapAvatar } from '../users/avatar-files';
import { checkPasswordChange } from '../users/password-change';
import { replaceAvatarUrl, replacePassword } from '../users/own-account';
import { getCloudUserById, updateCloudProfile } from './data';

// /user-cloud/thong-tin-tai-khoan. Each mutation acts only on the signed-in cloud user's own
// account: there is no id to pass, so there is no one else's account to name. Same rules and
// messages as the staff account page (domain/validation/account.ts).

export const cloudAccountResolvers: Resolvers = {
  Mutation: {
    async update_my_cloud_profile(_parent, { input }, ctx) {
      const me = requireCloud(ctx);
      const names = parseInput(profileSchema, { firstName: input.first_name, lastName: input.last_name });
      const row = await updateCloudProfile(ctx.db, me.id, names);
      if (!row) throw notFound();
      return row;
    },

    async update_my_cloud_avatar(_parent, { input }, ctx) {
      const me = requireCloud(ctx);
      if (input.dataUrl) await ctx.rateLimits.consume('upload', `cloud-${me.id}`);
      const found = await swapAvatar(ctx.fileStorageDir, me.id, input.dataUrl, (url) => replaceAvatarUrl(ctx.db, 'cloud', me.id, url));
      if (!found) throw notFound();
      return (await getCloudUserById(ctx.db, me.id))!;
    },

    async change_my_cloud_password(_parent, { input }, ctx) {
      const me = requireCloud(ctx);
      if (ctx.viewer?.kind !== 'cloud') throw unauthenticated();
      const newPassword = await checkPasswordChange(
        ctx,
        { limitKey: `cloud-${me.id}`, loginKey: `cloud:${me.account.toLowerCase()}`, currentHash: me.passwordHash },
        input,
      );
      const session = await replacePassword(ctx.db, 'cloud', me.id, await hashPassword(newPassword), ctx.viewer.sessionId);
      if (!session) throw unauthenticated();
      const token = await ctx.tokens.signAccess({ sub: me.id, kind: 'cloud', sid: session.sessionId, ver: session.tokenVersion }, session.expiresAt);
      return { token, cloud_user: (await getCloudUserById(ctx.db, me.id))! };
    },
  },
};
