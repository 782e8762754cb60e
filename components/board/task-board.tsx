'use client';

import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import type { QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LazyRejectDialog } from '@/components/tasks/lazy-reject-dialog';
import { describeDrop, stableGrouping } from '@/lib/client/board-order';
import type { TaskCard } from '@/lib/client/queries/tasks';
import { startColumn, type TaskStatusName } from '@/domain/task-status';
import { allowedTargets, canActOnTask } from '@/domain/task-workflow';
import { BoardColumn, type ColumnActions } from './board-column';
import { BOARD_MARKS, markOnce, markPainted } from './board-marks';
import { useBoardMoves, relationOf, refusalOf, type BoardViewer } from './use-board-moves';
import { useBoardRealtime } from './use-board-realtime';
import { useOlderCards } from './use-older-cards';
import { useDragLibrary } from './use-drag-library';
import { useViewportHeight } from './use-viewport-height';

// The arrows over the board's edges show only once the browser has measured the columns: their
// code is not among the scripts the page waits for (docs/decisions/page-weight.md).
const BoardScrollCue = lazy(() => import('./board-scroll-cue').then((module) => ({ default: module.BoardScrollCue })));

type TaskBoardProps = {
  cards: TaskCard[];
  listKey: QueryKey;
  columns: TaskStatusName[];
  viewer: BoardViewer;
  /** While the board shows the previous filter's cards: nothing can be dragged. */
  stale: boolean;
};

/**
 * The kanban board: the visible columns in the user's order, drag and drop with mouse, touch
 * and keyboard (@hello-pangea/dnd, loaded once the board is on screen: use-drag-library.ts), moves
 * sent with MoveTask and live changes from others.
 */
export function TaskBoard({ cards, listKey, columns, viewer, stale }: TaskBoardProps) {
  const router = useRouter();
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useViewportHeight(scrollRef);
  const drag = useDragLibrary(scrollRef);
  // What the user saw when the drag began: a refetch landing mid-drag must not move cards under it.
  const [frozen, setFrozen] = useState<TaskCard[] | null>(null);
  const draggingRef = useRef(false);
  const [dragged, setDragged] = useState<TaskCard | null>(null);
  const dropPending = useRef(false);

  const flushRef = useRef<() => void>(() => {});
  const onIdle = useCallback(() => flushRef.current(), []);
  const { request, busy, rejecting, confirmReject, cancelReject } = useBoardMoves({ listKey, viewer, onIdle });
  const isBusy = useCallback(() => draggingRef.current || busy(), [busy]);
  const flush = useBoardRealtime(isBusy);
  const older = useOlderCards(listKey);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const shown = frozen ?? cards;
  const [group] = useState(stableGrouping<TaskCard>);
  const byColumn = useMemo(() => group(shown), [group, shown]);

  useState(() => typeof window !== 'undefined' && performance.mark(BOARD_MARKS.hydrating));
  useEffect(() => markOnce(BOARD_MARKS.rendered), []);
  useEffect(() => {
    if (!dropPending.current) return;
    dropPending.current = false;
    markPainted();
  });

  const actions = useMemo<ColumnActions>(
    () => ({
      canDrag: (card) => canActOnTask(viewer.roleId, relationOf(viewer, card)),
      moveTargets: (card) => allowedTargets(viewer.roleId, card.status, relationOf(viewer, card)).filter((to) => refusalOf(viewer, card, to) === null),
      onMove: (card, to) => request({ card, from: card.status, to, beforeId: null, afterId: null }),
      onOpen: (card) => router.push(`/${card.id}/sua-task`),
    }),
    [request, router, viewer],
  );

  function onBeforeCapture() {
    draggingRef.current = true;
    setFrozen(cards);
  }

  function onDragStart(start: DragStart, provided: ResponderProvided) {
    const card = cards.find((one) => String(one.id) === start.draggableId) ?? null;
    provided.announce(drag!.announcements.dragStartMessage(start, card?.taskName));
    setDragged(card);
  }

  function onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
    provided.announce(drag!.announcements.dragUpdateMessage(update));
  }

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    provided.announce(drag!.announcements.dragEndMessage(result));
    performance.mark(BOARD_MARKS.dropStart);
    draggingRef.current = false;
    dropPending.current = true;
    // Indexes refer to the columns as the user saw them during the drag.
    const drop =
      result.destination &&
      describeDrop(
        byColumn,
        { status: result.source.droppableId as TaskStatusName, index: result.source.index },
        { status: result.destination.droppableId as TaskStatusName, index: result.destination.index },
      );
    // One synchronous render with the snapshot released and the move applied, so the dropped
    // card never flashes back to where it came from.
    flushSync(() => {
      setFrozen(null);
      setDragged(null);
      if (drop) request(drop);
    });
    if (!busy()) flush();
  }

  // A phone shows one column at a time: it opens on the column useful to this person
  // (startColumn), once, and never moves the board under the person's thumb afterwards.
  const opened = useRef(false);
  useEffect(() => {
    const el = scrollRef.current;
    if (opened.current || !el || columns.length === 0) return;
    opened.current = true;
    if (!window.matchMedia('(max-width: 639px)').matches) return;
    const target = el.querySelector<HTMLElement>(`[data-column="${startColumn(viewer.roleId, columns)}"]`);
    if (target) el.scrollLeft = target.offsetLeft - 12;
  }, [columns, viewer.roleId]);

  const columnsView = (
    <div className="flex min-h-full w-max gap-3 p-3">
      {columns.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          cards={byColumn[status]}
          scrollRef={scrollRef}
          actions={actions}
          drag={drag}
          dragDisabled={stale}
          viewHeight={height}
          dropHint={dragged && dragged.status !== status ? (refusalOf(viewer, dragged, status) ? 'refused' : 'allowed') : null}
          onShowOlder={older.canShowOlder(status, byColumn[status]) ? () => void older.showOlder(status, byColumn[status][0]!) : undefined}
          loadingOlder={older.loading === status}
        />
      ))}
    </div>
  );

  return (
    <div className="relative">
      {/* The scroll container stays mounted when the drag library arrives (its scroll position too).
          scroll-px-3 matches the columns' p-3: a phone snaps the first column to the start, not 12 px past it. */}
      <div
        ref={scrollRef}
        data-testid="task-board"
        data-drag-ready={drag ? '' : undefined}
        aria-busy={stale || undefined}
        className="relative snap-x snap-mandatory scroll-px-3 overflow-auto overscroll-x-contain rounded-2xl border border-border bg-surface shadow-sm transition-opacity sm:snap-none aria-busy:opacity-70"
        style={{ height }}
      >
        {drag ? (
          <drag.DragDropContext dragHandleUsageInstructions={drag.announcements.DRAG_INSTRUCTIONS} onBeforeCapture={onBeforeCapture} onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd}>
            {columnsView}
          </drag.DragDropContext>
        ) : (
          columnsView
        )}
      </div>
      <Suspense fallback={null}>
        <BoardScrollCue scrollRef={scrollRef} />
      </Suspense>
      <LazyRejectDialog taskName={rejecting?.card.taskName ?? null} onConfirm={confirmReject} onCancel={cancelReject} />
    </div>
  );
}
