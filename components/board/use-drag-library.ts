'use client';

import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/components/ui/use-hydrated';
import { BOARD_MARKS } from './board-marks';
// Its window listeners must be added before the drag library's (keyboard-drag-style.ts).
import './keyboard-drag-style';

// @hello-pangea/dnd (with its redux store) is the board's largest script, and it is only needed
// once a card is grabbed; @tanstack/react-virtual only once a column is scrolled. Neither is part
// of the scripts the page waits for: they download beside them and the board switches to both
// after hydrating, in one render (issue 14, issue 37; docs/decisions/page-weight.md). Until they
// arrive the columns draw their first cards without drag handles (board-column.tsx, StaticCardList).

export type DragLibrary = typeof import('@hello-pangea/dnd') & {
  useVirtualizer: typeof import('@tanstack/react-virtual').useVirtualizer;
  /** What a screen reader hears during a drag (drag-announcements.ts). */
  announcements: typeof import('./drag-announcements');
};

let loaded: DragLibrary | null = null;
let loading: Promise<DragLibrary> | null = null;

/** The libraries' imports, asked for once: when this module is evaluated in the browser, so their scripts download while the page hydrates. */
function loadDragLibrary(): Promise<DragLibrary> {
  loading ??= Promise.all([import('@hello-pangea/dnd'), import('@tanstack/react-virtual'), import('./drag-announcements')]).then(
    ([dnd, virtual, announcements]) => (loaded = { ...dnd, useVirtualizer: virtual.useVirtualizer, announcements }),
    (error: unknown) => {
      loading = null; // asked again by the next attempt (useDragLibrary retries)
      throw error;
    },
  );
  return loading;
}

// Asked for as soon as the board's code runs (before it hydrates): the script arrives meanwhile,
// and the board still switches to it only after hydrating (below), so input-ready waits for one
// render, not for a request started after it (docs/decisions/page-weight.md).
if (typeof window !== 'undefined') void loadDragLibrary().catch(() => {});

/**
 * The drag library, or null while it loads (always null while the page hydrates, so the server's
 * HTML and the browser's first render agree). The columns are rebuilt with it in one synchronous
 * render, and a card that had the focus gets it back, so a keyboard user can lift it at once.
 */
export function useDragLibrary(board: RefObject<HTMLElement | null>): DragLibrary | null {
  // The library may have arrived before the page hydrated (it is asked for early, above): the
  // hydrating render still goes without it, to match the server's HTML.
  const hydrated = useHydrated();
  const [library, setLibrary] = useState<DragLibrary | null>(() => (hydrated ? loaded : null));
  useEffect(() => {
    if (library) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Until they arrive a column shows only its first cards: a dropped request is asked again
    // (1, 2, 4 … 30 s).
    const attempt = (delay: number) => {
      loadDragLibrary().then(
        (module) => {
          if (!live) return;
          const focused = board.current?.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.taskId : undefined;
          const start = performance.now();
          flushSync(() => setLibrary(module));
          performance.measure(BOARD_MARKS.dragSwitch, { start, end: performance.now() });
          if (focused) board.current?.querySelector<HTMLElement>(`[data-task-id="${focused}"]`)?.focus();
        },
        () => {
          if (live) retry = setTimeout(() => attempt(Math.min(30_000, delay * 2)), delay);
        },
      );
    };
    attempt(1000);
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [board, library]);
  return library;
}
