import 'server-only';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { BoardPreferencesDocument, TasksDocument, type TaskFilter } from '@/graphql/generated/operations.generated';
import { callProvider } from './provider-client';
import { boardPreferencesKey, taskKeys } from './queries/task-keys';

// Data in the first HTML (issue 14): a screen's first data fetched on the server, straight from
// the provider with the session's token, under the same query keys the browser reads. The page
// wraps its client screen in <HydrationBoundary state={…}>, so the first paint already shows the
// data and React Query takes over in the browser without fetching it again (docs/decisions/
// server-prefetch.md). A failed prefetch is left out: the screen then fetches in the browser
// and shows its own error state.

export type Prefetched = {
  state: DehydratedState;
  /** When the data was read: the "now" of relative times while the page hydrates (components/ui/now.tsx). */
  now: number;
};

/** The board: its cards for the URL's filter (none while the filter is invalid) and the column layout. */
export async function prefetchBoard(token: string, filter: TaskFilter | null): Promise<Prefetched> {
  const queryClient = new QueryClient();
  await Promise.all([
    filter &&
      queryClient.prefetchQuery({
        queryKey: taskKeys.list(filter),
        queryFn: async () => (await callProvider(TasksDocument, { filter }, { token })).tasks,
      }),
    queryClient.prefetchQuery({
      queryKey: boardPreferencesKey,
      queryFn: async () => (await callProvider(BoardPreferencesDocument, {}, { token })).board_preferences,
    }),
  ]);
  return { state: dehydrate(queryClient), now: Date.now() };
}

/** A page's searchParams prop as URLSearchParams (a repeated key keeps its first value). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}
