'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { useReturnFocus } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { resultImage } from '@/components/deliveries/result-viewer-item';
import { controlClass, ZoomControls } from '@/components/viewer/zoom-controls';
import { ViewerPane, type PaneGeometry } from '@/components/viewer/viewer-pane';
import { FIT, percentOf, zoomForScale, zoomTo, type Point, type ViewState } from '@/components/viewer/view-state';
import { draftOf, freeSpot, keyMove, markInputs, markLabel, moveMark, pointAt, type DraftMark } from '@/domain/review-marks';
import { PROOFING_MESSAGES, REVIEW_MARKS_MAX, REVIEW_NOTE_MAX, reviewMarkInput } from '@/domain/validation/proofing';
import { useReviewResult, type TaskResult } from '@/lib/client/queries/deliveries';
import { DrawSurface } from './draw-surface';
import { MarkShapes, type ShownMark } from './mark-shapes';

// 'Yêu cầu sửa' (docs/decisions/proofing-marks.md, "The customer's gallery"): the photo at full size
// in the viewer's pane (its zoom and pan), where a tap or click places a numbered point and a drag
// draws a rectangle, each with its own note; beside the photo on a desktop, under it on a phone (a
// sheet that scrolls), the list of marks and a general note. 'Thêm điểm đánh dấu' places a mark at
// the centre of what is shown and the arrow keys move the selected one (1 %, Shift 5 %): no mouse
// needed. 'Lưu yêu cầu sửa' replaces the photo's marks (cloud_review_result with CHANGES).

const KIND_LABEL = { point: 'Điểm', rect: 'Vùng', note: 'Cả ảnh' } as const;
const ZOOM_STEP = 1.5;
const noteClassName =
  'block min-h-20 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger sm:text-sm';

type Errors = { marks: Record<string, string>; note?: string };

function validate(marks: DraftMark[], note: string): Errors | null {
  const errors: Errors = { marks: {} };
  for (const mark of marks) {
    const parsed = reviewMarkInput.safeParse(mark);
    if (!parsed.success) errors.marks[mark.key] = parsed.error.issues[0]?.message ?? PROOFING_MESSAGES.markNoteRequired;
  }
  if (marks.length === 0 && note.trim() === '') errors.note = PROOFING_MESSAGES.noteRequired;
  if (marks.length > REVIEW_MARKS_MAX) errors.note = PROOFING_MESSAGES.tooManyMarks;
  if (note.trim().length > REVIEW_NOTE_MAX) errors.note = PROOFING_MESSAGES.noteTooLong;
  return errors.note || Object.keys(errors.marks).length > 0 ? errors : null;
}

