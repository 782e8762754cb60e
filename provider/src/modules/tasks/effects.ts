import type { Executor } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { taskHistory } from '../../db/schema';
import type { PubSub } from '../../events';
import type { NotificationEvent } from '../../../../domain/notification-events';
import { notifyUsers } from '../notifications/data';
import { publishBoardChange } from './board-events';
import { personName } from '../../../../domain/person-name';

// What a task change leaves behind besides the row: a history entry, notifications for the
// people on the task, and a board event for everyone who sees it. Rows are written in the
// change's transaction; live events wait in an outbox until it has committed, so nobody is
// told about a change that was rolled back.

export type Outbox = { pubSub: PubSub; flush: () => void };

export function createOutbox(pubSub: PubSub): Outbox {
  const queued: (() => void)[] = [];
  const publish = (...args: unknown[]) => {
    queued.push(() => (pubSub.publish as (...a: unknown[]) => void)(...args));
  };
  return {
    pubSub: { ...pubSub, publish: publish as PubSub['publish'] },
    flush: () => {
      for (const send of queued.splice(0)) send();
    },
  };
}

export async function recordHistory(db: Executor, entry: { taskId: number; actorId: number | null; fromStatus: number | null; toStatus: number; comment: string | null }) {
  await db.insert(taskHistory).values(entry);
}

/**
 * A notification text; each recipient gets at most one per change (the first that names them).
 * `group` is the text of several alike ones shown together, '{n}' for their count.
 */
export type Note = { userIds: (number | null | undefined)[]; event: NotificationEvent; content: string; group: string; warning?: boolean };

export type Announcement = {
  task: TaskRow;
  actorId: number;
  notes: Note[];
  /** Editors who saw the card before this change (a reassignment takes it off their board). */
  formerEditorIds?: (number | null)[];
};

export async function announce(db: Executor, outbox: Outbox, change: Announcement) {
  const notified = new Set<number>([change.actorId]);
  for (const note of change.notes) {
    const userIds = [...new Set(note.userIds)].filter((id): id is number => typeof id === 'number' && !notified.has(id));
    userIds.forEach((id) => notified.add(id));
    if (userIds.length) await notifyUsers(db, outbox.pubSub, { userIds, event: note.event, taskId: change.task.id, content: note.content, groupText: note.group, warning: note.warning });
  }
  await publishBoardChange(db, outbox, change);
}

/** How a notification names the person who made the change: 'Họ Tên' (their email when both are empty). */
export const actorName = (actor: { lastName: string | null; firstName: string | null; email: string }) => personName(actor.lastName, actor.firstName) || actor.email;

/** «Task name», quoted the way notifications quote it. */
export const quoted = (task: { taskName: string }) => `«${task.taskName}»`;

/** The people on a task: the admin who created it, its editor and its QA. */
export const peopleOn = (task: { adminId: number | null; editorId: number | null; qaId: number | null }) => [task.adminId, task.editorId, task.qaId];
