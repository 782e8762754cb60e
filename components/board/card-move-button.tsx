import type { TaskStatusName } from '@/domain/task-status';

// What the card's move menu (card-move-menu.tsx) and its lazily loaded popover (card-move-popover.tsx) share.

export type CardMoveMenuProps = {
  taskName: string;
  targets: TaskStatusName[];
  onMove: (to: TaskStatusName) => void;
  /** Added to the button's classes (the card places it in its corner). */
  className?: string;
};

/** The menu's button: the same look before (card-move-menu.tsx) and after the popover is mounted. */
export const MOVE_BUTTON_CLASS =
  'flex size-7 items-center justify-center rounded-md text-muted hover:bg-primary-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=open]:bg-primary-soft';

export function MoveDots() {
  return (
    // Three dots as one path (one element, not three: the board draws one per card).
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M3.2 12a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0M10.2 12a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0M17.2 12a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0" />
    </svg>
  );
}

