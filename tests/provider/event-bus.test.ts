// The in-process event bus (provider/src/events.ts): one user's topic with many open
// subscriptions delivers to each and raises no leak warning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEventBus } from '../../provider/src/events';
import type { BoardEventPayload } from '../../provider/src/modules/tasks/board-events';

test('40 subscriptions to one user’s board topic: each gets the event, Node prints no leak warning', async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on('warning', onWarning);
  try {
    const bus = createEventBus();
    const iterators = Array.from({ length: 40 }, () => bus.pubSub.subscribe('board_changed', 1)[Symbol.asyncIterator]());
    const next = iterators.map((iterator) => iterator.next());
    const event = { sequence: 1 } as unknown as BoardEventPayload;
    await new Promise((resolve) => setImmediate(resolve));
    bus.pubSub.publish('board_changed', 1, event);
    const delivered = await Promise.all(next);
    assert.equal(delivered.filter((result) => result.value === event).length, 40);
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
    // A warning is emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(warnings, []);
  } finally {
    process.off('warning', onWarning);
  }
});
