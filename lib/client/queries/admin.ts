import { useMutation, useQueryClient } from '@tanstack/react-query';

// Administration screens (docs/decisions/code-habits.md, habit 3): one key factory; every change refetches the
// lists of its area (and the audit log, which every change writes to).

export const adminKeys = {
  all: ['admin'] as const,
  staff: (input: unknown) => ['admin', 'staff', input] as const,
  pending: ['admin', 'pending'] as const,
  cloud: (input: unknown) => ['admin', 'cloud', input] as const,
  catalog: (input: unknown) => ['admin', 'catalog', input] as const,
  entry: (area: string, id: number) => ['admin', 'catalog-entry', area, id] as const,
  options: (area: string) => ['admin', 'catalog-options', area] as const,
  audit: (input: unknown) => ['admin', 'audit', input] as const,
  actors: ['admin', 'audit-actors'] as const,
  mailInbox: ['admin', 'mail-inbox'] as const,
  mail: (id: number) => ['admin', 'mail', id] as const,
  studioSettings: ['admin', 'studio-settings'] as const,
};

/** A mutation after which every administration query is refetched (they are few and small). */
export function useAdminMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
