// The board's pure ordering rules: cards grouped into columns by status and sorted by position,
// what a drop means (the new order and the neighbours MoveTask needs), the optimistic position
// shown until the provider answers, and the user's column layout. Unit-tested.
import { DEFAULT_COLUMN_ORDER, TASK_STATUS, type TaskStatusName } from '@/domain/task-status';

export type OrderedCard = { id: number; status: TaskStatusName; position: number };

/** Same step as the provider's (provider/src/modules/tasks/positions.ts). */
export const POSITION_STEP = 1024;

export type Columns<T> = Record<TaskStatusName, T[]>;

const ALL_STATUSES = Object.keys(TASK_STATUS) as TaskStatusName[];

export function emptyColumns<T>(): Columns<T> {
  return Object.fromEntries(ALL_STATUSES.map((status) => [status, [] as T[]])) as unknown as Columns<T>;
}

const byPosition = (a: OrderedCard, b: OrderedCard) => a.position - b.position || a.id - b.id;

/** Cards by column, each column by position (ties by id, as the provider orders them). */
export function groupByColumn<T extends OrderedCard>(cards: readonly T[]): Columns<T> {
  const columns = emptyColumns<T>();
  for (const card of cards) columns[card.status]?.push(card);
  for (const status of ALL_STATUSES) columns[status].sort(byPosition);
  return columns;
}

/**
 * groupByColumn that remembers its last answer: a column holding the same cards as before (the
 * same objects in the same order, as React Query's structural sharing keeps unchanged cards)
 * keeps its previous array, so after a drop or a live change only the columns that changed
 * render again (a memoised column compares its cards by identity).
 */
export function stableGrouping<T extends OrderedCard>(): (cards: readonly T[]) => Columns<T> {
  let previous: Columns<T> | null = null;
  return (cards) => {
    const next = groupByColumn(cards);
    if (previous) {
      for (const status of ALL_STATUSES) {
        const before: T[] = previous[status];
        const after = next[status];
        if (before.length === after.length && before.every((card, index) => card === after[index])) next[status] = before;
      }
    }
    previous = next;
    return next;
  };
}

export type BoardLocation = { status: TaskStatusName; index: number };

export type Drop<T> = {
  card: T;
  from: TaskStatusName;
  to: TaskStatusName;
  /** The card that ends up right above the moved one (MoveTask's beforeId), or null at the top. */
  beforeId: number | null;
  /** The card that ends up right below it (MoveTask's afterId), or null at the bottom. */
  afterId: number | null;
};

/**
 * What a drop from `source` to `destination` means, in the columns as the user saw them
 * (indexes as @hello-pangea/dnd reports them: the destination index counts the column without
 * the moved card). Null when the card was put back where it was.
 */
export function describeDrop<T extends OrderedCard>(columns: Columns<T>, source: BoardLocation, destination: BoardLocation): Drop<T> | null {
  const card = columns[source.status][source.index];
  if (!card) return null;
  if (source.status === destination.status && source.index === destination.index) return null;
  const target = columns[destination.status].filter((other) => other.id !== card.id);
  const index = Math.max(0, Math.min(destination.index, target.length));
  return {
    card,
    from: source.status,
    to: destination.status,
    beforeId: target[index - 1]?.id ?? null,
    afterId: target[index]?.id ?? null,
  };
}

/**
 * A position between two neighbours' positions, for the optimistic board (the provider decides
 * the real one). Without neighbours the card goes after `last` (the end of the column).
 */
export function positionBetween(before: number | null, after: number | null, last: number | null = null): number {
  if (before !== null && after !== null) return (before + after) / 2;
  if (before !== null) return before + POSITION_STEP;
  if (after !== null) return after - POSITION_STEP;
  return last === null ? POSITION_STEP : last + POSITION_STEP;
}

/**
 * The cards with a move applied: the moved card gets its new status and a position between
 * its new neighbours, or after the column's last card when it has none (as MoveTask does).
 */
export function applyDrop<T extends OrderedCard>(cards: readonly T[], drop: Pick<Drop<T>, 'to' | 'beforeId' | 'afterId'> & { cardId: number }): T[] {
  const positionOf = (id: number | null) => (id === null ? null : (cards.find((card) => card.id === id)?.position ?? null));
  let last: number | null = null;
  for (const card of cards) {
    if (card.status === drop.to && card.id !== drop.cardId && (last === null || card.position > last)) last = card.position;
  }
  const position = positionBetween(positionOf(drop.beforeId), positionOf(drop.afterId), last);
  return cards.map((card) => (card.id === drop.cardId ? { ...card, status: drop.to, position } : card));
}

// ------------------------------------------------------------------ column layout

export type ColumnLayout = { order: TaskStatusName[]; hidden: TaskStatusName[] };

export const DEFAULT_COLUMN_LAYOUT: ColumnLayout = { order: [...DEFAULT_COLUMN_ORDER], hidden: [] };

const isStatus = (value: string): value is TaskStatusName => (ALL_STATUSES as string[]).includes(value);

/** The user's saved layout, repaired: an order that is not all eight statuses once falls back to the default order (docs/decisions/product-rules.md). */
export function resolveColumnLayout(saved: { columnOrder: readonly string[]; hiddenColumns: readonly string[] } | null | undefined): ColumnLayout {
  if (!saved) return DEFAULT_COLUMN_LAYOUT;
  const order = saved.columnOrder.filter(isStatus);
  const complete = order.length === ALL_STATUSES.length && new Set(order).size === ALL_STATUSES.length;
  const hidden = [...new Set(saved.hiddenColumns.filter(isStatus))];
  return {
    order: complete ? order : [...DEFAULT_COLUMN_ORDER],
    // At least one column stays visible.
    hidden: hidden.length >= ALL_STATUSES.length ? [] : hidden,
  };
}

export function visibleColumns(layout: ColumnLayout): TaskStatusName[] {
  return layout.order.filter((status) => !layout.hidden.includes(status));
}

/** Moves a column one place up (-1) or down (+1) in the order; unchanged at either end. */
export function moveColumn(layout: ColumnLayout, status: TaskStatusName, delta: -1 | 1): ColumnLayout {
  const order = [...layout.order];
  const from = order.indexOf(status);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...layout, order };
}

/** Shows or hides a column; the last visible one cannot be hidden. */
export function toggleColumn(layout: ColumnLayout, status: TaskStatusName): ColumnLayout {
  if (layout.hidden.includes(status)) return { ...layout, hidden: layout.hidden.filter((s) => s !== status) };
  if (visibleColumns(layout).length <= 1) return layout;
  return { ...layout, hidden: [...layout.hidden, status] };
}