export function MarkEditor({ result, deliveryId, onClose }: { result: TaskResult; deliveryId: number; onClose: () => void }) {
  const review = useReviewResult(deliveryId);
  const asked = result.review_decision === 'CHANGES';
  const [marks, setMarks] = useState<DraftMark[]>(() => (asked ? result.review_marks.map(draftOf) : []));
  const [note, setNote] = useState(asked ? (result.review_note ?? '') : '');
  const [selected, setSelected] = useState<string | null>(null);
  // What takes the focus once the next render has drawn it: a new mark's pin or note.
  const focusTarget = useRef<{ key: string; what: 'pin' | 'note' } | null>(null);
  const [panning, setPanning] = useState(false);
  const [errors, setErrors] = useState<Errors | null>(null);
  const [view, setView] = useState<ViewState>(FIT);
  const [geometry, setGeometry] = useState<PaneGeometry | null>(null);
  const onCloseAutoFocus = useReturnFocus(true);
  const full = marks.length >= REVIEW_MARKS_MAX;

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const element = target.what === 'pin' ? document.querySelector<HTMLElement>(`[data-mark-key="${target.key}"]`) : document.getElementById(`mark-note-${target.key}`);
    element?.focus();
  });
  const focusLater = (key: string, what: 'pin' | 'note') => {
    focusTarget.current = { key, what };
  };

  const add = (mark: DraftMark, focus: 'pin' | 'note') => {
    if (full) return;
    setMarks((current) => [...current, mark]);
    setSelected(mark.key);
    focusLater(mark.key, focus);
  };
  const update = (key: string, change: (mark: DraftMark) => DraftMark) => setMarks((current) => current.map((mark) => (mark.key === key ? change(mark) : mark)));
  const remove = (key: string) => {
    setMarks((current) => current.filter((mark) => mark.key !== key));
    if (selected === key) setSelected(null);
  };
  const onPinKey = (key: string, event: KeyboardEvent) => {
    const move = keyMove(event.key, event.shiftKey);
    if (move) update(key, (mark) => moveMark(mark, move.dx, move.dy));
    else if (event.key === 'Delete' || event.key === 'Backspace') {
      remove(key);
      document.querySelector<HTMLElement>('[data-testid="add-mark"]')?.focus();
    }
    else if (event.key === 'Enter') document.getElementById(`mark-note-${key}`)?.focus();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const zoomBy = (factor: number) => setView((current) => (geometry ? zoomTo(current, current.zoom * factor, geometry.frame, geometry.image) : current));
  const toggleZoom = (anchor: Point) => setView((current) => (current.zoom > 1.001 || !geometry ? FIT : zoomTo(current, zoomForScale(1, geometry.frame, geometry.image), geometry.frame, geometry.image, anchor)));

  // + − 0 as in the viewer; typing in a note and a mark's own arrows are not commands.
  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea') || event.altKey || event.ctrlKey || event.metaKey) return;
    const commands: Record<string, () => void> = { '+': () => zoomBy(ZOOM_STEP), '=': () => zoomBy(ZOOM_STEP), '-': () => zoomBy(1 / ZOOM_STEP), '0': () => setView(FIT) };
    const command = commands[event.key];
    if (!command) return;
    event.preventDefault();
    command();
  }

  async function save() {
    const found = validate(marks, note);
    setErrors(found);
    if (found) {
      const first = marks.find((mark) => found.marks[mark.key]);
      if (first) focusLater(first.key, 'note');
      return;
    }
    try {
      await review.mutateAsync({ resultId: result.id, decision: 'CHANGES', note: note.trim(), marks: markInputs(marks) });
      toast.success(`Đã lưu yêu cầu sửa ${result.name}: ${marks.length > 0 ? `${marks.length} điểm đánh dấu` : 'ghi chú chung'}.`);
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  const shown: ShownMark[] = marks.map((mark, index) => ({ ...mark, number: index + 1, label: markLabel(index + 1, result.name, mark.note), tone: 'request' }));
  const percent = geometry ? percentOf(view, geometry.frame, geometry.image) : null;
  const overlay = (
    <>
      <DrawSurface active={!panning && !full} onMark={(mark) => add(mark, 'note')} />
      <MarkShapes marks={shown} editing={{ selected, onSelect: setSelected, onMove: (key, dx, dy) => update(key, (mark) => moveMark(mark, dx, dy)), onKey: onPinKey }} />
    </>
  );

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content onCloseAutoFocus={onCloseAutoFocus} onKeyDown={onKeyDown} className="dark fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none" data-testid="mark-editor">
          <header className="flex items-center gap-2 border-b border-border px-2 py-1.5 sm:px-4">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate text-base font-semibold">Yêu cầu sửa: {result.name}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="truncate text-xs text-muted">
                Chạm hoặc bấm vào ảnh để đặt điểm, kéo để khoanh vùng; mỗi điểm một ghi chú. Phím: mũi tên dời điểm đang chọn (Shift: xa hơn); Enter sang ghi chú; Delete xóa; + − 0 thu phóng.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className={cn('inline-flex items-center justify-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface', controlClass)}>Hủy</DialogPrimitive.Close>
          </header>
          <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
            <section className="flex min-h-[40dvh] min-w-0 flex-1 flex-col" aria-label="Ảnh để đánh dấu">
              <div className="flex flex-wrap items-center gap-2 border-b border-border px-2 py-1.5">
                <Button className={controlClass} onClick={() => {
                    const spot = freeSpot(marks, view.center);
                    add(pointAt(spot.x, spot.y), 'pin');
                  }} disabled={full} data-testid="add-mark">
                  Thêm điểm đánh dấu
                </Button>
                <Button variant={panning ? 'primary' : 'secondary'} className={controlClass} aria-pressed={panning} onClick={() => setPanning((current) => !current)}>
                  Kéo ảnh
                </Button>
                <ZoomControls percent={percent} onZoomOut={() => zoomBy(1 / ZOOM_STEP)} onZoomIn={() => zoomBy(ZOOM_STEP)} onFit={() => setView(FIT)} testId="mark-zoom" />
              </div>
              <ViewerPane
                image={resultImage(result, 'cloud')}
                alt={`Ảnh ${result.name}`}
                view={view}
                onView={setView}
                onGeometry={setGeometry}
                onSwipe={() => undefined}
                onToggleZoom={toggleZoom}
                testId="mark-pane"
                overlay={overlay}
              />
            </section>
            <section className="max-h-[50dvh] shrink-0 space-y-4 overflow-y-auto border-t border-border p-3 sm:p-4 lg:max-h-none lg:w-96 lg:border-l lg:border-t-0" aria-label="Ghi chú yêu cầu sửa">
              {marks.length === 0 ? (
                <p className="text-sm text-muted">Chưa có điểm đánh dấu. Chạm vào chỗ cần sửa trên ảnh, hoặc bấm &apos;Thêm điểm đánh dấu&apos;.</p>
              ) : (
                <ol className="space-y-3" aria-label="Điểm đánh dấu">
                  {marks.map((mark, index) => (
                    <li key={mark.key} className={cn('space-y-1.5 rounded-lg border p-2', selected === mark.key ? 'border-primary' : 'border-border')} data-testid="mark-item">
                      <div className="flex items-center gap-2">
                        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-danger text-sm font-bold text-white">{index + 1}</span>
                        <label htmlFor={`mark-note-${mark.key}`} className="mr-auto text-sm font-medium">
                          Ghi chú {index + 1} ({KIND_LABEL[mark.kind]})
                        </label>
                        <Button variant="secondary" className={controlClass} onClick={() => remove(mark.key)} aria-label={`Xóa ghi chú ${index + 1}`}>
                          Xóa
                        </Button>
                      </div>
                      <textarea
                        id={`mark-note-${mark.key}`}
                        value={mark.note}
                        rows={2}
                        maxLength={REVIEW_NOTE_MAX}
                        onFocus={() => setSelected(mark.key)}
                        onChange={(event) => {
                          update(mark.key, (current) => ({ ...current, note: event.target.value }));
                          if (errors?.marks[mark.key]) setErrors({ ...errors, marks: { ...errors.marks, [mark.key]: '' } });
                        }}
                        aria-invalid={Boolean(errors?.marks[mark.key])}
                        aria-describedby={errors?.marks[mark.key] ? `mark-note-${mark.key}-error` : undefined}
                        placeholder="Cần sửa gì ở đây?"
                        className={noteClassName}
                      />
                      {errors?.marks[mark.key] && (
                        <p id={`mark-note-${mark.key}-error`} className="text-sm text-danger">
                          {errors.marks[mark.key]}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              )}
              {full && <p className="text-sm text-muted">{PROOFING_MESSAGES.tooManyMarks}</p>}
              <Field id={`mark-general-${result.id}`} label="Ghi chú chung cho ảnh" error={errors?.note} hint={marks.length > 0 ? 'Không bắt buộc khi đã có điểm đánh dấu.' : undefined}>
                {(control) => <textarea {...control} value={note} rows={3} maxLength={REVIEW_NOTE_MAX} onChange={(event) => {
                      setNote(event.target.value);
                      if (errors?.note) setErrors({ ...errors, note: undefined });
                    }} className={noteClassName} />}
              </Field>
              {/* The order of the app's DialogActions, at 44 px: the sheet is a phone's. */}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" className="h-11" onClick={onClose}>
                  Hủy
                </Button>
                <Button className="h-11" onClick={save} pending={review.isPending}>
                  Lưu yêu cầu sửa
                </Button>
              </div>
            </section>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
