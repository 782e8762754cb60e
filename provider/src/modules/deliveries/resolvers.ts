import { ROLE } from '../../../../domain/roles';
import { requireCloud, requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { perEvent } from '../../per-request';
import type { TaskResultsEvent } from '../../generated/graphql.generated';
import type { TaskResultView } from '../../db/rows';
import { PROOFING_MESSAGES, reviewInput } from '../../../../domain/validation/proofing';
import { appError, badInput, forbidden, notFound, parseInput } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { issueTicket } from '../auth/resolvers';
import { canReadOriginals } from '../cloud-files/access';
import { findJobBatch } from '../cloud-files/job-batch';
import { DELIVERY_MESSAGES, isApproved, mayDeliver, mayReadResult, staffMaySee } from './access';
import {
  approveUndecided,
  deleteResultRow,
  findCustomerDelivery,
  findDeliveryOfTask,
  finishedResultIds,
  findResult,
  findTaskForResults,
  insertDelivery,
  listChainDeliveries,
  listCustomerChainDeliveries,
  listCustomerDeliveries,
  listDeliveredChainResults,
  listDeliveryResults,
  listResults,
  markDeliverySeen,
  findResultForReview,
  listPhotoVersions,
  resultAudience,
  findRevisionOf,
  recordDeliveryResults,
  reviewAudience,
  saveReview,
  submitDelivery,
  isSubmitted,
} from './data';
import { notifyUsers } from '../notifications/data';
import { inTransaction } from '../tasks/change';
import { isDelivered, lockTask, openRequestItems } from '../tasks/data';
import { createRevisionTask } from '../tasks/revisions';
import { latestVersions } from './final-set';
import { deliveryZipPath, finalSetZipPath } from './routes';
import { removeResultFiles, tellResultsChanged } from './uploads';
import { personName } from '../../../../domain/person-name';
import { eq } from 'drizzle-orm';
import { cloudUsers, tasks } from '../../db/schema';
import { queueDeliveryReady } from '../mail/customer-mail';
import { queueAnswerMail } from '../mail/staff-mail';
import { addNoteMarks, marksOfResults, replaceMarks } from './marks-data';
import { mailNote, markInput } from './marks-input';

// Results on a job and their delivery (docs/decisions/delivery.md). Staff calls check the job's
// visibility first (access.ts); a job the caller may not see answers exactly like a missing one.

async function visibleTask(ctx: GraphQLContext, taskId: number) {
  const user = requireStaff(ctx);
  const task = await findTaskForResults(ctx.db, taskId);
  if (!task || !staffMaySee(user, task)) throw notFound(DELIVERY_MESSAGES.taskNotFound);
  return { user, task };
}

/** One of the signed-in customer's deliveries whose decisions are still open (docs/decisions/proofing.md). */
async function openDelivery(ctx: GraphQLContext, deliveryId: number) {
  const me = requireCloud(ctx);
  const delivery = await findCustomerDelivery(ctx.db, me.id, deliveryId);
  if (!delivery) throw notFound(PROOFING_MESSAGES.deliveryNotFound);
  if (delivery.submittedAt !== null) throw appError('CONFLICT', PROOFING_MESSAGES.submitted);
  return { me, delivery };
}

/** What the delivery published (delivery_results), never the job's live list of results. */
async function deliveredResults(ctx: GraphQLContext, deliveryId: number) {
  return (await listDeliveryResults(ctx.db, deliveryId)).map(forCustomer);
}

/** What the customer's gallery shows of a result: never who on the staff made it. */
const forCustomer = (row: TaskResultView): TaskResultView => ({ ...row, uploaderName: null });

export const deliveriesResolvers: Resolvers = {
  Query: {
    async task_results(_parent, { taskId }, ctx) {
      const { user, task } = await visibleTask(ctx, taskId);
      const [results, delivery] = await Promise.all([listResults(ctx.db, task.id), findDeliveryOfTask(ctx.db, task.id)]);
      const hasResults = results.some((result) => result.completedAt !== null);
      const canDelete = (row: TaskResultView) => delivery === null && (row.uploadedBy === user.id || user.roleId === ROLE.admin);
      return {
        task_id: task.id,
        results: results.map((row) => ({ ...row, canDelete: canDelete(row) })),
        batch_id: task.batchId,
        delivery,
        can_upload: delivery === null,
        can_deliver: delivery === null && hasResults && task.batchId !== null && isApproved(task) && mayDeliver(user, task),
      };
    },
    async task_revision_requests(_parent, { taskId }, ctx) {
      const { task } = await visibleTask(ctx, taskId);
      const revision = await findRevisionOf(ctx.db, task.id);
      if (!revision) return [];
      const results = await listResults(ctx.db, revision.parentTaskId, { completedOnly: true });
      return results.filter((row) => row.round === revision.parentRound && row.reviewDecision === 'changes');
    },
    async task_originals(_parent, { taskId }, ctx) {
      // Whoever may see the job sees its customer's originals (cloud-files/access.ts canReadOriginals
      // answers the same for them; asking it again keeps one rule if task visibility ever narrows).
      const { task } = await visibleTask(ctx, taskId);
      const batch = await findJobBatch(ctx.db, task.id);
      if (!batch) return null;
      if (!(await canReadOriginals(ctx.db, ctx.viewer, batch))) throw notFound(DELIVERY_MESSAGES.taskNotFound);
      return batch;
    },
    async task_delivery_rounds(_parent, { taskId }, ctx) {
      const { task } = await visibleTask(ctx, taskId);
      return listChainDeliveries(ctx.db, task.id);
    },
    async result_versions(_parent, { resultId }, ctx) {
      // 'So sánh' (docs/decisions/rounds-compare.md). Anyone who may not see the result is told it
      // does not exist, as for a missing one.
      const result = await findResult(ctx.db, resultId);
      const missing = () => notFound(DELIVERY_MESSAGES.fileNotFound);
      let versions: TaskResultView[];
      if (ctx.viewer?.kind === 'cloud') {
        // Its customer, once a delivery published it: the delivered rounds only.
        const audience = result && (await resultAudience(ctx.db, result));
        if (!result || !audience?.delivered || audience.cloudUserId !== ctx.viewer.cloudUser.id) throw missing();
        versions = (await listPhotoVersions(ctx.db, result.taskId, result.name, { deliveredOnly: true })).map(forCustomer);
      } else {
        // Staff as on the job page: whoever may see the result's job; of its chain's other jobs,
        // the rounds whose files they may read (the file routes ask the same: mayReadResult).
        const user = requireStaff(ctx);
        const task = result && (await findTaskForResults(ctx.db, result.taskId));
        if (!result || result.completedAt === null || !task || !staffMaySee(user, task)) throw missing();
        const all = await listPhotoVersions(ctx.db, result.taskId, result.name, { deliveredOnly: false });
        const readable = new Map<number, boolean>();
        for (const taskId of new Set(all.map((row) => row.taskId))) {
          const job = taskId === task.id ? task : await findTaskForResults(ctx.db, taskId);
          readable.set(taskId, job !== null && (await mayReadResult(ctx.db, ctx.viewer, job, null)));
        }
        versions = all.filter((row) => readable.get(row.taskId));
      }
      // One result per round: the one named exactly as the asked result (any case), else the first uploaded.
      const byRound = new Map<number, TaskResultView>();
      for (const row of versions) {
        const kept = byRound.get(row.round);
        if (!kept || (kept.name.toLowerCase() !== result.name.toLowerCase() && row.name.toLowerCase() === result.name.toLowerCase())) byRound.set(row.round, row);
      }
      const rounds = [...byRound.values()].sort((a, b) => a.round - b.round);
      const paired = rounds.find((row) => row.id === result.id && row.originalFileId !== null) ?? rounds.find((row) => row.originalFileId !== null) ?? null;
      return {
        name: result.name,
        original_file_id: paired?.originalFileId ?? null,
        original_name: paired?.originalName ?? null,
        original_has_thumbnail: paired?.originalThumbnailAt != null,
        rounds,
      };
    },
    async cloud_my_deliveries(_parent, _args, ctx) {
      return listCustomerDeliveries(ctx.db, requireCloud(ctx).id);
    },
    async cloud_delivery(_parent, { id }, ctx) {
      return findCustomerDelivery(ctx.db, requireCloud(ctx).id, id);
    },
    async cloud_final_set(_parent, { deliveryId }, ctx) {
      const me = requireCloud(ctx);
      const delivery = await findCustomerDelivery(ctx.db, me.id, deliveryId);
      if (!delivery?.rootTaskId) throw notFound(PROOFING_MESSAGES.deliveryNotFound);
      const [rounds, results] = await Promise.all([listCustomerChainDeliveries(ctx.db, me.id, delivery.rootTaskId), listDeliveredChainResults(ctx.db, delivery.rootTaskId)]);
      return { latest: rounds[0] ?? delivery, rounds, results: latestVersions(results).map(forCustomer) };
    },
    async cloud_delivery_results(_parent, { deliveryId }, ctx) {
      const me = requireCloud(ctx);
      const delivery = await findCustomerDelivery(ctx.db, me.id, deliveryId);
      if (!delivery) throw notFound('Không tìm thấy lần giao.');
      return deliveredResults(ctx, delivery.id);
    },
  },
  Mutation: {
    async issue_task_upload_ticket(_parent, { taskId }, ctx) {
      const { task } = await visibleTask(ctx, taskId);
      if (await isDelivered(ctx.db, task.id)) throw appError('CONFLICT', DELIVERY_MESSAGES.delivered);
      return issueTicket(ctx, ctx.viewer!, ctx.tokens.signUploadTicket);
    },
    async issue_delivery_zip_ticket(_parent, { deliveryId }, ctx) {
      const me = requireCloud(ctx);
      if (!(await findCustomerDelivery(ctx.db, me.id, deliveryId))) throw notFound(PROOFING_MESSAGES.deliveryNotFound);
      return issueTicket(ctx, ctx.viewer!, (claims) => ctx.tokens.signDownloadTicket(claims, deliveryZipPath(deliveryId)));
    },
    async issue_final_set_zip_ticket(_parent, { deliveryId }, ctx) {
      const me = requireCloud(ctx);
      if (!(await findCustomerDelivery(ctx.db, me.id, deliveryId))) throw notFound(PROOFING_MESSAGES.deliveryNotFound);
      return issueTicket(ctx, ctx.viewer!, (claims) => ctx.tokens.signDownloadTicket(claims, finalSetZipPath(deliveryId)));
    },
    async delete_task_result(_parent, { id }, ctx) {
      const user = requireStaff(ctx);
      const result = await findResult(ctx.db, id);
      const task = result ? await findTaskForResults(ctx.db, result.taskId) : null;
      if (!result || !task || !staffMaySee(user, task)) throw notFound(DELIVERY_MESSAGES.fileNotFound);
      if (result.uploadedBy !== user.id && user.roleId !== ROLE.admin) throw forbidden(DELIVERY_MESSAGES.notYours);
      // "Not delivered" and the deletion under the job's row lock, which delivery takes too: a
      // delivery either sees the result gone or makes this refusal (docs/decisions/delivery.md).
      await inTransaction(ctx, async (tx) => {
        await lockTask(tx, task.id);
        if (await isDelivered(tx, task.id)) throw appError('CONFLICT', DELIVERY_MESSAGES.delivered);
        await deleteResultRow(tx, result.id);
      });
      tellResultsChanged(ctx, task.id, result.id, 'DELETED');
      await removeResultFiles(ctx.fileStorageDir, result.uploadId);
      return true;
    },
    async deliver_task(_parent, { taskId }, ctx) {
      const { user } = await visibleTask(ctx, taskId);
      // Under the job's row lock (docs/decisions/delivery.md, "Delivery under a lock"): a move
      // (a reject), a result's upload finishing and a result's deletion take the same lock, so
      // none of them lands between these checks and the delivery's rows.
      const { delivery, mailed } = await inTransaction(ctx, async (tx) => {
        await lockTask(tx, taskId);
        const task = await findTaskForResults(tx, taskId);
        if (!task || !staffMaySee(user, task)) throw notFound(DELIVERY_MESSAGES.taskNotFound);
        if (!mayDeliver(user, task)) throw forbidden(DELIVERY_MESSAGES.mayNotDeliver);
        if (!isApproved(task)) throw appError('CONFLICT', DELIVERY_MESSAGES.notApproved);
        if (task.batchId === null) throw appError('CONFLICT', DELIVERY_MESSAGES.noBatch);
        // A revision job goes back to the customer only with every request item done (proofing-marks.md, "The gate").
        const open = await openRequestItems(tx, task.id);
        if (open > 0) throw forbidden(PROOFING_MESSAGES.openItems(open));
        // Exactly the finished results of this moment: what the customer will see and download.
        const resultIds = await finishedResultIds(tx, task.id, task.round);
        if (resultIds.length === 0) throw appError('CONFLICT', DELIVERY_MESSAGES.noResults);
        // One delivery per job and round: a second press (or a race) finds it already there.
        const inserted = await insertDelivery(tx, task.id, task.round, user.id);
        if (!inserted) throw appError('CONFLICT', DELIVERY_MESSAGES.alreadyDelivered);
        await recordDeliveryResults(tx, inserted.id, resultIds);
        // The delivery and the customer's mail commit together (docs/decisions/email.md).
        const [customer] = await tx.select().from(cloudUsers).where(eq(cloudUsers.id, task.cloudUserId!));
        const [job] = await tx.select({ taskName: tasks.taskName }).from(tasks).where(eq(tasks.id, task.id));
        const queued = customer ? await queueDeliveryReady(tx, ctx, customer, { id: inserted.id, taskName: job!.taskName, resultCount: resultIds.length, round: task.round }) : false;
        // Read in the same transaction: the answer counts what this delivery recorded.
        return { delivery: (await findDeliveryOfTask(tx, task.id))!, mailed: queued };
      });
      if (mailed) ctx.mail.kick();
      return delivery;
    },
    async mark_delivery_seen(_parent, { id }, ctx) {
      const me = requireCloud(ctx);
      const delivery = await findCustomerDelivery(ctx.db, me.id, id);
      if (!delivery) throw notFound('Không tìm thấy lần giao.');
      await markDeliverySeen(ctx.db, delivery.id);
      return true;
    },
    async cloud_review_result(_parent, { resultId, decision, note, marks }, ctx) {
      const me = requireCloud(ctx);
      const input = parseInput(reviewInput, { decision: decision === 'CHANGES' ? 'changes' : 'approved', note: note ?? '', marks: (marks ?? []).map(markInput) });
      // Only a finished result delivered to this customer; anyone else's looks missing.
      const result = await findResultForReview(ctx.db, resultId);
      if (!result || result.cloudUserId !== me.id || result.completedAt === null) throw notFound(PROOFING_MESSAGES.notFound);
      if (result.submittedAt !== null) throw appError('CONFLICT', PROOFING_MESSAGES.submitted);
      // The decision and the photo's marks as one set (an approval removes them), under the
      // delivery's row lock that submit's update takes too: a submit never lands between them.
      await inTransaction(ctx, async (tx) => {
        if (await isSubmitted(tx, result.deliveryId)) throw appError('CONFLICT', PROOFING_MESSAGES.submitted);
        await saveReview(tx, [result.id], input.decision, input.decision === 'approved' ? '' : input.note);
        await replaceMarks(tx, result.id, input.decision === 'approved' ? [] : input.marks);
      });
      const row = (await deliveredResults(ctx, result.deliveryId)).find((r) => r.id === result.id);
      if (!row) throw notFound(PROOFING_MESSAGES.notFound);
      return row;
    },
    async cloud_approve_all(_parent, { deliveryId }, ctx) {
      const { delivery } = await openDelivery(ctx, deliveryId);
      // Only the undecided photos: a change request already made stays, note and all.
      const results = await deliveredResults(ctx, delivery.id);
      await approveUndecided(ctx.db, results.filter((r) => r.reviewDecision === null).map((r) => r.id));
      return deliveredResults(ctx, delivery.id);
    },
    async cloud_submit_review(_parent, { deliveryId }, ctx) {
      const { me, delivery } = await openDelivery(ctx, deliveryId);
      const results = await deliveredResults(ctx, delivery.id);
      const undecided = results.filter((r) => r.reviewDecision === null).length;
      if (undecided > 0) throw badInput(PROOFING_MESSAGES.undecided(undecided));
      const toRedo = results.filter((r) => r.reviewDecision === 'changes');
      const changes = toRedo.length;
      const approved = results.length - changes;
      const mailed = await inTransaction(ctx, async (tx, outbox) => {
        if (!(await submitDelivery(tx, delivery.id))) throw appError('CONFLICT', PROOFING_MESSAGES.submitted);
        // Every request is at least one item of the revision job: a photo with no mark gets its note as one.
        await addNoteMarks(tx, toRedo.map((r) => r.id));
        // Photos to redo: a revision job back to the same editor and QA, live on the board.
        const customerName = personName(me.lastName, me.firstName) || me.account;
        if (changes > 0) await createRevisionTask(tx, outbox, delivery.taskId, changes, customerName);
        const audience = await reviewAudience(tx, delivery.taskId);
        await notifyUsers(tx, ctx.pubSub, {
          userIds: audience.userIds,
          event: 'answer',
          taskId: delivery.taskId,
          content: `Khách hàng ${customerName} đã phản hồi việc "${audience.taskName}": ${approved} ảnh đồng ý, ${changes} ảnh cần sửa.`,
          warning: changes > 0,
        });
        const items = await marksOfResults(tx, toRedo.map((r) => r.id));
        const marks = toRedo.map((r) => ({ name: r.name, note: mailNote(r.reviewNote ?? '', items.get(r.id) ?? []) }));
        return queueAnswerMail(tx, ctx, { userIds: audience.userIds, taskId: delivery.taskId, taskName: audience.taskName, customerName, approved, marks });
      });
      if (mailed > 0) ctx.mail.kick();
      return (await findCustomerDelivery(ctx.db, me.id, delivery.id))!;
    },
  },
  Subscription: {
    task_results_changed: {
      // Who may see the job now; the event says only which result changed, and the page reads it
      // through task_results, which checks again.
      subscribe: async (_parent, { taskId }, ctx) => {
        await visibleTask(ctx, taskId);
        return ctx.pubSub.subscribe('task_results', taskId);
      },
      resolve: perEvent((event: TaskResultsEvent) => event),
    },
  },
  TaskResult: {
    task_id: (row) => row.taskId,
    created_at: (row) => row.createdAt.toISOString(),
    completed: (row) => row.completedAt !== null,
    has_thumbnail: (row) => row.thumbnailAt !== null,
    original_file_id: (row) => row.originalFileId,
    original_name: (row) => row.originalName,
    original_has_thumbnail: (row) => row.originalThumbnailAt !== null,
    uploaded_by_name: (row) => row.uploaderName,
    can_delete: (row) => (row as TaskResultView & { canDelete?: boolean }).canDelete ?? false,
    review_decision: (row) => (row.reviewDecision === 'approved' ? 'APPROVED' : row.reviewDecision === 'changes' ? 'CHANGES' : null),
    review_note: (row) => row.reviewNote,
  },
  DeliveryRound: {
    task_id: (row) => row.taskId,
    task_name: (row) => row.taskName,
    delivered_at: (row) => row.deliveredAt.toISOString(),
    delivered_by_name: (row) => row.deliveredByName,
    result_count: (row) => row.resultCount,
    approved_count: (row) => row.approvedCount,
    changes_count: (row) => row.changesCount,
    submitted: (row) => row.submittedAt !== null,
  },
  Delivery: {
    task_id: (row) => row.taskId,
    delivered_at: (row) => row.deliveredAt.toISOString(),
    batch_id: (row) => row.batchId,
    batch_name: (row) => row.batchName,
    result_count: (row) => row.resultCount,
    seen: (row) => row.seenAt !== null,
    submitted: (row) => row.submittedAt !== null,
  },
};
