import { requireAdmin } from '../../auth/guards';
import type { Resolvers } from '../../generated/graphql.generated';
import { listAuditActors, listAuditPage } from './audit-log';
import { catalogueResolvers } from './catalogue-resolvers';
import { cloudAdminResolvers } from './cloud-resolvers';
import { staffResolvers } from './staff-resolvers';

// Administration (issue 10): every root field here is the admin's and calls requireAdmin first.

const auditResolvers: Resolvers = {
  Query: {
    async audit_log(_parent, { input }, ctx) {
      requireAdmin(ctx);
      return listAuditPage(ctx.db, {
        actorId: input.actor_id,
        entityType: input.entity_type,
        action: input.action,
        from: input.from,
        to: input.to,
        page: input.page,
        pageSize: input.page_size,
      });
    },
    async audit_actors(_parent, _args, ctx) {
      requireAdmin(ctx);
      return listAuditActors(ctx.db);
    },
  },
};

export const adminResolvers: Resolvers[] = [staffResolvers, cloudAdminResolvers, catalogueResolvers, auditResolvers];
