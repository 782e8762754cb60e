// Performance marks the board leaves for bench/board/run.ts (User Timing API; harmless in
// production): when the first board was on screen, and how long a drop took to show.

export const BOARD_MARKS = {
  /** The board's first render in the browser (hydration reached it). */
  hydrating: 'tm:board-hydrating',
  rendered: 'tm:board-rendered',
  /** A measure: the render that rebuilt the columns with the drag library (use-drag-library.ts). */
  dragSwitch: 'tm:drag-switch',
  dropStart: 'tm:drop-start',
  dropPainted: 'tm:drop-painted',
  drop: 'tm:drop',
} as const;

/** Marks `name` after the next paint, once per page load. */
export function markOnce(name: string) {
  if (performance.getEntriesByName(name, 'mark').length > 0) return;
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
  });
}

/** After a drop: marks the paint that shows it and measures from the drop. */
export function markPainted() {
  requestAnimationFrame(() => {
    performance.mark(BOARD_MARKS.dropPainted);
    try {
      performance.measure(BOARD_MARKS.drop, BOARD_MARKS.dropStart, BOARD_MARKS.dropPainted);
    } catch {
      // No start mark (cleared by a reader in between): nothing to measure.
    }
  });
}
