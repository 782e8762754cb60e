'use client';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/class-names';
import type { NotificationItem as Item } from '@/lib/client/queries/notifications';
import { RelativeTime } from './relative-time';

type NotificationItemProps = { notification: Item; pending: boolean; onOpen: (notification: Item) => void };

/** One notification: a button (unread ones are bold with a dot); task-tied ones open the task. */
export function NotificationItem({ notification, pending, onOpen }: NotificationItemProps) {
  const unread = !notification.is_read;
  const taskId = notification.from_task?.id;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      disabled={pending}
      aria-busy={pending || undefined}
      data-unread={unread || undefined}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none',
        unread && 'bg-primary-soft/50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1 flex size-9 shrink-0 items-center justify-center rounded-full', taskId ? 'bg-primary-soft text-primary' : 'bg-success-soft text-success')}
      >
        {taskId ? <TaskIcon /> : <InfoIcon />}
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block break-words text-sm', unread ? 'font-semibold text-foreground' : 'text-foreground/80')}>
          {unread && <span className="sr-only">Chưa đọc: </span>}
          {notification.content}
        </span>
        <span className="mt-1 flex items-center gap-2 text-xs text-muted">
          <ClockIcon />
          <RelativeTime value={notification.created_at} />
          {taskId && <span className="truncate">· Việc #{taskId}</span>}
        </span>
      </span>
      {pending ? (
        <Spinner className="mt-2 size-3.5 shrink-0 text-primary" />
      ) : (
        unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
      )}
    </button>
  );
}

function TaskIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8.5 12.5l2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" strokeLinecap="round" />
    </svg>
  );
}
