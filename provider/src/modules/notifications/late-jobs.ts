import { and, eq, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import { TASK_STATUS } from '../../../../domain/task-status';
import type { Database } from '../../db/client';
import { taskLateNotices, tasks, users } from '../../db/schema';
import type { PubSub } from '../../events';
import { notifyUsers } from './data';
import { repeatEvery } from '../../ops/repeat';

// 'Việc trễ hạn' (docs/decisions/notification-settings.md): a simple scheduled check tells the
// admins and the job's editor once per job when an open job passes its due time. The notice row
// (task_late_notices, primary key task_id) is written in the same transaction as the
// notifications, so two provider instances sweeping at once tell nobody twice.

/** Jobs handled per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/** Tells of every open job past its due time not yet told of; returns how many jobs were announced. */
export async function notifyLateJobs(db: Database, pubSub: PubSub, now = new Date()): Promise<number> {
  const late = await db
    .select({ id: tasks.id, taskName: tasks.taskName, editorId: tasks.editorId })
    .from(tasks)
    .leftJoin(taskLateNotices, eq(taskLateNotices.taskId, tasks.id))
    .where(and(isNotNull(tasks.dueAt), lt(tasks.dueAt, now), notInArray(tasks.status, [TASK_STATUS.Completed, TASK_STATUS.Cancel]), isNull(taskLateNotices.taskId)))
    .limit(SWEEP_BATCH);
  let announced = 0;
  for (const task of late) {
    const told = await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(taskLateNotices).values({ taskId: task.id }).onConflictDoNothing().returning();
      if (!claimed) return false;
      const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.active, true), eq(users.roleId, ROLE.admin)));
      await notifyUsers(tx, pubSub, {
        userIds: [...admins.map((admin) => admin.id), ...(task.editorId === null ? [] : [task.editorId])],
        event: 'late',
        taskId: task.id,
        content: `Việc «${task.taskName}» đã trễ hạn`,
        groupText: '{n} việc đã trễ hạn',
        warning: true,
      });
      return true;
    });
    if (told) announced++;
  }
  return announced;
}

/** Runs the check every `intervalMs` (unref'd: it never keeps the process alive); returns the stop. */
export function startLateJobsSweep(db: Database, pubSub: PubSub, intervalMs: number): () => void {
  return repeatEvery('late jobs sweep', intervalMs, () => notifyLateJobs(db, pubSub), undefined).stop;
}
