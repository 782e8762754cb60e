'use client';

import type { DraggableProvided, DraggableRubric, DraggableStateSnapshot, DroppableProvided, DroppableStateSnapshot } from '@hello-pangea/dnd';
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cn } from '@/components/ui/class-names';
import { useHydrated } from '@/components/ui/use-hydrated';
import { STATUS_DOT } from '@/components/tasks/status-meta';
import type { TaskCard } from '@/lib/client/queries/tasks';
import { statusLabel, type TaskStatusName } from '@/domain/task-status';
import { CardMoveMenu } from './card-move-menu';
import { CARD_GAP, CARD_SLOT, TaskCardView } from './task-card';
import type { DragLibrary } from './use-drag-library';

/** What a column needs from the board: who may move what, and what to do on open or move. */
export type ColumnActions = {
  canDrag: (card: TaskCard) => boolean;
  moveTargets: (card: TaskCard) => TaskStatusName[];
  onMove: (card: TaskCard, to: TaskStatusName) => void;
  onOpen: (card: TaskCard) => void;
};

type BoardColumnProps = {
  status: TaskStatusName;
  cards: TaskCard[];
  /** The board's scroll container: the one scroll parent of every column (see docs/decisions/board-layout.md). */
  scrollRef: RefObject<HTMLDivElement | null>;
  actions: ColumnActions;
  /** While a card is dragged: whether it may be dropped here (the column is tinted accordingly). */
  dropHint: 'allowed' | 'refused' | null;
  /**
   * The drag library and the virtual list once loaded (use-drag-library.ts); until then the first
   * cards of each column, without drag handles (StaticCardList).
   */
  drag: DragLibrary | null;
  dragDisabled: boolean;
  /** The board's scroll container's height (use-viewport-height.ts): how many first cards fill it. */
  viewHeight: number;
  /** Finished columns holding a full window: 'Xem thêm' loads the older page (use-older-cards.ts). */
  onShowOlder?: () => void;
  loadingOlder?: boolean;
};

const LIST_PADDING = 8;
/**
 * Cards rendered beyond the visible ones once the page is live; @hello-pangea/dnd needs at least
 * one. The server's HTML (StaticCardList) has only the visible cards: at 2,000 cards an overscan
 * was 40 % of the board's HTML, parsed before the first paint.
 * One, not six: a lift or a drop restyles every element of the page (the drag library's `body`
 * rule sets inherited `cursor` and `user-select`), and six cards above and below each column's
 * visible ones made the board 2,500 elements instead of 1,300 (docs/decisions/page-weight.md).
 */
const OVERSCAN = 1;
/**
 * A column's list of cards. `content-visibility: auto`: while a column is scrolled out of the
 * board's view (a laptop shows four or five of the eight), the browser skips its cards' style,
 * layout and paint — on every frame of the first HTML's parse, in the hydrating render and in the
 * rebuild when the drag library arrives (issue 37: 0.8–1.1 s → 0.5–0.8 s for that rebuild,
 * docs/decisions/page-weight.md). The list's height is always set (the cards' slots), so a skipped
 * column keeps its size, and its cards stay focusable and in the accessibility tree. The cards sit
 * 8 px inside the list's edges, clear of the paint clip; the dragged card is drawn in <body>.
 */
const LIST_CLASS = 'relative min-h-24 shrink-0 grow [content-visibility:auto]';
/** Where a column's list starts inside the board's scroll container: the board's padding (12) and the column's header (40). */
const LIST_TOP = 52;
/** Where its first card starts. */
const FIRST_CARD_TOP = LIST_TOP + LIST_PADDING;

/**
 * How many of a column's first cards show in a board `viewHeight` tall. The server does not know
 * the window: its board is MIN_HEIGHT tall (use-viewport-height.ts) until the browser measures it,
 * so its HTML carries the three cards that show in that, not seven for the tallest screens
 * (issue 37: 24 cards instead of 56 to parse, lay out and hydrate; docs/decisions/page-weight.md).
 */
const cardsInView = (viewHeight: number) => Math.max(1, Math.ceil((viewHeight - FIRST_CARD_TOP) / CARD_SLOT));

function openOnEnter(event: KeyboardEvent<HTMLDivElement>, open: () => void) {
  // During a keyboard drag the drag library has already claimed the key.
  if (event.key === 'Enter' && !event.defaultPrevented) {
    event.preventDefault();
    open();
  }
}

