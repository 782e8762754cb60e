// The lean board query (docs/decisions/page-weight.md): the tasks list reads only the columns its
// selection needs, editors and QAs come from one primed read (and, in task_board, once per answer),
// and queries run through graphql-jit. None of that may change what a caller gets back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { TASK_STATUS } from '../../domain/task-status';
import { tasks, users } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, type Json, type TestProvider } from './harness';

let p: TestProvider;
let token: string;
let editorId: number;

before(async () => {
  p = await startTestProvider();
  token = await p.login(DEMO.admin.email, DEMO.admin.password);
  const people = await p.db.select({ id: users.id, email: users.email }).from(users);
  editorId = people.find((u) => u.email === DEMO.editor.email)!.id;
  const qaId = people.find((u) => u.email === DEMO.qa.email)!.id;
  await p.db.insert(tasks).values(
    Array.from({ length: 30 }, (_, i) => ({
      taskName: `Ảnh gọn ${i}`,
      productCode: `GON-${i}`,
      description: `Mô tả đầy đủ ${i}`,
      editorComment: `Ghi chú ${i}`,
      editorId: i % 2 ? editorId : null,
      qaId,
      status: i % 2 ? TASK_STATUS.InProgress : TASK_STATUS.Ready,
      position: i,
    })),
  );
});
after(() => p.close());

const mine = (list: Json[]) => list.filter((task) => String(task.taskName ?? task.productCode ?? '').includes('gọn') || String(task.productCode ?? '').startsWith('GON-'));

describe('tasks: only the columns the selection needs', () => {
  it("the cards as objects (Tasks) return every card field, and each person of the cards once", async () => {
    const result = await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token });
    assert.equal(result.errors, undefined);
    const { cards: all, people } = result.data!.task_board;
    const cards = mine(all);
    assert.equal(cards.length, 30);
    const withEditor = cards.find((card) => card.editorId === editorId)!;
    assert.match(withEditor.createdAt, /^\d{4}-\d\d-\d\dT/);
    assert.equal(withEditor.status, 'InProgress');
    assert.equal('description' in withEditor, false);
    assert.equal('editor' in withEditor, false);
    // The people: exactly the editors and QAs the cards name, once each, with what a card shows.
    const named = new Set(all.flatMap((card: Json) => [card.editorId, card.qaId]).filter((id: unknown) => id !== null));
    assert.deepEqual(people.map((person: Json) => person.id).sort(), [...named].sort());
    const editor = people.find((person: Json) => person.id === editorId);
    assert.equal(editor.last_name, 'Lê');
    assert.equal(typeof editor.is_online, 'boolean');
  });

  it("an editor's board names only the people on their own cards", async () => {
    const editorToken = await p.login(DEMO.editor.email, DEMO.editor.password);
    const own = (await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token: editorToken })).data!.task_board;
    assert.ok(own.cards.length > 0 && own.cards.every((card: Json) => card.editorId === editorId));
    const named = new Set(own.cards.flatMap((card: Json) => [card.editorId, card.qaId]).filter((id: unknown) => id !== null));
    assert.deepEqual(own.people.map((person: Json) => person.id).sort(), [...named].sort());
    // Control: the admin's board names more people than the editor's (the demo's other editor).
    const admin = (await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token })).data!.task_board;
    assert.ok(admin.people.length > own.people.length, JSON.stringify({ admin: admin.people.length, own: own.people.length }));
  });

  it('the cards of task_board are the cards of tasks, with the same people on them', async () => {
    const board = (await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token })).data!.task_board;
    const person = 'id first_name last_name avatar_url is_online';
    const list = (await p.gql(`query { tasks(filter: {}) { id qaId editorId taskName productName productCode totalFile status version position createdAt dueAt previewFileId revisionRound editor { ${person} } qa { ${person} } } }`, {}, { token })).data!.tasks;
    const byId = new Map(board.people.map((one: Json) => [one.id, one]));
    const joined = board.cards.map((card: Json) => ({ ...card, editor: card.editorId === null ? null : byId.get(card.editorId), qa: card.qaId === null ? null : byId.get(card.qaId) }));
    assert.deepEqual(joined, list);
  });

  it("the board's own document (Board) answers the same cards field by field, and half the bytes", async () => {
    const objects = await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token });
    const fields = await p.gql(trustedDocuments.Board!.document, { filter: {} }, { token });
    assert.equal(fields.errors, undefined);
    const { cardFields, people, seq } = fields.data!.task_board;
    const names = Object.keys(cardFields);
    const rebuilt = cardFields.id.map((_id: number, i: number) => Object.fromEntries(names.map((name) => [name, cardFields[name][i]])));
    assert.deepEqual(rebuilt, objects.data!.task_board.cards);
    assert.deepEqual(people, objects.data!.task_board.people);
    assert.equal(seq, objects.data!.task_board.seq);
    assert.ok(mine(rebuilt).length === 30);
    // The same fields as the board's card (BoardCard), nothing else.
    assert.deepEqual(names.sort(), Object.keys(objects.data!.task_board.cards[0]).sort());
    assert.ok(JSON.stringify(fields.data).length < JSON.stringify(objects.data).length * 0.6);
  });

  it('fields outside the card (through fragments, inline fragments and fields the map does not know) are still filled', async () => {
    const result = await p.gql(
      `query Wide { tasks(filter: {}) { ...Some ... on Task { editorComment } history { to } } }
       fragment Some on Task { id productCode description updatedAt }`,
      {},
      { token },
    );
    assert.equal(result.errors, undefined);
    const rows = mine(result.data!.tasks);
    assert.equal(rows.length, 30);
    const first = rows.find((row) => row.productCode === 'GON-3')!;
    assert.equal(first.description, 'Mô tả đầy đủ 3');
    assert.equal(first.editorComment, 'Ghi chú 3');
    assert.match(first.updatedAt, /^\d{4}-/);
    assert.ok(Array.isArray(first.history));
  });
});

describe('queries through graphql-jit keep their errors', () => {
  it('a missing task answers NOT_FOUND with its path (and a present one its data)', async () => {
    const missing = await p.gql('query { task(id: 987654) { id taskName } }', {}, { token });
    assert.equal(errorCode(missing), 'NOT_FOUND');
    assert.deepEqual(missing.errors![0]!.path, ['task']);
    const someId = mine((await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token })).data!.task_board.cards)[0].id;
    const present = await p.gql('query ($id: Int!) { task(id: $id) { id taskName } }', { id: someId }, { token });
    assert.equal(present.errors, undefined);
    assert.equal(present.data!.task.id, someId);
  });

  it('without a token the board is refused (UNAUTHENTICATED), with one it is not', async () => {
    const refused = await p.gql(trustedDocuments.Tasks!.document, { filter: {} });
    assert.equal(errorCode(refused), 'UNAUTHENTICATED');
    const allowed = await p.gql(trustedDocuments.Tasks!.document, { filter: {} }, { token });
    assert.equal(allowed.errors, undefined);
  });
});
