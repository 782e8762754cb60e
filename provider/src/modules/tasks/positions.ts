import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { TASK_MESSAGES } from '../../../../domain/task-workflow';
import type { Executor } from '../../db/client';
import { tasks } from '../../db/schema';
import { appError, badInput } from '../../errors';

// Card order inside a column (docs/decisions/task-positions.md): fractional positions, so a
// move writes one row; when two neighbours get too close the column is renumbered. Everything
// that puts a card into a column holds that column's lock until commit, so two people dropping
// cards into the same gap get distinct positions instead of the same midpoint.

export const POSITION_STEP = 1024;
/** Below this gap a midpoint stops being distinguishable in practice: renumber instead. */
const MIN_GAP = 1e-6;
/** Namespace of the column locks among the database's advisory locks. */
const COLUMN_LOCK_SPACE = 7301;

/**
 * Locks the columns (status ids) for the rest of the transaction. Always taken before any task
 * row is locked, and in ascending order, so two changes never wait on each other in a circle.
 */
export async function lockColumns(db: Executor, statusIds: number[]) {
  for (const statusId of [...new Set(statusIds)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(${COLUMN_LOCK_SPACE}::int, ${statusId}::int)`);
  }
}

/** A position after every card of the column (other than `excludeId`). */
export async function endOfColumn(db: Executor, statusId: number, excludeId?: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${tasks.position})` })
    .from(tasks)
    .where(and(eq(tasks.status, statusId), excludeId === undefined ? undefined : ne(tasks.id, excludeId)));
  return row?.max === null || row?.max === undefined ? POSITION_STEP : Number(row.max) + POSITION_STEP;
}

/** Spreads the column's cards evenly again, keeping their order. */
export async function renumberColumn(db: Executor, statusId: number) {
  await db.execute(sql`
    update ${tasks} set position = ranked.rank * ${POSITION_STEP}::float8
    from (select id, row_number() over (order by position, id) as rank from ${tasks} where status = ${statusId}::smallint) as ranked
    where ${tasks.id} = ranked.id and ${tasks.status} = ${statusId}::smallint`);
}

type Neighbour = { id: number; status: number; position: number; editorId: number | null };

export type Placement = {
  statusId: number;
  taskId: number;
  /** The card that should end up right above the moved one. */
  beforeId?: number | null;
  /** The card that should end up right below it (used when there is no beforeId). */
  afterId?: number | null;
  /** Neighbours the caller cannot see are treated as absent. */
  canSee: (task: { editorId: number | null }) => boolean;
};

async function neighbour(db: Executor, id: number, placement: Placement): Promise<Neighbour> {
  if (id === placement.taskId) throw badInput('Không thể đặt việc cạnh chính nó.', 'beforeId');
  const [row] = await db
    .select({ id: tasks.id, status: tasks.status, position: tasks.position, editorId: tasks.editorId })
    .from(tasks)
    .where(eq(tasks.id, id))
    .limit(1);
  // A neighbour that left the column (or never was in it) means the caller's board is stale.
  if (!row || row.status !== placement.statusId || !placement.canSee(row)) throw appError('CONFLICT', TASK_MESSAGES.boardChanged);
  return row;
}

const inColumn = (placement: Placement) => and(eq(tasks.status, placement.statusId), ne(tasks.id, placement.taskId));

function between(low: number, high: number): number | null {
  const middle = (low + high) / 2;
  return high - low < MIN_GAP || middle <= low || middle >= high ? null : middle;
}

/** The card of the column just after (`next`) or just before (`previous`) `card`, in board order (position, then id). */
async function adjacent(db: Executor, placement: Placement, card: { position: number; id: number }, side: 'next' | 'previous') {
  const [past, order] = side === 'next' ? [gt, asc] : [lt, desc];
  const [row] = await db
    .select({ position: tasks.position })
    .from(tasks)
    .where(and(inColumn(placement), or(past(tasks.position, card.position), and(eq(tasks.position, card.position), past(tasks.id, card.id)))))
    .orderBy(order(tasks.position), order(tasks.id))
    .limit(1);
  return row ?? null;
}

/** The position the placement asks for, or null when the gap is used up. */
async function tryPosition(db: Executor, placement: Placement): Promise<number | null> {
  if (placement.beforeId != null) {
    const before = await neighbour(db, placement.beforeId, placement);
    if (placement.afterId != null) await neighbour(db, placement.afterId, placement);
    const next = await adjacent(db, placement, before, 'next');
    return next ? between(before.position, next.position) : before.position + POSITION_STEP;
  }
  if (placement.afterId != null) {
    const after = await neighbour(db, placement.afterId, placement);
    const previous = await adjacent(db, placement, after, 'previous');
    return previous ? between(previous.position, after.position) : after.position - POSITION_STEP;
  }
  return endOfColumn(db, placement.statusId, placement.taskId);
}

/** Where the moved card goes; the column's lock must be held. */
export async function positionInColumn(db: Executor, placement: Placement): Promise<number> {
  const position = await tryPosition(db, placement);
  if (position !== null) return position;
  await renumberColumn(db, placement.statusId);
  const spread = await tryPosition(db, placement);
  if (spread === null) throw new Error(`column ${placement.statusId} could not be renumbered`);
  return spread;
}
