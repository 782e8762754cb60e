import { statusName } from '../../../../lib/task-status';
import type { Resolvers } from '../../generated/graphql.generated';

// Task fields the database stores differently from the contract. The task operations
// themselves (list, create, update, move) arrive with the board.
export const tasksResolvers: Resolvers = {
  Task: {
    status: (row) => statusName(row.status),
    createdAt: (row) => row.createdAt.toISOString(),
    updatedAt: (row) => row.updatedAt.toISOString(),
    completedAt: (row) => row.completedAt?.toISOString() ?? null,
  },
};
