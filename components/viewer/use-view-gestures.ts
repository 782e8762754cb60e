'use client';

import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { panBy, zoomTo, type Point, type Size, type ViewState } from './view-state';

// Pointer input of one viewer pane (docs/decisions/viewer.md): a drag pans a zoomed photo, a
// horizontal swipe over a fitted one goes to the next or previous photo, two fingers pinch-zoom
// about their midpoint, the wheel (and a trackpad's pinch, which browsers send as ctrl+wheel)
// zooms about the pointer, a double click or tap toggles fitted ↔ 100 %. Every change goes
// through the pane's own geometry into the shared image-coordinate state (view-state.ts).

type Geometry = { frame: Size; image: Size } | null;

type Options = {
  frame: HTMLElement | null;
  geometry: Geometry;
  view: ViewState;
  onView: (update: (view: ViewState) => ViewState) => void;
  onSwipe: (direction: 'next' | 'previous') => void;
  onToggleZoom: (anchor: Point) => void;
};

/** A swipe is a mostly horizontal one-finger move this long over a fitted photo. */
const SWIPE_PX = 50;

export function useViewGestures({ frame, geometry, view, onView, onSwipe, onToggleZoom }: Options) {
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<{ point: Point; fitted: boolean } | null>(null);
  const lastTap = useRef(0);
  const latest = useRef({ geometry, view, onView });
  useEffect(() => {
    latest.current = { geometry, view, onView };
  });

  // The wheel must be a non-passive listener to keep the page from scrolling under the viewer.
  useEffect(() => {
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { geometry: g, onView: change } = latest.current;
      if (!g) return;
      const box = frame.getBoundingClientRect();
      const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.002));
      change((current) => zoomTo(current, current.zoom * factor, g.frame, g.image, anchor));
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [frame]);

  const local = (event: ReactPointerEvent): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  return {
    onPointerDown(event: ReactPointerEvent) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const point = local(event);
      pointers.current.set(event.pointerId, point);
      start.current = pointers.current.size === 1 ? { point, fitted: latest.current.view.zoom <= 1.001 } : null;
    },
    onPointerMove(event: ReactPointerEvent) {
      const previous = pointers.current.get(event.pointerId);
      const g = latest.current.geometry;
      if (!previous || !g) return;
      const point = local(event);
      if (pointers.current.size === 1) {
        pointers.current.set(event.pointerId, point);
        if (!start.current?.fitted) onView((current) => panBy(current, point.x - previous.x, point.y - previous.y, g.frame, g.image));
        return;
      }
      // Pinch: the other finger's last point and this one's, before and after.
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      pointers.current.set(event.pointerId, point);
      if (!other) return;
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(point.x - other.x, point.y - other.y);
      if (before < 1) return;
      const mid = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
      const midBefore = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
      onView((current) => panBy(zoomTo(current, (current.zoom * after) / before, g.frame, g.image, mid), mid.x - midBefore.x, mid.y - midBefore.y, g.frame, g.image));
    },
    onPointerUp(event: ReactPointerEvent) {
      const point = pointers.current.get(event.pointerId);
      pointers.current.delete(event.pointerId);
      const began = start.current;
      if (!point || !began || pointers.current.size > 0) return;
      start.current = null;
      const dx = point.x - began.point.x;
      const dy = point.y - began.point.y;
      if (began.fitted && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        onSwipe(dx < 0 ? 'next' : 'previous');
        return;
      }
      // A tap: two within 300 ms are a double tap (a mouse's dblclick comes the same way).
      if (Math.abs(dx) < 8 && Math.abs(dy) < 8) {
        if (event.timeStamp - lastTap.current < 300) {
          lastTap.current = 0;
          onToggleZoom(point);
        } else lastTap.current = event.timeStamp;
      }
    },
    onPointerCancel(event: ReactPointerEvent) {
      pointers.current.delete(event.pointerId);
      start.current = null;
    },
  };
}
