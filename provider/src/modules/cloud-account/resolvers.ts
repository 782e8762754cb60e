import { requireCloud } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { CloudUserRow } from '../../db/rows';
import type { Resolvers } from '../../generated/graphql.generated';
import { changeOwnPassword, updateOwnAvatar, updateOwnProfile, type OwnAccount } from '../users/own-account-mutations';
import { getCloudUserById, updateCloudProfile } from './data';
import { and, eq, sql } from 'drizzle-orm';
import { cloudUsers } from '../../db/schema';
import { parseInput } from '../../errors';
import { cloudEmailInput } from '../../../../domain/validation/auth';
import { queueAddressConfirmation } from '../mail/customer-mail';

// /user-cloud/thong-tin-tai-khoan. Each mutation acts only on the signed-in cloud user's own
// account: there is no id to pass, so there is no one else's account to name. Same rules and
// messages as the staff account page (domain/validation/account.ts).

/** The signed-in cloud user's own account (users/own-account-mutations.ts). */
function cloudAccount(ctx: GraphQLContext): OwnAccount<CloudUserRow> {
  const me = requireCloud(ctx);
  return {
    kind: 'cloud',
    id: me.id,
    load: getCloudUserById,
    saveNames: updateCloudProfile,
    limitKey: `cloud-${me.id}`,
    loginKey: `cloud:${me.account.toLowerCase()}`,
    currentHash: async () => me.passwordHash,
  };
}

export const cloudAccountResolvers: Resolvers = {
  Mutation: {
    update_my_cloud_profile: (_parent, { input }, ctx) => updateOwnProfile(ctx, cloudAccount(ctx), input),
    update_my_cloud_avatar: (_parent, { input }, ctx) => updateOwnAvatar(ctx, cloudAccount(ctx), input.dataUrl),
    async update_my_cloud_email(_parent, args, ctx) {
      const me = requireCloud(ctx);
      const { email } = parseInput(cloudEmailInput, args);
      const row = await ctx.db.transaction(async (tx) => {
        // A new address starts unconfirmed; the same one keeps its confirmation (or gets a new link).
        const [updated] = await tx
          .update(cloudUsers)
          .set({ email, emailConfirmedAt: sql`case when lower(coalesce(${cloudUsers.email}, '')) = ${email} then ${cloudUsers.emailConfirmedAt} else null end` })
          .where(and(eq(cloudUsers.id, me.id)))
          .returning();
        if (!updated!.emailConfirmedAt) await queueAddressConfirmation(tx, ctx, { ...updated!, email });
        return updated!;
      });
      ctx.mail.kick();
      return row;
    },
    async change_my_cloud_password(_parent, { input }, ctx) {
      const { token, account } = await changeOwnPassword(ctx, cloudAccount(ctx), input);
      return { token, cloud_user: account };
    },
  },
};
