'use client';

import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/components/ui/use-hydrated';
// Its window listeners must be added before the drag library's (keyboard-drag-style.ts).
import './keyboard-drag-style';

// @hello-pangea/dnd (with its redux store) is the board's largest script, and it is only needed
// once a card is grabbed. It is not part of the scripts the page waits for: it downloads beside
// them and the board switches to it after hydrating (issue 14, issue 37; docs/decisions/page-weight.md).
// Until it arrives the columns render the same cards without drag handles.

export type DragLibrary = typeof import('@hello-pangea/dnd');

let loaded: DragLibrary | null = null;
let loading: Promise<DragLibrary> | null = null;

/** The library's import, asked for once: when this module is evaluated in the browser, so its script downloads while the page hydrates. */
function loadDragLibrary(): Promise<DragLibrary> {
  loading ??= import('@hello-pangea/dnd').then((module) => (loaded = module));
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
    void loadDragLibrary().then((module) => {
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
