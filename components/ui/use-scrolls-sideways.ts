'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a box is wider inside than it shows (it scrolls sideways). Such a box takes
 * tabIndex=0 with a name, so a keyboard reaches and scrolls it (axe: scrollable-region-focusable;
 * docs/decisions/ui-conventions.md, "Report tables"); a box that fits adds no tab stop.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
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
