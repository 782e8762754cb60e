import { setTimeout as pause } from 'node:timers/promises';

/**
 * Waits on a condition: calls `check` until it returns something other than undefined/false,
 * and returns that. `timeoutMs` is only the upper bound (then it throws, naming `what`);
 * `intervalMs` is how often the condition is looked at again, never a wait of its own.
 */
export async function waitUntil<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, { timeoutMs = 10_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() >= deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await pause(intervalMs);
  }
}
