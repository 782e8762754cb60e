import type { TaskStatusName } from '@/domain/task-status';

// What the card's move menu (card-move-menu.tsx) and its lazily loaded popover (card-move-popover.tsx) share.

export type CardMoveMenuProps = {
  taskName: string;
  targets: TaskStatusName[];
  onMove: (to: TaskStatusName) => void;
};

/** The menu's button: the same look before (card-move-menu.tsx) and after the popover is mounted. */
export const MOVE_BUTTON_CLASS =
  'flex size-7 items-center justify-center rounded-md text-muted hover:bg-primary-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=open]:bg-primary-soft';

export function MoveDots() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

