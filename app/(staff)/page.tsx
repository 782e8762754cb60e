import type { Metadata } from 'next';
import { BoardHydration } from '@/components/board/board-hydration';
import { BoardScreen } from '@/components/board/board-screen';
import { NowProvider } from '@/components/ui/now';
import { requireStaff } from '@/lib/server/auth';
import { prefetchBoard, searchParamsOf } from '@/lib/server/prefetch';
import { parseTaskFilter, showsPeopleFilters, toTaskFilterInput } from '@/lib/tasks/filter';

export const metadata: Metadata = { title: 'Bảng công việc' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The board's cards come in the first HTML: fetched here from the provider with the session's
// token for the URL's filter, then handed to React Query in the browser (BoardHydration: packed for the trip),
// which keeps them live (refetch, realtime, drops). The provider decides what the viewer sees.
export default async function BoardPage({ searchParams }: Props) {
  const viewer = await requireStaff('/');
  const filter = toTaskFilterInput(parseTaskFilter(searchParamsOf(await searchParams)), viewer.roleId);
  const { state, now, seq } = await prefetchBoard(viewer.token, filter, { people: showsPeopleFilters(viewer.roleId) });
  return (
    <BoardHydration state={state} seq={seq}>
      <NowProvider serverNow={now}>
        <BoardScreen viewer={{ id: viewer.id, roleId: viewer.roleId }} />
      </NowProvider>
    </BoardHydration>
  );
}
