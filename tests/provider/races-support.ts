// Shared pieces of the race tests (tests/provider/races-*.test.ts, docs/decisions/race-tests.md):
// they run only on a real multi-connection PostgreSQL, and a barrier makes the race happen
// instead of hoping the timing produces it.
import pg from 'pg';

/**
 * node:test `skip` for the race tests. PGlite is one connection: two requests never overlap
 * there, so a race test would pass whether or not the lock exists. scripts/test-provider.mjs
 * runs these files on PostgreSQL (DATABASE_URL, or an embedded server it starts).
 */
export const RACES_NEED_POSTGRES: string | false = process.env.DATABASE_URL
  ? false
  : 'PGlite has a single connection, so nothing runs concurrently and a race cannot happen: these tests run on PostgreSQL (npm run test:provider starts one when DATABASE_URL is not set)';

/** How long the barrier waits for the racers to arrive before the test fails. */
const ARRIVAL_LIMIT_MS = 30_000;

/** Backends of this database waiting on a lock (heavyweight, row or advisory), other than the gate. */
async function lockWaiters(gate: pg.Client): Promise<number> {
  // The gate is inside a transaction, which would otherwise keep seeing its first snapshot of
  // the server's activity.
  await gate.query('select pg_stat_clear_snapshot()');
  const { rows } = await gate.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

/**
 * Runs `racers` against a barrier: a second connection (the gate) first takes `gateLock` in an
 * open transaction, then the racers start; the gate lets go only when `waiters` racers are
 * blocked on a lock inside their transactions, so every one of them has begun its work (read its
 * row, computed its answer) before any of them can commit. What the racers wait on is either the
 * gate (they got past the code under test) or each other's lock (the code under test held them
 * back): the test then checks which of the two happened by the outcome.
 *
 * `gateLock` should block a statement every racer runs after its checks and before commit: for
 * task changes, `lock table task_history in share mode` (each move or creation writes history).
 */
export async function race<T>(databaseUrl: string | undefined, gateLock: string, waiters: number, racers: () => Promise<T>[]): Promise<T[]> {
  if (!databaseUrl) throw new Error('race() needs PostgreSQL (the test should have been skipped)');
  const gate = new pg.Client({ connectionString: databaseUrl });
  await gate.connect();
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await gate.query('commit');
  };
  try {
    await gate.query('begin');
    await gate.query(gateLock);
    let finished = 0;
    const running = racers().map((p) =>
      p.then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ).finally(() => (finished += 1)),
    );
    const settled = Promise.all(running);
    const deadline = Date.now() + ARRIVAL_LIMIT_MS;
    let arrived = await lockWaiters(gate);
    // A racer that answers before the gate opens never reached it: the race did not happen
    // (for example the row it meant to create already existed), and the test must say so.
    while (arrived < waiters && finished === 0) {
      if (Date.now() > deadline) {
        await gate.query('select pg_stat_clear_snapshot()');
        const { rows } = await gate.query(
          `select state, wait_event_type, wait_event, left(query, 80) as query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        throw new Error(`barrier: ${arrived} of ${waiters} racers arrived within ${ARRIVAL_LIMIT_MS} ms; connections: ${JSON.stringify(rows)}`);
      }
      // Polling the server is the only way to see another connection wait on a lock.
      await new Promise((resolve) => setTimeout(resolve, 10));
      arrived = await lockWaiters(gate);
    }
    const early = finished;
    await release();
    const results = await settled;
    if (early > 0) throw new Error(`barrier: ${early} of ${waiters} racers answered before the gate opened, so they did not race: ${JSON.stringify(results).slice(0, 500)}`);
    return results.map((r) => {
      if (!r.ok) throw r.error;
      return r.value;
    });
  } finally {
    await release().catch(() => {});
    await gate.end();
  }
}

/** The gate for task changes: every move that changes status, and every creation, writes history. */
export const HOLD_TASK_HISTORY = 'lock table task_history in share mode';
