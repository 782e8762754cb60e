'use client';

import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/components/ui/class-names';
import { STATUS_DOT } from '@/components/tasks/status-meta';
import { statusLabel } from '@/domain/task-status';
import { MOVE_BUTTON_CLASS, MoveDots, type CardMoveMenuProps } from './card-move-button';

/**
 * The card's "Chuyển sang…" menu, open: every status this user may move it to, as buttons. Mounted
 * by CardMoveMenu (card-move-menu.tsx) the first time its button is pressed, already open.
 */
export default function CardMovePopover({ taskName, targets, onMove, className }: CardMoveMenuProps) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger aria-label={`Chuyển trạng thái việc ${taskName}`} className={cn(MOVE_BUTTON_CLASS, className)}>
        <MoveDots />
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
