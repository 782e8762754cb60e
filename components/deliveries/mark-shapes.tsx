'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/components/ui/class-names';
import type { MarkKind } from '@/domain/review-marks';

// The customer's marks drawn over a photo (docs/decisions/proofing-marks.md, "The customer's
// gallery"), inside the viewer pane's overlay: the photo's box on screen, so a mark placed in
// percentages of it (its 0–1 coordinates) sits on the same spot at every size and zoom and keeps its
// own size. Each mark is a 44 px button named "Ghi chú 2 trên ảnh IMG_001: …"; a rectangle is its
// outline with the numbered button on its top-left corner. Editable (the marking view), a mark is
// dragged by its button and moved by the arrow keys; read-only it only says what it is.

export type ShownMark = { key: string; number: number; kind: MarkKind; x: number; y: number; w: number; h: number; label: string; tone: 'request' | 'open' | 'done' };

type Editing = {
  selected: string | null;
  onSelect: (key: string) => void;
  /** A move by (dx, dy) of the photo (fractions). */
  onMove: (key: string, dx: number, dy: number) => void;
  onKey: (key: string, event: KeyboardEvent) => void;
};

const TONES = {
  request: { pin: 'bg-danger', outline: 'border-danger bg-danger/10' },
  open: { pin: 'bg-amber-600', outline: 'border-amber-500 bg-amber-500/10' },
  done: { pin: 'bg-success', outline: 'border-success bg-success/10' },
};

export function MarkShapes({ marks, editing }: { marks: ShownMark[]; editing?: Editing }) {
  return (
    <div className="absolute inset-0" data-mark-box="">
      {marks.map((mark) =>
        mark.kind === 'note' ? null : (
          <div key={mark.key}>
            {mark.kind === 'rect' && (
              <div
                className={cn('pointer-events-none absolute rounded-sm border-2', TONES[mark.tone].outline)}
                style={{ left: `${mark.x * 100}%`, top: `${mark.y * 100}%`, width: `${mark.w * 100}%`, height: `${mark.h * 100}%` }}
                data-testid="mark-rect"
              />
            )}
            <MarkPin mark={mark} editing={editing} />
          </div>
        ),
      )}
    </div>
  );
}

function MarkPin({ mark, editing }: { mark: ShownMark; editing?: Editing }) {
  const drag = useRef<{ x: number; y: number; box: DOMRect } | null>(null);
  const selected = editing?.selected === mark.key;
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (!editing || event.button !== 0) return;
    const box = event.currentTarget.closest('[data-mark-box]')?.getBoundingClientRect();
    if (!box) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, box };
    editing.onSelect(mark.key);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const from = drag.current;
    if (!from || !editing || from.box.width <= 0 || from.box.height <= 0) return;
    event.stopPropagation();
    editing.onMove(mark.key, (event.clientX - from.x) / from.box.width, (event.clientY - from.y) / from.box.height);
    drag.current = { ...from, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    drag.current = null;
  };
  return (
    <button
      type="button"
      aria-label={mark.label}
      aria-pressed={editing ? selected : undefined}
      className={cn('pointer-events-auto absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white', editing ? 'cursor-move' : 'cursor-default')}
      style={{ left: `${mark.x * 100}%`, top: `${mark.y * 100}%` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onFocus={() => editing?.onSelect(mark.key)}
      onKeyDown={editing ? (event) => editing.onKey(mark.key, event) : undefined}
      data-testid="mark-pin"
      data-mark-key={mark.key}
      data-kind={mark.kind}
      data-x={mark.x.toFixed(4)}
      data-y={mark.y.toFixed(4)}
    >
      <span
        aria-hidden="true"
        className={cn('flex size-7 items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white shadow-md', TONES[mark.tone].pin, selected && 'ring-4 ring-primary')}
      >
        {mark.number}
      </span>
    </button>
  );
}
