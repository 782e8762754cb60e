import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import { NowProvider } from '@/components/ui/now';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/notifications/query-keys';
import { requireStaff } from '@/lib/server/auth';
import { prefetchNotificationPage } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: 'Thông báo' };

// The page's notifications and the unread count come in the first HTML, read with the session's
// token (lib/server/prefetch.ts); React Query takes them over in the browser. Outside the
// (screens) group, as the board is (docs/decisions/loading-screen.md): no full-page loading
// screen first, so the list is painted as the HTML is parsed.
export default async function NotificationsRoute({ searchParams }: { searchParams: Promise<{ trang?: string | string[] }> }) {
  const viewer = await requireStaff('/thong-bao');
  const raw = (await searchParams).trang;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''), 10) || 1));
  const { state, now, unread } = await prefetchNotificationPage(viewer.token, viewer.id, (page - 1) * NOTIFICATIONS_PAGE_SIZE);
  return (
    <HydrationBoundary state={state}>
      <NowProvider serverNow={now}>
        <NotificationsPage userId={viewer.id} page={page} serverUnread={unread} />
      </NowProvider>
    </HydrationBoundary>
  );
}
