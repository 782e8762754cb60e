'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a box is wider inside than it shows (it scrolls sideways). Such a box takes
 * tabIndex=0 with a name, so a keyboard reaches and scrolls it (axe: scrollable-region-focusable;
 * docs/decisions/ui-conventions.md, "Report tables"); a box that fits adds no tab stop.
 *
 * It starts as true: the server cannot measure, and until the page is hydrated a phone shows the
 * server's table, which does scroll. A tab stop too many for that moment is harmless; one too few
 * is a box the keyboard cannot reach (axe found it on /doanh-thu at 390 px before hydration).
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
