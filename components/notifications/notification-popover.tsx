'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { toast } from '@/lib/client/toast';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { CountBadge } from '@/components/ui/count-badge';
import { NOTIFICATION_POPOVER_SIZE, notificationPageOptions, useMarkAllNotificationsRead } from '@/lib/client/queries/notifications';
import { headerIconButtonClassName } from '@/components/layout/header-icon-button';
import { BellIcon, CheckAllIcon, MARK_ALL_ERROR } from './notification-icons';
import { NotificationList } from './notification-list';
import { useOpenNotification } from './use-open-notification';

type NotificationPopoverProps = { userId: number; count: number; label: string; busy: true | undefined; open: boolean; onOpenChange: (open: boolean) => void };

/** The bell's popover, its own chunk (loaded by notification-bell.tsx when first wanted). */
export function NotificationPopover({ userId, count, label, busy, open, onOpenChange: setOpen }: NotificationPopoverProps) {
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={headerIconButtonClassName} aria-label={label} aria-busy={busy} title="Thông báo">
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
