'use client';

import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

// @hello-pangea/dnd (with its redux store) is the board's largest script, and it is only needed
// once a card is grabbed. It loads after the board is on screen and hydrated, instead of being
// evaluated before the first paint (issue 14; docs/decisions/page-weight.md has the figures).
// Until it arrives the columns render the same cards without drag handles.

export type DragLibrary = typeof import('@hello-pangea/dnd');

let loaded: DragLibrary | null = null;

/**
 * The drag library, or null while it loads (always null while the page hydrates, so the server's
 * HTML and the browser's first render agree). The columns are rebuilt with it in one synchronous
 * render, and a card that had the focus gets it back, so a keyboard user can lift it at once.
 */
export function useDragLibrary(board: RefObject<HTMLElement | null>): DragLibrary | null {
  const [library, setLibrary] = useState<DragLibrary | null>(loaded);
  useEffect(() => {
    if (library) return;
    let live = true;
    void import('@hello-pangea/dnd').then((module) => {
      loaded = module;
      if (!live) return;
      const focused = board.current?.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.taskId : undefined;
      flushSync(() => setLibrary(module));
      if (focused) board.current?.querySelector<HTMLElement>(`[data-task-id="${focused}"]`)?.focus();
    });
    return () => {
      live = false;
    };
  }, [board, library]);
  return library;
}
