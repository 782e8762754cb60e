import { adminRead } from '../../auth/guards';
import type { Resolvers } from '../../generated/graphql.generated';
import { listAuditActors, listAuditPage } from './audit-log';
import { catalogueResolvers } from './catalogue-resolvers';
import { cloudAdminResolvers } from './cloud-resolvers';
import { staffResolvers } from './staff-resolvers';

// Administration (issue 10): every root field here is the admin's and checks the role first (adminRead, requireAdmin).

const auditResolvers: Resolvers = {
  Query: {
    audit_log: adminRead((db, { input }) => listAuditPage(db, input)),
    audit_actors: adminRead((db) => listAuditActors(db)),
  },
};

export const adminResolvers: Resolvers[] = [staffResolvers, cloudAdminResolvers, catalogueResolvers, auditResolvers];
