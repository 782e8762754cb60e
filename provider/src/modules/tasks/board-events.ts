import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { Repeater } from 'graphql-yoga';
import { ROLE } from '../../../../domain/roles';
import { statusName } from '../../../../domain/task-status';
import type { Executor } from '../../db/client';
import type { TaskRow, UserRow } from '../../db/rows';
import { boardStreams, users } from '../../db/schema';
import type { BoardEvent } from '../../generated/graphql.generated';
import { canSeeTask, type Actor } from './access';
import { usersByIds } from '../users/data';
import type { Outbox } from './effects';

// Board events that carry their change (docs/decisions/board-events.md): each receiver gets the
// changed card as the board query shows it, when the board's visibility rule (access.ts) lets
// them see it, or `card: null` when a reassignment has just taken it off their board; and their
// next board sequence number, so a client that missed one refetches once instead of every time.

/** What travels on the bus (JSON through Redis: dates arrive as strings; `resolveBoardEvent` revives them). */
export type BoardEventPayload = Omit<BoardEvent, 'card' | 'people' | 'status'> & {
  status: BoardEvent['status'];
  card: TaskRow | null;
  people: UserRow[];
};

const TASK_DATES = ['createdAt', 'updatedAt', 'completedAt', 'statusSince', 'firstAssignedAt', 'dueAt'] as const;
const USER_DATES = ['lastSeenAt', 'createdAt', 'updatedAt'] as const;

function revive<T extends object>(row: T, keys: readonly string[]): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of keys) if (typeof copy[key] === 'string') copy[key] = new Date(copy[key]);
  return copy as T;
}

/** The subscription's resolve: rows with real dates, whichever bus carried them. */
export function resolveBoardEvent(event: BoardEventPayload): BoardEventPayload {
  return {
    ...event,
    card: event.card && revive(event.card, TASK_DATES),
    people: event.people.map((person) => revive(person, USER_DATES)),
  };
}

/** A subscription's opening event: no change, the receiver's sequence at the moment it listens. */
export function openingEvent(seq: number): BoardEventPayload {
  return { taskId: null, status: null, version: null, actorId: null, seq, card: null, people: [] };
}

/**
 * One receiver's subscription: it starts listening to `changes`, then reads their sequence and
 * sends it as the opening event, then every change. A change committed before that read is
 * counted in the opening sequence (a board read earlier at a lower one refetches once); a change
 * after it is delivered, since the listener was already in place. Changes that arrive while the
 * sequence is read wait, in order, behind the opening event.
 */
export function withOpeningEvent(changes: AsyncIterable<BoardEventPayload>, currentSeq: () => Promise<number>): AsyncIterable<BoardEventPayload> {
  return new Repeater<BoardEventPayload>(async (push, stop) => {
    const iterator = changes[Symbol.asyncIterator]();
    // The first `next` is what registers the listener (graphql-yoga's pub/sub starts on it).
    let next = iterator.next();
    try {
      await push(openingEvent(await currentSeq()));
      for (;;) {
        const result = await Promise.race([next, stop]);
        if (!result || result.done) break;
        await push(result.value);
        next = iterator.next();
      }
    } finally {
      await iterator.return?.();
      stop();
    }
  });
}

/** Whoever may have the card on their board: active admins and QA, its editor and the editors it just left. */
async function receivers(db: Executor, task: TaskRow, formerEditorIds: (number | null)[]): Promise<Actor[]> {
  const editors = [task.editorId, ...formerEditorIds].filter((id): id is number => id !== null);
  const wholeBoard = and(eq(users.active, true), inArray(users.roleId, [ROLE.admin, ROLE.qa]));
  return db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(editors.length ? or(wholeBoard, inArray(users.id, editors)) : wholeBoard);
}

/**
 * One more on each receiver's board sequence, in the change's transaction (so sequence numbers
 * follow commit order per receiver). Ids are sorted: concurrent changes lock the rows in the
 * same order and cannot deadlock.
 */
async function nextSeqs(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .insert(boardStreams)
    .values([...userIds].sort((a, b) => a - b).map((userId) => ({ userId, seq: 1 })))
    .onConflictDoUpdate({ target: boardStreams.userId, set: { seq: sql`${boardStreams.seq} + 1` } })
    .returning();
  return new Map(rows.map((row) => [row.userId, row.seq]));
}

/** A person as the bus carries them: no password hash or token version on the wire. */
const publicPerson = ({ passwordHash: _hash, tokenVersion: _version, ...person }: UserRow): UserRow => person as UserRow;

export async function publishBoardChange(db: Executor, outbox: Outbox, change: { task: TaskRow; actorId: number; formerEditorIds?: (number | null)[] }) {
  const { task } = change;
  const actors = await receivers(db, task, change.formerEditorIds ?? []);
  const seqs = await nextSeqs(
    db,
    actors.map((actor) => actor.id),
  );
  const personIds = [task.editorId, task.qaId].filter((id): id is number => id !== null);
  const people = (await usersByIds(db, [...new Set(personIds)])).map(publicPerson);
  const base = { taskId: task.id, status: statusName(task.status), version: task.version, actorId: change.actorId };
  for (const actor of actors) {
    const sees = canSeeTask(actor, task);
    const event: BoardEventPayload = { ...base, seq: seqs.get(actor.id)!, card: sees ? task : null, people: sees ? people : [] };
    outbox.pubSub.publish('board_changed', actor.id, event);
  }
}
