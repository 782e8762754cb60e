/** @jest-environment node */
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { packBoardState, packCardLists, packCards, unpackBoardState, unpackCards } from '@/lib/tasks/packed-cards';
import { boardCards, boardPreferencesKey, cardsOfFields, taskKeys, type TaskCard } from '@/lib/tasks/query-keys';
import { card, editor, qa } from './support/task-cards';

// The board's cards travel packed in the first HTML (lib/tasks/packed-cards.ts); the browser's
// cache must hold exactly what the provider answered, and the page must get lighter.

const cards: TaskCard[] = [
  card(1),
  card(2, { editorId: null, editor: null, qaId: null, qa: null, productName: null, productCode: null, status: 'Ready' }),
  // The same person with another presence in the same answer stays as it was on each card.
  card(3, { qa: { ...qa, is_online: true } }),
  // An editor id without the person (the provider answered null for it) stays null.
  card(4, { editorId: 99, editor: null }),
];

test('unpacking gives back exactly the cards that were packed', () => {
  expect(unpackCards(packCards(cards))).toEqual(cards);
  expect(unpackCards(packCards([]))).toEqual([]);
});

test('each person is written once, and 2,000 cards pack to well under half their JSON', () => {
  const many = Array.from({ length: 2000 }, (_, index) => card(index + 1));
  const packed = packCards(many);
  expect(packed.people).toHaveLength(2);
  expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(many).length / 2);
});

test('a dehydrated state: card lists are packed, other queries untouched, and unpacked back', async () => {
  const client = new QueryClient();
  const filter = { searchString: 'áo' };
  await client.prefetchQuery({ queryKey: taskKeys.list(filter), queryFn: async () => cards });
  await client.prefetchQuery({ queryKey: boardPreferencesKey, queryFn: async () => ({ columns: ['Ready'] }) });
  const state = dehydrate(client);

  const packed = packCardLists(state);
  const list = packed.queries.find((query) => query.queryKey[1] === 'list')!;
  const preferences = packed.queries.find((query) => query.queryKey[0] === 'board-preferences')!;
  expect(Array.isArray(list.state.data)).toBe(false);
  expect(preferences.state.data).toEqual({ columns: ['Ready'] });

  // As the text the page hands to the browser, and into a browser's client.
  const text = packBoardState(state);
  expect(JSON.parse(text)).toEqual(packed);
  const browser = new QueryClient();
  hydrate(browser, unpackBoardState(text));
  expect(browser.getQueryData(taskKeys.list(filter))).toEqual(cards);
  expect(browser.getQueryData(boardPreferencesKey)).toEqual({ columns: ['Ready'] });
});

test("the board's answer (cards, and their people once) becomes cards carrying their editor and QA", () => {
  const bare = cards.map(({ editor: _editor, qa: _qa, ...rest }) => rest);
  // Card 3's QA is online in `cards`; in one answer a person has one presence.
  const expected = cards.map((one) => (one.id === 3 ? { ...one, qa } : one));
  expect(boardCards({ cards: bare, people: [editor, qa] })).toEqual(expected);
  // Someone the answer does not name (card 4's editor 99) stays null, and nobody else is put on a card.
  expect(boardCards({ cards: bare, people: [] }).every((one) => one.editor === null && one.qa === null)).toBe(true);
});


test("the board's answer field by field (Board's cardFields) becomes the same cards", () => {
  const bare = cards.map(({ editor: _editor, qa: _qa, ...rest }) => rest);
  const names = Object.keys(bare[0]!) as (keyof (typeof bare)[number])[];
  const cardFields = Object.fromEntries(names.map((name) => [name, bare.map((one) => one[name])])) as unknown as Parameters<typeof cardsOfFields>[0];
  expect(cardsOfFields(cardFields)).toEqual(bare);
  expect(boardCards({ cardFields, people: [editor, qa] })).toEqual(boardCards({ cards: bare, people: [editor, qa] }));
  expect(cardsOfFields({ ...cardFields, ...Object.fromEntries(names.map((name) => [name, []])) })).toEqual([]);
});
