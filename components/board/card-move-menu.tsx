'use client';

import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/components/ui/class-names';
import { STATUS_DOT } from '@/components/tasks/status-meta';
import { statusLabel, type TaskStatusName } from '@/domain/task-status';

type CardMoveMenuProps = {
  taskName: string;
  targets: TaskStatusName[];
  onMove: (to: TaskStatusName) => void;
};

/**
 * The card's "Chuyển sang…" menu: every status this user may move it to, as buttons. The same
 * moves as dragging, for phones and for keyboards when the target column is off screen.
 */
export function CardMoveMenu({ taskName, targets, onMove }: CardMoveMenuProps) {
  const [open, setOpen] = useState(false);
  if (targets.length === 0) return null;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={`Chuyển trạng thái việc ${taskName}`}
        className="flex size-7 items-center justify-center rounded-md text-muted hover:bg-primary-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=open]:bg-primary-soft"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-56 p-1.5">
        <p className="px-2.5 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Chuyển sang</p>
        <ul className="space-y-0.5">
          {targets.map((status) => (
            <li key={status}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onMove(status);
                }}
                className="flex w-full items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none"
              >
                <span aria-hidden="true" className={cn('size-2 rounded-full', STATUS_DOT[status])} />
                <span className="font-medium">{statusLabel(status)}</span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
