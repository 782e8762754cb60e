// A job's results as they change (issue 35; docs/decisions/delivery.md, "Thumbnails"): staff who
// may see the job hear `task_results_changed` when a result arrives, gets its thumbnail and is
// deleted; an editor who may not see the job is refused the subscription (NOT_FOUND), beside the
// same subscription succeeding for the job's own editor and its QA.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { Client } from 'graphql-ws';
import { trustedSubscription } from '../../provider/src/realtime/screen';
import { within } from './harness';
import { cardsIn, startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';

const TICKET = 'mutation { issue_realtime_ticket { ticket } }';
type Event = { task_id: number; result_id: number; change: string };
type Result = { data?: { task_results_changed: Event } | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let w: TaskWorld;
let card: Card;
const clients: Client[] = [];

before(async () => {
  w = await startTaskWorld();
  card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
});
after(async () => {
  for (const client of clients) await client.dispose();
  await w.p.close();
});

async function subscribe(role: Role, taskId: number) {
  const ticket = (await w.ok<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, role)).issue_realtime_ticket.ticket;
  const client = w.p.wsClient({ ticket });
  clients.push(client);
  return client.iterate(trustedSubscription('OnTaskResultsChanged', { taskId })) as AsyncIterableIterator<Result>;
}

/** Live once an event published straight to the bus comes back (then the real ones follow). */
async function live(iterator: AsyncIterableIterator<Result>, taskId: number) {
  const first = within(iterator.next(), 10_000, 'probe');
  const probing = setInterval(() => w.p.services.pubSub.publish('task_results', taskId, { task_id: taskId, result_id: -1, change: 'FINISHED' }), 50);
  try {
    const answer = await first;
    assert.equal(answer.value.errors, undefined, JSON.stringify(answer.value.errors));
  } finally {
    clearInterval(probing);
  }
  return async function next(): Promise<Event> {
    for (;;) {
      const answer = await within(iterator.next(), 30_000, 'task_results_changed');
      assert.equal(answer.done, false);
      const event = answer.value.data!.task_results_changed;
      if (event.result_id !== -1) return event;
    }
  };
}

describe('task_results_changed', () => {
  test("the job's editor and QA hear a result arrive, get its thumbnail and go", async () => {
    const editor = await live(await subscribe('editor', card.id), card.id);
    const qa = await live(await subscribe('qa', card.id), card.id);

    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const answer = await tusClient(new URL(w.p.url).origin, w.token.editor).upload('/task-uploads', { filename: 'song.jpg', taskId: String(card.id) }, photo);
    assert.equal(answer.status, 204);
    const { task_results } = await w.ok<{ task_results: { results: { id: number; name: string }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { id name } } }', { t: card.id }, 'editor');
    const resultId = task_results.results.find((result) => result.name === 'song.jpg')!.id;

    for (const next of [editor, qa]) {
      assert.deepEqual(await next(), { task_id: card.id, result_id: resultId, change: 'FINISHED' });
      assert.deepEqual(await next(), { task_id: card.id, result_id: resultId, change: 'THUMBNAIL' });
    }
    await w.ok('mutation($id: Int!) { delete_task_result(id: $id) }', { id: resultId }, 'editor');
    for (const next of [editor, qa]) assert.deepEqual(await next(), { task_id: card.id, result_id: resultId, change: 'DELETED' });
  });

  test('an editor who may not see the job is refused, as for a job that does not exist', async () => {
    const refused = await within((await subscribe('editor2', card.id)).next(), 10_000, 'refusal');
    assert.equal(refused.value.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    const missing = await within((await subscribe('editor', 999_999)).next(), 10_000, 'missing job');
    assert.equal(missing.value.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    // Positive control: the job's own editor subscribes to the same job.
    await live(await subscribe('editor', card.id), card.id);
  });
});
