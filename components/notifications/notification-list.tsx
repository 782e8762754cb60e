'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import type { NotificationItem as Notification, NotificationPage } from '@/lib/client/queries/notifications';
import { groupNotifications } from '@/lib/client/notification-groups';
import { NotificationItem } from './notification-item';

type NotificationListProps = {
  query: UseQueryResult<NotificationPage>;
  /** Shown when the page holds no notification. */
  emptyText: string;
  pendingId: number | undefined;
  onOpen: (notification: Notification) => void;
  /** The full page has more room than the bell's popover. */
  roomy?: boolean;
  label?: string;
};

/** A page of notifications with its loading, error and empty states (the bell and /thong-bao). */
export function NotificationList({ query, emptyText, pendingId, onOpen, roomy = false, label }: NotificationListProps) {
  if (query.isPending) {
    return (
      <p role="status" className={cn('flex items-center justify-center gap-2 px-4 text-sm text-muted', roomy ? 'py-16' : 'py-10')}>
        <Spinner className="size-4 text-primary" /> Đang tải thông báo...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={cn('px-4 text-center text-sm text-muted', roomy ? 'py-12' : 'py-8')}>
        <p>Không tải được thông báo.</p>
        <button type="button" onClick={() => void query.refetch()} className="mt-2 font-medium text-primary hover:underline">
          Thử lại
        </button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return <p className={cn('px-4 text-center text-sm text-muted', roomy ? 'py-16' : 'py-10')}>{emptyText}</p>;
  }
  return (
    <ul aria-label={label} className={cn('divide-y divide-border', query.isPlaceholderData && 'opacity-60')}>
      {groupNotifications(query.data.items).map((group) =>
        group.text === null ? (
          <li key={group.key}>
            <NotificationItem notification={group.items[0]!} pending={pendingId === group.key} onOpen={onOpen} />
          </li>
        ) : (
          <li key={group.key} data-testid={group.kind === 'job' ? 'notification-job-group' : 'notification-group'}>
            <details className="group">
              <summary
                className={cn(
                  'flex cursor-pointer list-none items-center gap-3 px-4 py-3 text-sm hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none',
                  !group.items[0]!.is_read && 'bg-primary-soft/50 font-semibold',
                )}
              >
                <span className="min-w-0 flex-1 break-words">{group.text}</span>
                <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
                  ›
                </span>
              </summary>
              <ul className="divide-y divide-border border-t border-border pl-4">
                {group.items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem notification={notification} pending={pendingId === notification.id} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
