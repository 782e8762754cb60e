'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { CountBadge } from '@/components/ui/count-badge';
import {
  NOTIFICATION_POPOVER_SIZE,
  notificationPageOptions,
  unreadCountOptions,
  useMarkAllNotificationsRead,
} from '@/lib/client/queries/notifications';
import { headerIconButtonClassName } from '@/components/layout/header-icon-button';
import { NotificationList } from './notification-list';
import { useOpenNotification } from './use-open-notification';

export const MARK_ALL_ERROR = 'Không thể đánh dấu đã đọc. Vui lòng thử lại.';

/** The header's bell: unread badge, and a 360-wide popover with the newest 9 (docs/decisions/notifications-and-presence.md). */
export function NotificationBell({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadCountOptions(userId));
  const count = unread.data ?? 0;
  const label = count > 0 ? `Thông báo: ${count} chưa đọc` : 'Thông báo';

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={headerIconButtonClassName} aria-label={label} aria-busy={unread.isPending || undefined} title="Thông báo">
        <BellIcon />
        <CountBadge count={count} testId="notification-badge" />
      </PopoverTrigger>
      <PopoverContent className="flex max-h-[min(640px,calc(100dvh-96px))] w-popover flex-col" aria-label="Thông báo">
        <NotificationPanel userId={userId} count={count} close={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationPanel({ userId, count, close }: { userId: number; count: number; close: () => void }) {
  const latest = useQuery(notificationPageOptions(userId, NOTIFICATION_POPOVER_SIZE, 0));
  const markAll = useMarkAllNotificationsRead(userId);
  const { open, pendingId } = useOpenNotification(userId, close);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: () => toast.error(MARK_ALL_ERROR),
    });

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold">Thông báo</h2>
          <p className="text-sm text-muted">{count > 0 ? `${count} thông báo chưa đọc` : 'Bạn đã đọc hết thông báo'}</p>
        </div>
        {count > 0 && (
          <button
            type="button"
            onClick={markAllRead}
            disabled={markAll.isPending}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-60"
          >
            {markAll.isPending ? <Spinner className="size-4" /> : <CheckAllIcon />}
            Đánh dấu tất cả đã đọc
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <NotificationList query={latest} emptyText="Không có thông báo nào" pendingId={pendingId} onOpen={open} label="Thông báo mới nhất" />
      </div>
      <div className="border-t border-border p-2">
        <Link
          href="/thong-bao"
          onClick={close}
          className="flex w-full items-center justify-center rounded-lg py-2 text-sm font-semibold text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          Xem tất cả
        </Link>
      </div>
    </>
  );
}

export function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5.5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" strokeLinejoin="round" />
      <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

export function CheckAllIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12.5l4 4L14.5 8M10 16.5l1 1L21.5 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
