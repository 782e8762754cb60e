import { ROLE } from '../../../../domain/roles';
import { requireAdmin, requireStaff } from '../../auth/guards';
import type { Resolvers } from '../../generated/graphql.generated';
import { listActiveCustomers, listActiveProductGroups } from './data';

export const catalogResolvers: Resolvers = {
  Query: {
    async product_groups(_parent, _args, ctx) {
      const user = requireStaff(ctx);
      const groups = await listActiveProductGroups(ctx.db);
      // Money stays an exact decimal string (numeric in the database, never a float).
      // What the customer pays is revenue, which only admins see (docs/decisions/task-money-snapshot.md).
      return groups.map((group) => ({
        id: group.id,
        name: group.name,
        unit_price: user.roleId === ROLE.admin ? group.unitPrice : null,
        editor_rate: group.editorRate,
        qa_rate: group.qaRate,
        default_turnaround_hours: group.defaultTurnaroundHours,
      }));
    },
    async customer_options(_parent, _args, ctx) {
      // Only admins set a task's customer; everyone else sees the name on the card.
      requireAdmin(ctx);
      return listActiveCustomers(ctx.db);
    },
  },
};
