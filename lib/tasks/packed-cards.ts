import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { taskKeys, type TaskCard } from './query-keys';

// The board's cards as the server hands them to the browser in the first HTML (issue 14): 2,000
// cards as objects, each repeating its field names and its editor's and QA's names, were ~950 KB
// of the page's React payload, parsed before the first paint. Packed, each card is one array and
// each person is written once. Unpacked in the browser before React Query sees the state, so the
// cache holds exactly what the provider answered (tests/unit/packed-cards.test.ts).

type Person = NonNullable<TaskCard['editor']>;

/** One card: its fields in this order, then its editor's and QA's index in `people` (or null). */
type Row = [
  id: number,
  qaId: number | null,
  editorId: number | null,
  taskName: string,
  productName: string | null,
  productCode: string | null,
  totalFile: number,
  status: TaskCard['status'],
  version: number,
  position: number,
  createdAt: string,
  dueAt: string | null,
  editor: number | null,
  qa: number | null,
  previewFileId: number | null,
  revisionRound: number,
];

export type PackedCards = { packedCards: 1; people: Person[]; rows: Row[] };

export function packCards(cards: readonly TaskCard[]): PackedCards {
  const people: Person[] = [];
  // Keyed by the object: the board's cards share their people (boardCards in task-keys.ts), and
  // two different objects for one person would both be kept as they were.
  const indexOf = new Map<Person, number>();
  const personIndex = (person: Person | null) => {
    if (!person) return null;
    let index = indexOf.get(person);
    if (index === undefined) {
      index = people.push({ id: person.id, first_name: person.first_name, last_name: person.last_name, avatar_url: person.avatar_url, is_online: person.is_online }) - 1;
      indexOf.set(person, index);
    }
    return index;
  };
  const rows = cards.map((card): Row => [
    card.id,
    card.qaId,
    card.editorId,
    card.taskName,
    card.productName,
    card.productCode,
    card.totalFile,
    card.status,
    card.version,
    card.position,
    card.createdAt,
    card.dueAt,
    personIndex(card.editor),
    personIndex(card.qa),
    card.previewFileId,
    card.revisionRound,
  ]);
  return { packedCards: 1, people, rows };
}

export function unpackCards({ people, rows }: PackedCards): TaskCard[] {
  // The cards share their people again, as boardCards makes them.
  const person = (index: number | null) => (index === null ? null : people[index]!);
  return rows.map(([id, qaId, editorId, taskName, productName, productCode, totalFile, status, version, position, createdAt, dueAt, editor, qa, previewFileId, revisionRound]) => ({
    id,
    qaId,
    editorId,
    taskName,
    productName,
    productCode,
    totalFile,
    status,
    version,
    position,
    createdAt,
    dueAt,
    editor: person(editor),
    qa: person(qa),
    previewFileId,
    revisionRound,
  }));
}

function isPackedCards(value: unknown): value is PackedCards {
  return typeof value === 'object' && value !== null && (value as Partial<PackedCards>).packedCards === 1;
}

/** The board's card lists (taskKeys.list) of a dehydrated state, packed: on the server. */
export function packCardLists(state: DehydratedState): DehydratedState {
  return mapQueryData(state, (key, data) => (isCardListKey(key) && Array.isArray(data) ? packCards(data as TaskCard[]) : data));
}

/** The same state with its packed lists back as the provider answered them: in the browser. */
function unpackCardLists(state: DehydratedState): DehydratedState {
  return mapQueryData(state, (_key, data) => (isPackedCards(data) ? unpackCards(data) : data));
}

/**
 * The board's state for the trip, packed and as JSON text. As text, React's payload carries one
 * string, which the browser parses natively; as an object, each of the 2,000 cards' 16 values is
 * passed through React's reviver while the page loads (a 254 KB state: ~11 ms against 0.6 ms
 * here, unthrottled; docs/decisions/page-weight.md).
 */
export function packBoardState(state: DehydratedState): string {
  return JSON.stringify(packCardLists(state));
}

/** packBoardState's text back as the state the provider answered: in the browser. */
export function unpackBoardState(text: string): DehydratedState {
  return unpackCardLists(JSON.parse(text) as DehydratedState);
}

const isCardListKey = (key: QueryKey) => taskKeys.lists().every((part, index) => key[index] === part);

function mapQueryData(state: DehydratedState, map: (key: QueryKey, data: unknown) => unknown): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, data: map(query.queryKey, query.state.data) } })) };
}
