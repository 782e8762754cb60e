import { ROLE } from '../../../../domain/roles';
import { TASK_STATUS } from '../../../../domain/task-status';
import { itemRejectSchema, itemReplySchema, PROOFING_MESSAGES } from '../../../../domain/validation/proofing';
import { requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Transaction } from '../../db/client';
import type { TaskRow, UserRow } from '../../db/rows';
import { appError, forbidden, notFound, parseInput } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { inTransaction } from '../tasks/change';
import { lockTask } from '../tasks/data';
import { actorName, quoted, recordHistory } from '../tasks/effects';
import { notifyUsers } from '../notifications/data';
import { staffMaySee } from './access';
import { markLoaders } from './loaders';
import { findItem, updateItem } from './marks-data';
import { tellResultsChanged } from './uploads';

// The customer's marks on a photo and the revision job's request items
// (docs/decisions/proofing-marks.md): the editor answers an item, QA sends a done one back.

type Item = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** Who may act on an item of a revision job (an admin always); anyone who may not see the job: NOT_FOUND. */
async function itemFor(ctx: GraphQLContext, id: number, may: (user: UserRow, item: Item) => boolean) {
  const user = requireStaff(ctx);
  const item = await findItem(ctx.db, id);
  if (!item || !staffMaySee(user, item.task)) throw notFound(PROOFING_MESSAGES.itemNotFound);
  if (user.roleId !== ROLE.admin && !may(user, item)) throw forbidden();
  return { user, item };
}

const isClosed = (status: number) => status === TASK_STATUS.Completed || status === TASK_STATUS.Cancel;

/**
 * Writes an item's change under the revision job's row lock (the move to 'Hoàn thành' takes it too
 * and counts the open items: docs/decisions/proofing-marks.md, "The gate"), with a history line on
 * the job; the job page hears of it through task_results_changed.
 */
async function changeItem(
  ctx: GraphQLContext,
  user: UserRow,
  item: Item,
  check: (fresh: Item) => void,
  write: (tx: Transaction) => ReturnType<typeof updateItem>,
  history: string,
  tell?: (tx: Transaction, task: TaskRow) => Promise<void>,
) {
  const row = await inTransaction(ctx, async (tx) => {
    const task = await lockTask(tx, item.task.id);
    const fresh = await findItem(tx, item.id);
    if (!task || !fresh) throw notFound(PROOFING_MESSAGES.itemNotFound);
    if (isClosed(task.status)) throw appError('CONFLICT', PROOFING_MESSAGES.itemLocked);
    check(fresh);
    const updated = await write(tx);
    await recordHistory(tx, { taskId: task.id, actorId: user.id, fromStatus: task.status, toStatus: task.status, comment: history });
    await tell?.(tx, task);
    return updated;
  });
  tellResultsChanged(ctx, item.task.id, item.resultId, 'REQUESTS');
  return row;
}

/** 'IMG_001' from 'IMG_001.jpg': how a history line names the photo. */
const photoName = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

export const marksResolvers: Resolvers = {
  Mutation: {
    async answer_request_item(_parent, { id, done, reply }, ctx) {
      const text = parseInput(itemReplySchema, reply ?? '');
      // The revision job's editor; its QA and other staff only read the items.
      const { user, item } = await itemFor(ctx, id, (me, it) => it.task.editorId === me.id);
      const history = done
        ? `Đã xong yêu cầu ${item.number} của ảnh ${photoName(item.resultName)}${text ? `: ${text}` : ''}`
        : `Mở lại yêu cầu ${item.number} của ảnh ${photoName(item.resultName)}`;
      return changeItem(
        ctx,
        user,
        item,
        () => {},
        (tx) => updateItem(tx, item.id, { state: done ? 'done' : 'open', reply: text, answeredBy: user.id, answeredAt: new Date() }),
        history,
      );
    },
    async reject_request_item(_parent, { id, note }, ctx) {
      const reason = parseInput(itemRejectSchema, note);
      const { user, item } = await itemFor(ctx, id, (me, it) => me.roleId === ROLE.qa && it.task.qaId === me.id);
      return changeItem(
        ctx,
        user,
        item,
        (fresh) => {
          if (fresh.state !== 'done') throw appError('CONFLICT', PROOFING_MESSAGES.itemNotDone);
        },
        (tx) => updateItem(tx, item.id, { state: 'open', qaNote: reason, answeredBy: user.id, answeredAt: new Date() }),
        `Trả lại yêu cầu ${item.number} của ảnh ${photoName(item.resultName)}: ${reason}`,
        // The editor learns of it where they look (the bell), not only on the job page's history.
        async (tx, task) => {
          if (task.editorId === null || task.editorId === user.id) return;
          await notifyUsers(tx, ctx.pubSub, {
            userIds: [task.editorId],
            event: 'rejected',
            taskId: task.id,
            content: `${actorName(user)} đã trả lại yêu cầu ${item.number} của ảnh ${photoName(item.resultName)} trong việc ${quoted(task)}: ${reason}`,
            warning: true,
          });
        },
      );
    },
  },
  TaskResult: {
    // The result row itself was checked by the query that returned it (its owner, or staff who may see the job).
    review_marks: (row, _args, ctx) => markLoaders(ctx).marks.load(row.id),
    earlier_marks: (row, _args, ctx) => (row.round > 1 ? markLoaders(ctx).earlier.load(row.id) : []),
  },
  ReviewMark: {
    result_id: (row) => row.resultId,
    kind: (row) => (row.kind === 'rect' ? 'RECT' : row.kind === 'point' ? 'POINT' : 'NOTE'),
    state: (row) => (row.state === 'done' ? 'DONE' : 'OPEN'),
    // The customer never learns who on the staff answered (as a result's uploader: resolvers.ts
    // forCustomer), nor QA's reason: the studio's own exchange.
    qa_note: (row, _args, ctx) => (ctx.viewer?.kind === 'staff' ? row.qaNote : ''),
    answered_by_name: (row, _args, ctx) => (ctx.viewer?.kind === 'staff' ? row.answeredByName || null : null),
    answered_at: (row) => row.answeredAt?.toISOString() ?? null,
  },
};
