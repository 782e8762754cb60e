import { and, eq, isNull, lt } from 'drizzle-orm';
import type { ProviderServices } from '../../context';
import { cloudBatches, cloudUsers, deliveries, tasks } from '../../db/schema';
import { jobBatchJoin } from '../cloud-files/job-batch';
import { queueAnswerReminder } from '../mail/customer-mail';
import { repeatEvery } from '../../ops/repeat';

// 'Nhắc phản hồi kết quả' (docs/decisions/email.md): a delivery the customer has not answered
// after `days` days gets one reminder mail. The stamp (deliveries.reminded_at) and the mail commit
// in one transaction, and the stamp is claimed with a conditional update, so two provider
// instances sweeping at once remind nobody twice.

const SWEEP_BATCH = 100;

export async function remindUnanswered(services: ProviderServices, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const due = await services.db
    .select({ id: deliveries.id, taskId: deliveries.taskId })
    .from(deliveries)
    .where(and(isNull(deliveries.submittedAt), isNull(deliveries.remindedAt), lt(deliveries.deliveredAt, cutoff)))
    .limit(SWEEP_BATCH);
  let reminded = 0;
  for (const delivery of due) {
    const mailed = await services.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(deliveries)
        .set({ remindedAt: now })
        .where(and(eq(deliveries.id, delivery.id), isNull(deliveries.remindedAt), isNull(deliveries.submittedAt)))
        .returning({ id: deliveries.id });
      if (!claimed) return false;
      // The customer who owns the batch of the job's chain (the original job's batch).
      const [row] = await tx
        .select({ customer: cloudUsers, taskName: tasks.taskName })
        .from(tasks)
        .innerJoin(cloudBatches, jobBatchJoin(delivery.taskId))
        .innerJoin(cloudUsers, eq(cloudUsers.id, cloudBatches.cloudUserId))
        .where(eq(tasks.id, delivery.taskId))
        .limit(1);
      return row ? queueAnswerReminder(tx, services, row.customer, { id: delivery.id, taskName: row.taskName, days }) : false;
    });
    if (mailed) reminded++;
  }
  if (reminded > 0) services.mail.kick();
  return reminded;
}

/** Runs the sweep every `intervalMs` (unref'd); returns the stop. */
export function startReminderSweep(services: ProviderServices, days: number, intervalMs: number): () => void {
  return repeatEvery('answer reminder sweep', intervalMs, () => remindUnanswered(services, days), undefined).stop;
}
