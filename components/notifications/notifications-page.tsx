'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { toast } from '@/lib/client/toast';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notificationPageOptions, NOTIFICATIONS_PAGE_SIZE, unreadCountOptions, useMarkAllNotificationsRead } from '@/lib/client/queries/notifications';
import { CheckAllIcon, MARK_ALL_ERROR } from './notification-icons';
import { NotificationList } from './notification-list';
import { useOpenNotification } from './use-open-notification';

/**
 * /thong-bao: every notification, newest first, 20 a page (limit/offset of GetNotificationByUserId).
 * `serverUnread`: the unread count the server read for the first HTML, told until the bell's own query has it.
 */
export function NotificationsPage({ userId, page, serverUnread }: { userId: number; page: number; serverUnread: number | null }) {
  const offset = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
  const list = useQuery({ ...notificationPageOptions(userId, NOTIFICATIONS_PAGE_SIZE, offset), placeholderData: keepPreviousData });
  const unread = useQuery(unreadCountOptions(userId));
  const markAll = useMarkAllNotificationsRead(userId);
  const { open, pendingId } = useOpenNotification(userId);
  const count = unread.data ?? serverUnread ?? 0;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-foreground">Thông báo</h1>
          <p className="mt-1 text-sm text-muted">{count > 0 ? `Bạn có ${count} thông báo chưa đọc` : 'Bạn đã đọc hết thông báo'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/thong-tin-tai-khoan#cai-dat-thong-bao" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
            Cài đặt thông báo
          </Link>
          <button
            type="button"
            onClick={() => markAll.mutate(undefined, { onError: () => toast.error(MARK_ALL_ERROR) })}
            disabled={markAll.isPending || count === 0}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {markAll.isPending ? <Spinner /> : <CheckAllIcon />}
            Đánh dấu tất cả đã đọc
          </button>
        </div>
      </div>

      <section aria-label="Danh sách thông báo" className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
        <NotificationList
          query={list}
          emptyText={page > 1 ? 'Không còn thông báo nào ở trang này' : 'Không có thông báo nào'}
          pendingId={pendingId}
          onOpen={open}
          roomy
        />
      </section>

      {(page > 1 || list.data?.hasMore) && (
        <nav aria-label="Phân trang" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link href={page === 2 ? '/thong-bao' : `/thong-bao?trang=${page - 1}`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              ← Mới hơn
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">Trang {page}</span>
          {list.data?.hasMore ? (
            <Link href={`/thong-bao?trang=${page + 1}`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              Cũ hơn →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
