import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BoardScreen } from '@/components/board/board-screen';
import { BoardSkeleton } from '@/components/board/board-skeleton';
import { requireStaff } from '@/lib/auth';
import { DEFAULT_COLUMN_ORDER } from '@/lib/task-status';

export const metadata: Metadata = { title: 'Bảng công việc' };

// The board loads its cards in the browser (React Query), so live changes and drops update the
// same cache; the server only checks who is asking (the provider decides what they see).
export default async function BoardPage() {
  const viewer = await requireStaff('/');
  return (
    <Suspense fallback={<BoardSkeleton columns={DEFAULT_COLUMN_ORDER} />}>
      <BoardScreen viewer={{ id: viewer.id, roleId: viewer.roleId }} />
    </Suspense>
  );
}
