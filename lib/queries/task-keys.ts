import type { TaskFilter } from '@/graphql/generated/operations.generated';

// The task query keys, apart from the hooks of tasks.ts so that server code (the board's
// prefetch, lib/server-prefetch.ts) fills exactly the keys the browser reads.

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (filter: TaskFilter) => ['tasks', 'list', filter] as const,
  detail: (id: number) => ['tasks', 'detail', id] as const,
};

export const boardPreferencesKey = ['board-preferences'] as const;
