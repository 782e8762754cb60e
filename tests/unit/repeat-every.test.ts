/** @jest-environment node */
import { log } from '../../provider/src/ops/log';
import { repeatEvery } from '../../provider/src/ops/repeat';

// The one loop every periodic job of the provider runs on (provider/src/ops/repeat.ts).

/** A pass that runs until the test lets it finish. */
function controlledWork() {
  const finishers: (() => void)[] = [];
  let calls = 0;
  const work = () => {
    calls += 1;
    return new Promise<number>((resolve) => finishers.push(() => resolve(calls)));
  };
  return { work, calls: () => calls, finish: () => finishers.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('repeatEvery', () => {
  test('never runs twice at once: a second run while one is under way answers the idle value', async () => {
    const pass = controlledWork();
    const loop = repeatEvery('test pass', 60_000, pass.work, -1);
    const first = loop.runOnce();
    await expect(loop.runOnce()).resolves.toBe(-1);
    expect(pass.calls()).toBe(1);
    pass.finish();
    await expect(first).resolves.toBe(1);
    // Once it is over, the next run goes ahead (the positive control).
    const second = loop.runOnce();
    pass.finish();
    await expect(second).resolves.toBe(2);
    loop.stop();
  });

  test('a kick while a pass runs starts one more pass right after it, never a lost or a doubled one', async () => {
    const pass = controlledWork();
    const loop = repeatEvery('test pass', 60_000, pass.work, -1);
    const first = loop.runOnce();
    loop.kick();
    loop.kick();
    pass.finish();
    await first;
    await settle();
    expect(pass.calls()).toBe(2);
    pass.finish();
    await settle();
    await settle();
    expect(pass.calls()).toBe(2);
    loop.stop();
  });

  test('runs at start when asked; a failed pass is logged under its name and does not stop the next one', async () => {
    const logged = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const loop = repeatEvery(
      'test pass',
      60_000,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return calls;
      },
      -1,
      { atStart: true },
    );
    await settle();
    expect(calls).toBe(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ message: 'down' }) }), 'test pass failed');
    await expect(loop.runOnce()).resolves.toBe(2);
    loop.stop();
    logged.mockRestore();
  });

  test('after stop a kick runs nothing', async () => {
    const pass = controlledWork();
    const loop = repeatEvery('test pass', 60_000, pass.work, -1);
    loop.stop();
    loop.kick();
    await settle();
    expect(pass.calls()).toBe(0);
  });
});
