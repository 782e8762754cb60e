import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BoardScreen } from '@/components/board/board-screen';
import { BoardSkeleton } from '@/components/board/board-skeleton';
import { NowProvider } from '@/components/ui/now';
import { requireStaff } from '@/lib/auth';
import { prefetchBoard, searchParamsOf } from '@/lib/server-prefetch';
import { parseTaskFilter, toTaskFilterInput } from '@/lib/task-filter';
import { DEFAULT_COLUMN_ORDER } from '@/lib/task-status';

export const metadata: Metadata = { title: 'Bảng công việc' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The board's cards come in the first HTML: fetched here from the provider with the session's
// token for the URL's filter, then handed to React Query in the browser (HydrationBoundary),
// which keeps them live (refetch, realtime, drops). The provider decides what the viewer sees.
export default async function BoardPage({ searchParams }: Props) {
  const viewer = await requireStaff('/');
  const filter = toTaskFilterInput(parseTaskFilter(searchParamsOf(await searchParams)), viewer.roleId);
  const { state, now } = await prefetchBoard(viewer.token, filter);
  return (
    <HydrationBoundary state={state}>
      <NowProvider serverNow={now}>
        <Suspense fallback={<BoardSkeleton columns={DEFAULT_COLUMN_ORDER} />}>
          <BoardScreen viewer={{ id: viewer.id, roleId: viewer.roleId }} />
        </Suspense>
      </NowProvider>
    </HydrationBoundary>
  );
}