/** A column: sticky header with the status and its count, then its cards as a virtual list. */
export const BoardColumn = memo(function BoardColumn({ status, cards, scrollRef, actions, dropHint, drag, dragDisabled, viewHeight, onShowOlder, loadingOlder }: BoardColumnProps) {
  const headingId = `cot-${status}`;
  // 'Xem thêm' is in the first HTML: inert until the page is live, so an early click is not lost.
  const hydrated = useHydrated();

  const renderClone = useCallback(
    (provided: DraggableProvided, snapshot: DraggableStateSnapshot, rubric: DraggableRubric) => {
      const card = cards[rubric.source.index];
      return (
        <div ref={provided.innerRef} {...provided.draggableProps} className="w-[calc(min(82vw,18rem)-16px)] sm:w-[256px]">
          {card && <TaskCardView card={card} handleProps={provided.dragHandleProps ?? undefined} dragging={snapshot.isDragging} />}
        </div>
      );
    },
    [cards],
  );

  return (
    <section
      aria-labelledby={headingId}
      data-column={status}
      className={cn(
        'flex w-[82vw] max-w-[18rem] shrink-0 snap-start flex-col rounded-xl bg-background transition-colors sm:w-[17rem] sm:max-w-none',
        dropHint === 'allowed' && 'bg-primary-soft',
        dropHint === 'refused' && 'bg-danger-soft/60',
      )}
    >
      <header className="sticky top-0 z-10 flex items-center gap-2 rounded-t-xl bg-inherit px-3 pb-2 pt-3">
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', STATUS_DOT[status])} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-sm font-bold text-foreground">
            {statusLabel(status)}
          </h2>
        </div>
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold tabular-nums text-foreground shadow-sm" aria-label={`${cards.length} việc`}>
          {cards.length}
        </span>
        {onShowOlder && (
          <button
            type="button"
            onClick={onShowOlder}
            disabled={!hydrated || loadingOlder}
            aria-label={`Xem thêm việc cũ hơn của cột ${statusLabel(status)}`}
            className="rounded-full px-2 py-0.5 text-xs font-semibold text-primary hover:bg-primary-soft disabled:opacity-60"
          >
            {loadingOlder ? 'Đang tải…' : 'Xem thêm'}
          </button>
        )}
      </header>
      {drag ? (
        <drag.Droppable droppableId={status} mode="virtual" renderClone={renderClone}>
          {(provided, snapshot) => (
            <VirtualCardList
              cards={cards}
              provided={provided}
              snapshot={snapshot}
              Draggable={drag.Draggable}
              useVirtualizer={drag.useVirtualizer}
              scrollRef={scrollRef}
              actions={actions}
              dragDisabled={dragDisabled}
              viewHeight={viewHeight}
            />
          )}
        </drag.Droppable>
      ) : (
        <StaticCardList cards={cards} actions={actions} count={cardsInView(viewHeight)} />
      )}
    </section>
  );
});

/**
 * One card in its fixed slot, `top` pixels below the list's start. Cards are placed with `top`
 * because @hello-pangea/dnd moves them aside with `transform` during a drag.
 */
function CardSlot({ card, top, actions, draggable }: { card: TaskCard; top: number; actions: ColumnActions; draggable: DraggableProvided | null }) {
  return (
    <TaskCardView
      card={card}
      rootRef={draggable?.innerRef}
      rootProps={draggable?.draggableProps}
      style={{ ...draggable?.draggableProps.style, position: 'absolute', top, left: CARD_GAP, right: CARD_GAP }}
      handleProps={{
        ...draggable?.dragHandleProps,
        // Not draggable for this user: still a focusable button that opens the task.
        tabIndex: 0,
        role: 'button',
        onClick: () => actions.onOpen(card),
        onKeyDown: (event) => openOnEnter(event, () => actions.onOpen(card)),
      }}
      corner={
        <CardMoveMenu
          taskName={card.taskName}
          targets={actions.moveTargets(card)}
          onMove={(to) => actions.onMove(card, to)}
          className="absolute right-1.5 top-1.5"
        />
      }
    />
  );
}

/**
 * Before the virtual list's code has arrived (the server's HTML, the hydrating render and the
 * moment after): the first `count` cards, those in view (cardsInView), in their slots, and the
 * list as tall as all of them, so nothing moves when VirtualCardList takes over.
 * @tanstack/react-virtual loads with the drag library after the page's scripts
 * (use-drag-library.ts, docs/decisions/page-weight.md).
 */
