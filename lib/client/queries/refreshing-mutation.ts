import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which the queries under `queryKey` are read again, whether it was answered or
 * refused (a refusal often means the screen was out of date). `mutateAsync` resolves once they
 * are marked stale, so a screen that awaits it shows the new data.
 */
export function useRefreshingMutation<Variables = void, Data = unknown>(mutationFn: (variables: Variables) => Promise<Data>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) });
}
