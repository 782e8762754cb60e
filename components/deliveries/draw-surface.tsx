'use client';

import { useRef, useState, type PointerEvent } from 'react';
import { markFromDrag, type DraftMark } from '@/domain/review-marks';

// The marking view's drawing surface (docs/decisions/proofing-marks.md): the photo's box on screen,
// over which one pointer places a point (a tap or click) or draws a rectangle (a drag), in 0–1 of
// the photo. Its events stop here, so the pane does not pan; 'Kéo ảnh' turns it off (`active`) and
// the pane's own drag, pinch and wheel work again. A second finger cancels the drawing.

/** A press that moves less than this on screen is a tap, even if the finger shook. */
const TAP_PX = 8;

type Press = { id: number; start: { x: number; y: number }; client: { x: number; y: number }; box: DOMRect };

export function DrawSurface({ active, onMark }: { active: boolean; onMark: (mark: DraftMark) => void }) {
  const press = useRef<Press | null>(null);
  const [draft, setDraft] = useState<{ x: number; y: number; w: number; h: number } | null>(null);
  const at = (event: PointerEvent, box: DOMRect) => ({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    // No compatibility mouse events after a touch: their mousedown would take the focus back from
    // the new mark's note field.
    event.preventDefault();
    if (press.current) {
      press.current = null;
      setDraft(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { id: event.pointerId, start: at(event, box), client: { x: event.clientX, y: event.clientY }, box };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    event.stopPropagation();
    const to = at(event, current.box);
    setDraft({ x: Math.min(current.start.x, to.x), y: Math.min(current.start.y, to.y), w: Math.abs(to.x - current.start.x), h: Math.abs(to.y - current.start.y) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    event.stopPropagation();
    press.current = null;
    setDraft(null);
    if (!current || current.id !== event.pointerId) return;
    const tap = Math.hypot(event.clientX - current.client.x, event.clientY - current.client.y) < TAP_PX;
    onMark(markFromDrag(current.start, at(event, current.box), tap));
  };

  return (
    <div
      className="absolute inset-0 cursor-crosshair touch-none"
      style={{ pointerEvents: active ? 'auto' : 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
        setDraft(null);
      }}
      data-testid="mark-surface"
    >
      {draft && <div className="pointer-events-none absolute rounded-sm border-2 border-dashed border-danger" style={{ left: `${draft.x * 100}%`, top: `${draft.y * 100}%`, width: `${draft.w * 100}%`, height: `${draft.h * 100}%` }} />}
    </div>
  );
}