function StaticCardList({ cards, actions, count }: { cards: TaskCard[]; actions: ColumnActions; count: number }) {
  const shown = cards.slice(0, count);
  return (
    <div className={LIST_CLASS} style={{ height: cards.length * CARD_SLOT + LIST_PADDING * 2 }}>
      {cards.length === 0 && (
        <p className="mx-2 mt-2 rounded-lg border border-dashed border-border px-3 py-6 text-center text-sm text-muted">Không có việc nào</p>
      )}
      {shown.map((card, index) => (
        <CardSlot key={card.id} card={card} top={LIST_PADDING + index * CARD_SLOT} actions={actions} draggable={null} />
      ))}
    </div>
  );
}

type VirtualCardListProps = {
  cards: TaskCard[];
  /** The column as a drop target (each prop stable between renders). */
  provided: DroppableProvided;
  snapshot: DroppableStateSnapshot;
  Draggable: DragLibrary['Draggable'];
  useVirtualizer: DragLibrary['useVirtualizer'];
  scrollRef: RefObject<HTMLDivElement | null>;
  actions: ColumnActions;
  dragDisabled: boolean;
  /** Read once, when the list mounts: the scroll container's height until the virtualizer has measured it. */
  viewHeight: number;
};

/**
 * What the list reads of its props (not `viewHeight`, read at mount only). @hello-pangea/dnd
 * hands a new `provided` object on every render of the column (it holds a fresh placeholder
 * element, which a virtual list never renders); its ref callback and snapshot are stable, so
 * those are compared instead.
 */
function sameList(a: VirtualCardListProps, b: VirtualCardListProps): boolean {
  return (
    a.cards === b.cards &&
    a.snapshot === b.snapshot &&
    a.provided.innerRef === b.provided.innerRef &&
    a.Draggable === b.Draggable &&
    a.useVirtualizer === b.useVirtualizer &&
    a.scrollRef === b.scrollRef &&
    a.actions === b.actions &&
    a.dragDisabled === b.dragDisabled
  );
}

/**
 * Only the cards near the visible part of the board are in the DOM (2,000 cards stay smooth).
 * The list is virtualised against the board's scroll container; cards are placed with `top`
 * because @hello-pangea/dnd moves them aside with `transform` during a drag. Memoised (sameList):
 * a column tinted at the start and end of a drag (its `dropHint`) does not render its cards again.
 */
const VirtualCardList = memo(function VirtualCardList({ cards, provided, snapshot, Draggable, useVirtualizer, scrollRef, actions, dragDisabled, viewHeight }: VirtualCardListProps) {
  const listRef = useRef<HTMLDivElement | null>(null);
  // Measured below; starting from where it usually is spares the lists (and their cards) a second
  // render when the drag library arrives.
  const [offset, setOffset] = useState(LIST_TOP);

  // Where the list starts inside the board's scrolled content (below the sticky header).
  useLayoutEffect(() => {
    const measure = () => setOffset(listRef.current?.offsetTop ?? 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // A virtual list has no placeholder: one empty slot makes room for a card dragged in.
  const count = cards.length + (snapshot.isUsingPlaceholder ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_SLOT,
    overscan: OVERSCAN,
    scrollMargin: offset,
    paddingStart: LIST_PADDING,
    getItemKey: (index) => cards[index]?.id ?? 'placeholder',
    // Before the virtualizer has measured the scroll container: its height as the board measured
    // it, so the first render already holds the cards in view (StaticCardList's and those below).
    initialRect: { width: 320, height: viewHeight },
    // All columns share the board's scroll container, and a virtualizer writes its offset to it
    // when it mounts (before any scroll event told it one). A column mounted into a board already
    // scrolled — when the drag library arrives and wraps the columns, or a hidden column is shown
    // again — would otherwise scroll the whole board back to the top.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });

  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      listRef.current = element;
      provided.innerRef(element);
    },
    [provided],
  );

  return (
    <div
      ref={setRefs}
      {...provided.droppableProps}
      className={LIST_CLASS}
      style={{ height: virtualizer.getTotalSize() + LIST_PADDING }}
    >
      {cards.length === 0 && !snapshot.isDraggingOver && (
        <p className="mx-2 mt-2 rounded-lg border border-dashed border-border px-3 py-6 text-center text-sm text-muted">Không có việc nào</p>
      )}
      {virtualizer.getVirtualItems().map((item) => {
        const card = cards[item.index];
        if (!card) return null;
        return (
          <Draggable key={card.id} draggableId={String(card.id)} index={item.index} isDragDisabled={dragDisabled || !actions.canDrag(card)}>
            {(draggable) => <CardSlot card={card} top={item.start - offset} actions={actions} draggable={draggable} />}
          </Draggable>
        );
      })}
    </div>
  );
}, sameList);
