'use client';

import { lazy, Suspense, useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { MOVE_BUTTON_CLASS, MoveDots, type CardMoveMenuProps } from './card-move-button';

// The popover and its content load the first time a card's menu is opened: the board hydrates
// (and rebuilds its cards when the drag library arrives) with one plain button per card instead of
// a popover each (docs/decisions/page-weight.md, "The board answers input sooner").
const CardMovePopover = lazy(() => import('./card-move-popover'));

/**
 * The card's "Chuyển sang…" menu: every status this user may move it to, as buttons. The same
 * moves as dragging, for phones and for keyboards when the target column is off screen.
 */
export function CardMoveMenu(props: CardMoveMenuProps) {
  const [opened, setOpened] = useState(false);
  if (props.targets.length === 0) return null;
  const button = (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} aria-label={`Chuyển trạng thái việc ${props.taskName}`} className={cn(MOVE_BUTTON_CLASS, props.className)} onClick={() => setOpened(true)}>
      <MoveDots />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <CardMovePopover {...props} />
    </Suspense>
  );
}
