'use client';

import { useEffect, useState, type RefObject } from 'react';
import { cn } from '@/components/ui/class-names';
import { ChevronIcon } from '@/components/layout/nav-icons';
import { arrowStep, hiddenEdges, type ScrollEdges } from '@/lib/client/board-scroll';

/**
 * Over the board's edges: a fade and an arrow button on each side that hides columns
 * (docs/decisions/board-layout.md). The board stays the only scroll container (the drag
 * library needs that); the buttons scroll it sideways.
 */
export function BoardScrollCue({ scrollRef }: { scrollRef: RefObject<HTMLDivElement | null> }) {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const update = () => {
      const next = hiddenEdges(el.scrollLeft, el.scrollWidth, el.clientWidth);
      setEdges((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(el);
    if (el.firstElementChild) resized.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [scrollRef]);

  const scroll = (direction: -1 | 1) => {
    const el = scrollRef.current;
    if (el) el.scrollBy({ left: direction * arrowStep(el.clientWidth), behavior: 'smooth' });
  };

  return (
    <>
      {(['left', 'right'] as const).map((side) => (
        <div
          key={side}
          data-testid={`board-edge-${side}`}
          hidden={!edges[side]}
          className={cn(
            'pointer-events-none absolute inset-y-0 z-20 flex w-14 items-center',
            side === 'left' ? 'left-0 justify-start rounded-l-2xl bg-gradient-to-r' : 'right-0 justify-end rounded-r-2xl bg-gradient-to-l',
            'from-foreground/15 to-transparent',
          )}
        >
          <button
            type="button"
            onClick={() => scroll(side === 'left' ? -1 : 1)}
            aria-label={side === 'left' ? 'Xem các cột bên trái' : 'Xem các cột bên phải'}
            title={side === 'left' ? 'Xem các cột bên trái' : 'Xem các cột bên phải'}
            className="pointer-events-auto mx-1 flex size-10 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-md hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ChevronIcon className={cn('size-5', side === 'left' ? 'rotate-90' : '-rotate-90')} />
          </button>
        </div>
      ))}
    </>
  );
}
