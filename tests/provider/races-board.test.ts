// Races on the board, on a real multi-connection PostgreSQL (docs/decisions/race-tests.md): two
// people dropping cards into the same gap (the column lock, provider/src/modules/tasks/positions.ts)
// and two changes of the same card from the same version (the row lock and version check,
// provider/src/modules/tasks/change.ts). Skipped with the reason on PGlite.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorCode } from './harness';
import { HOLD_TASK_HISTORY, race, RACES_NEED_POSTGRES } from './races-support';
import { cardsIn, Q, taskWorldForFile, type Card, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world), RACES_NEED_POSTGRES);

/** A column's cards, top to bottom, as the admin's board shows them. */
async function column(status: string): Promise<Card[]> {
  return (await w.ok<{ tasks: Card[] }>(Q.tasks, { filter: { status } }, 'admin')).tasks;
}

describe('two people dragging at once', () => {
  it('two different cards dropped into the same gap both survive, in distinct places', { skip: RACES_NEED_POSTGRES }, async () => {
    const [a, b] = await cardsIn(w, 'Waiting', 2);
    const [x] = await cardsIn(w, 'InProgress', 1, 'editor');
    const [y] = await cardsIn(w, 'InProgress', 1, 'editor2');
    const [rx, ry] = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, 2, () => [
      w.move(x!, 'Waiting', 'editor', { beforeId: a!.id, afterId: b!.id }),
      w.move(y!, 'Waiting', 'admin', { beforeId: a!.id, afterId: b!.id }),
    ]);
    assert.equal(rx!.errors, undefined, JSON.stringify(rx!.errors));
    assert.equal(ry!.errors, undefined, JSON.stringify(ry!.errors));
    assert.notEqual(rx!.data!.move_task.position, ry!.data!.move_task.position, 'distinct positions');
    const ids = (await column('Waiting')).map((t) => t.id);
    const start = ids.indexOf(a!.id);
    assert.deepEqual(ids.slice(start + 1, start + 3).sort(), [x!.id, y!.id].sort(), 'both cards sit between a and b');
    assert.equal(ids[start + 3], b!.id);
  });

  it('eight cards dropped into one gap at once all land, each once, in distinct places', { skip: RACES_NEED_POSTGRES }, async () => {
    const [a, b] = await cardsIn(w, 'InProgress', 2);
    const movers = await cardsIn(w, 'Assignee', 8);
    const results = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, movers.length, () =>
      movers.map((card) => w.move(card, 'InProgress', 'admin', { beforeId: a!.id, afterId: b!.id })),
    );
    for (const result of results) assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const cards = await column('InProgress');
    const ids = cards.map((t) => t.id);
    const start = ids.indexOf(a!.id);
    assert.deepEqual(ids.slice(start + 1, start + 9).sort(), movers.map((m) => m.id).sort());
    assert.equal(ids[start + 9], b!.id);
    assert.equal(new Set(cards.map((t) => t.position)).size, cards.length, 'positions are distinct');
    assert.equal(new Set(ids).size, ids.length, 'no card twice');
  });
});

describe('two changes of the same card from the same version', () => {
  it('two moves to different columns: exactly one wins, the other is a CONFLICT', { skip: RACES_NEED_POSTGRES }, async () => {
    const [card] = await cardsIn(w, 'InProgress', 1);
    const results = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, 2, () => [
      w.move(card!, 'Waiting', 'editor'),
      w.move(card!, 'WaitApprove', 'editor'),
    ]);
    const wins = results.filter((r) => !r.errors);
    assert.equal(wins.length, 1, JSON.stringify(results.map((r) => r.errors ?? r.data!.move_task.status)));
    assert.equal(results.filter((r) => errorCode(r) === 'CONFLICT').length, 1);
    const row = await w.get(card!.id);
    assert.deepEqual([row.version, row.status], [card!.version + 1, wins[0]!.data!.move_task.status]);
    assert.equal(row.history!.filter((h) => h.from === 'InProgress').length, 1, 'one move in the history');
  });

  it('two moves to the same column: exactly one wins, the other is a CONFLICT', { skip: RACES_NEED_POSTGRES }, async () => {
    const [card] = await cardsIn(w, 'InProgress', 1);
    const results = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, 2, () => [w.move(card!, 'Waiting', 'editor'), w.move(card!, 'Waiting', 'admin')]);
    assert.equal(results.filter((r) => !r.errors).length, 1, JSON.stringify(results.map((r) => r.errors ?? 'ok')));
    assert.equal(results.filter((r) => errorCode(r) === 'CONFLICT').length, 1);
    assert.equal((await w.get(card!.id)).version, card!.version + 1);
  });

  it('two field edits: exactly one is stored, the other is a CONFLICT', { skip: RACES_NEED_POSTGRES }, async () => {
    const card = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    const edit = (as: Role, input: Record<string, unknown>) => w.p.gql<{ update_task: Card }>(Q.update, { id: card.id, version: card.version, input }, { token: w.token[as] });
    const results = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, 2, () => [edit('admin', { description: 'Sửa lần A' }), edit('admin', { description: 'Sửa lần B' })]);
    const wins = results.filter((r) => !r.errors);
    assert.equal(wins.length, 1, JSON.stringify(results.map((r) => r.errors ?? 'ok')));
    assert.equal(results.filter((r) => errorCode(r) === 'CONFLICT').length, 1);
    const row = await w.get(card.id);
    assert.deepEqual([row.version, row.description], [card.version + 1, wins[0]!.data!.update_task.description]);
  });
});
