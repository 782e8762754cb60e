import { matchesDueFilter } from '@/domain/due-time';
import { studioDay } from '@/domain/studio-time';
import type { BoardCardFragment, TaskFilter, TaskPersonFragment } from '@/graphql/generated/operations.generated';
import type { TaskCard } from './query-keys';

// A board event applied to a cached board in place (docs/decisions/board-events.md): the event
// carries the card as the board query returns it, so a remote move, creation, edit or
// reassignment changes one card in the cache instead of refetching 2,000. Pure: the board's
// realtime hook and the unit tests share it.

export type BoardChange = {
  seq: number;
  taskId: number;
  version: number;
  /** Null: the receiver may no longer see the card (a reassignment took it off their board). */
  card: BoardCardFragment | null;
  people: TaskPersonFragment[];
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** Whether a card belongs on a board with this filter (the provider's rule, data.ts); null when it cannot be told here. */
export function matchesFilter(card: BoardCardFragment, filter: TaskFilter): boolean | null {
  if (filter.status && card.status !== filter.status) return false;
  if (typeof filter.editorId === 'number' && card.editorId !== filter.editorId) return false;
  if (typeof filter.qaId === 'number' && card.qaId !== filter.qaId) return false;
  const search = filter.searchString?.trim().toLocaleLowerCase('vi');
  if (search) {
    const found = [card.taskName, card.productName, card.productCode].some((text) => text?.toLocaleLowerCase('vi').includes(search));
    if (!found) return false;
  }
  // Late / due today: judged on the browser's clock now (the board refetches when the page is reloaded or reconnects).
  if (filter.due && !matchesDueFilter(card, filter.due)) return false;
  if (filter.startDate || filter.endDate) {
    const bounds = [filter.startDate, filter.endDate];
    if (bounds.some((bound) => bound && !ISO_DAY.test(bound))) return null;
    const day = studioDay(new Date(card.createdAt));
    if (filter.startDate && day < filter.startDate.slice(0, 10)) return false;
    if (filter.endDate && day > filter.endDate.slice(0, 10)) return false;
  }
  return true;
}

/** The event's card as the board holds it (its editor and QA put back from `people`). */
export function cardOf(change: BoardChange): TaskCard | null {
  if (!change.card) return null;
  const personOf = (id: number | null) => (id === null ? null : (change.people.find((person) => person.id === id) ?? null));
  return { ...change.card, editor: personOf(change.card.editorId), qa: personOf(change.card.qaId) };
}

/**
 * The board after the event: the card replaced, added (it matches the filter and is new here) or
 * dropped (no longer visible, or no longer matching). The same array when nothing changes (an
 * echo of the viewer's own move, or an older version than shown); 'unknown' when the filter
 * cannot be judged here (that one board is refetched).
 */
export function patchBoard(cards: TaskCard[], change: BoardChange, filter: TaskFilter): TaskCard[] | 'unknown' {
  const index = cards.findIndex((card) => card.id === change.taskId);
  const existing = index >= 0 ? cards[index] : null;
  if (existing && existing.version > change.version) return cards;
  const card = cardOf(change);
  const belongs = card ? matchesFilter(card, filter) : false;
  if (belongs === null) return 'unknown';
  if (!belongs || !card) return existing ? cards.filter((other) => other.id !== change.taskId) : cards;
  if (!existing) return [...cards, card];
  if (existing.version === card.version && existing.status === card.status && existing.position === card.position) return cards;
  return cards.map((other, i) => (i === index ? { ...other, ...card } : other));
}

export type BoardStream = ReturnType<typeof createBoardStream>;

/** Events kept to replay onto a board read that started before them. */
const KEPT_EVENTS = 200;

/**
 * The receiver's board sequence. `opened` says whether the boards are behind a subscription's
 * opening event; `receive` says whether an event follows the last one known
 * ('next'), is older than what the board already holds ('old', applied anyway: versions decide),
 * or shows that some were missed ('gap': refetch once). `read` records a board answer's sequence
 * and returns the events that arrived after that answer was read, to apply on top of it.
 */
export function createBoardStream() {
  let known: number | null = null;
  const recent: BoardChange[] = [];
  return {
    receive(change: BoardChange): 'next' | 'old' | 'gap' {
      recent.push(change);
      if (recent.length > KEPT_EVENTS) recent.shift();
      if (known === null || change.seq === known + 1) {
        known = change.seq;
        return 'next';
      }
      if (change.seq <= known) return 'old';
      known = change.seq;
      return 'gap';
    },
    /**
     * A subscription's opening event: the receiver's sequence when it started listening. 'behind'
     * when the boards may lack a change from before it (no board read recorded here yet — cards
     * from the server's first HTML — or a lower sequence): refetch once.
     */
    opened(seq: number): 'current' | 'behind' {
      if (known !== null && seq <= known) return 'current';
      known = seq;
      return 'behind';
    },
    read(seq: number): BoardChange[] {
      if (known === null || seq > known) known = seq;
      return recent.filter((change) => change.seq > seq);
    },
    get seq() {
      return known;
    },
  };
}

/** A board answer with the events that came after it applied (so a refetch never undoes a patch). */
export function replay(cards: TaskCard[], changes: readonly BoardChange[], filter: TaskFilter): TaskCard[] {
  let current = cards;
  for (const change of changes) {
    const next = patchBoard(current, change, filter);
    // A filter the browser cannot judge: the answer just read stands for that card.
    if (next !== 'unknown') current = next;
  }
  return current;
}
