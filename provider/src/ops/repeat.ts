import { log } from './log';

/**
 * The provider's periodic work — the upload expiry and thumbnail sweeps, the mail worker, the
 * answer reminders, the morning digest, the late-jobs check — all run the same way:
 *
 * - `work` runs every `everyMs` on a timer that is unref'd, so it never keeps the process alive;
 * - never twice at once: a tick that finds a pass running is skipped, and `runOnce()` answers
 *   `idle` then, so a test or a caller can also run a pass and read what it returns;
 * - `kick()` asks for a pass soon; one asked for while a pass runs starts right after it, so a
 *   kick is never lost (the mail worker after a commit that queued mail);
 * - a failure is logged under `name` and the next tick tries again.
 */
export function repeatEvery<T>(name: string, everyMs: number, work: () => Promise<T>, idle: T, options: { atStart?: boolean } = {}) {
  let running = false;
  let again = false;
  let stopped = false;

  async function runOnce(): Promise<T> {
    if (running) return idle;
    running = true;
    try {
      return await work();
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        setImmediate(tick);
      }
    }
  }

  function tick() {
    if (stopped || running) return;
    void runOnce().catch((error: unknown) => log.error({ err: error }, `${name} failed`));
  }

  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (options.atStart) tick();

  return {
    runOnce,
    kick() {
      if (running) again = true;
      else setImmediate(tick);
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
