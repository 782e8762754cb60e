'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

const BOTTOM_GAP = 24;
const MIN_HEIGHT = 420;

/**
 * The height that lets an element end just above the bottom of the window (the board scrolls
 * inside itself, so its column headers stay in view), at least MIN_HEIGHT. Re-measured when the
 * window or anything above the element changes size.
 */
export function useViewportHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    // Whatever sits above the board (the filter bar wrapping, the header) moves its top.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [ref]);
  return height;
}
