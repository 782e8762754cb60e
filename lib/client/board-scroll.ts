// The board's sideways scroll cue (docs/decisions/board-layout.md, "Columns off-screen"): which
// edges hide columns, and how far an arrow button scrolls.

/** Slack for sub-pixel scroll positions (zoomed pages report 0.5 px leftovers). */
const EDGE_PX = 2;

export type ScrollEdges = { left: boolean; right: boolean };

/** Which sides have columns hidden past the edge. */
export function hiddenEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollEdges {
  return { left: scrollLeft > EDGE_PX, right: scrollLeft + clientWidth < scrollWidth - EDGE_PX };
}

/** One arrow press scrolls most of a screen, keeping a sliver of the last column in view for context. */
export function arrowStep(clientWidth: number): number {
  return Math.max(Math.round(clientWidth * 0.8), 1);
}
