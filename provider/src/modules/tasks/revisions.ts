import { eq } from 'drizzle-orm';
import { TASK_STATUS } from '../../../../domain/task-status';
import type { Transaction } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { productGroups, tasks } from '../../db/schema';
import { DEFAULT_TURNAROUND_HOURS, defaultDueAt } from '../../../../domain/due-time';
import { announce, quoted, recordHistory, type Outbox } from './effects';
import { endOfColumn, lockColumns } from './positions';

// A revision job (docs/decisions/proofing.md): when the customer submits a delivery with photos
// to redo, a new job linked to the original carries them back to the same editor and QA.

const ROUND_SUFFIX = / — sửa lần \d+$/;

/** 'Áo cưới — sửa lần 2' from 'Áo cưới' (round 2) or from 'Áo cưới — sửa lần 2' (round 3 → 'sửa lần 3'). */
/** The revision job's first history line (docs/decisions/proofing.md). */
export const revisionHistoryText = (customerName: string, photos: number) => `Khách hàng ${customerName} yêu cầu sửa ${photos} ảnh`;

export const revisionName = (parentName: string, round: number) => `${parentName.replace(ROUND_SUFFIX, '')} — sửa lần ${round}`;

/**
 * Creates the revision job of `parentId` for `photos` photos inside the submit's transaction and
 * announces it like a creation (notifications to its editor and QA, a board event that adds the
 * card live: docs/decisions/board-events.md). The customer is not staff, so no actor is named.
 */
export async function createRevisionTask(tx: Transaction, outbox: Outbox, parentId: number, photos: number, customerName: string): Promise<TaskRow | null> {
  const [parent] = await tx.select().from(tasks).where(eq(tasks.id, parentId));
  if (!parent) return null;
  // Due like any job of its group, counted from the customer's answer (docs/decisions/due-times.md):
  // so it shows under 'Trễ hạn' and 'Hạn hôm nay'. The group's current turnaround, even if since retired.
  const [group] = parent.productGroupId === null ? [] : await tx.select({ hours: productGroups.defaultTurnaroundHours }).from(productGroups).where(eq(productGroups.id, parent.productGroupId));
  const dueAt = defaultDueAt(new Date(), group?.hours ?? DEFAULT_TURNAROUND_HOURS);
  const round = parent.revisionRound + 1;
  const status = parent.editorId === null ? TASK_STATUS.Ready : TASK_STATUS.Assignee;
  await lockColumns(tx, [status]);
  const [task] = await tx
    .insert(tasks)
    .values({
      adminId: parent.adminId,
      editorId: parent.editorId,
      qaId: parent.qaId,
      taskName: revisionName(parent.taskName, round),
      productName: parent.productName,
      productCode: parent.productCode,
      productGroupId: parent.productGroupId,
      customerId: parent.customerId,
      // Paid like a job for the files it carries (docs/decisions/proofing.md, payroll).
      totalFile: photos,
      description: `Khách yêu cầu sửa ${photos} ảnh của việc ${quoted(parent)}.`,
      dueAt,
      status,
      position: await endOfColumn(tx, status),
      unitPrice: parent.unitPrice,
      editorRate: parent.editorRate,
      qaRate: parent.qaRate,
      parentTaskId: parent.id,
      revisionRound: round,
    })
    .returning();
  // No staff member made it: the history names the customer (components/tasks/task-history.tsx shows a row without an actor so).
  await recordHistory(tx, { taskId: task!.id, actorId: null, fromStatus: null, toStatus: status, comment: revisionHistoryText(customerName, photos) });
  await announce(tx, outbox, {
    task: task!,
    actorId: 0,
    notes: [
      { userIds: [task!.editorId], event: 'answer', content: `Khách yêu cầu sửa ${photos} ảnh: việc ${quoted(task!)}`, group: 'Khách yêu cầu sửa {n} việc' },
      { userIds: [task!.qaId], event: 'answer', content: `Khách yêu cầu sửa ${photos} ảnh: bạn duyệt việc ${quoted(task!)}`, group: 'Khách yêu cầu sửa {n} việc' },
    ],
  });
  return task!;
}
