import { perEvent } from '../../per-request';
import { statusName } from '../../../../domain/task-status';
import { TASK_MESSAGES } from '../../../../domain/task-workflow';
import { requireStaff } from '../../auth/guards';
import { notFound, parseInput } from '../../errors';
import type { Resolvers, TaskBoardCardFields } from '../../generated/graphql.generated';
import type { GraphQLContext } from '../../context';
import type { TaskRow } from '../../db/rows';
import { resolveBoardEvent, withOpeningEvent, type BoardEventPayload } from './board-events';
import { canSeeTask } from './access';
import { boardSeq, findTask, listOlderTasks, listTasks } from './data';
import { createTask, updateTask } from './edits';
import { previewOf, primeTaskPeople, primeTaskPreviews, taskLoaders, taskPeople, userOf } from './loaders';
import { cancelTask, moveTask } from './moves';
import { boardPreferencesSchema, getBoardPreferences, saveBoardPreferences } from './preferences';
import { columnsForTaskFields, requestedTaskFields } from './requested-columns';
import { setTaskStudioFault } from './studio-fault';

/**
 * A board answer with `cardFields`: its cards one list per field, as the Task fields resolve them
 * (status by name, dates as ISO strings, the primed preview). Built only when asked for (a getter:
 * the executor reads it only when the selection names it), and once: graphql-jit's compiled query
 * reads `cardFields` again for each of its fields (72 reads for the Board document), which rebuilt
 * all fourteen lists every time (docs/decisions/page-weight.md, "30-11-2026, afternoon").
 */
function withCardFields<T extends { cards: TaskRow[] }>(board: T, ctx: GraphQLContext): T & { cardFields: TaskBoardCardFields } {
  const { cards } = board;
  const of = <V,>(pick: (row: TaskRow) => V) => cards.map(pick);
  let built: TaskBoardCardFields | undefined;
  return Object.defineProperty(board, 'cardFields', {
    enumerable: true,
    get: (): TaskBoardCardFields => (built ??= {
      id: of((row) => row.id),
      qaId: of((row) => row.qaId),
      editorId: of((row) => row.editorId),
      taskName: of((row) => row.taskName),
      productName: of((row) => row.productName),
      productCode: of((row) => row.productCode),
      totalFile: of((row) => row.totalFile),
      status: of((row) => statusName(row.status)),
      version: of((row) => row.version),
      position: of((row) => row.position),
      createdAt: of((row) => row.createdAt.toISOString()),
      dueAt: of((row) => row.dueAt?.toISOString() ?? null),
      previewFileId: of((row) => previewOf(ctx, row.id)) as (number | null)[],
      revisionRound: of((row) => row.revisionRound),
    }),
  }) as T & { cardFields: TaskBoardCardFields };
}

// Thin resolvers: authorisation and rules live in access.ts, change.ts and domain/task-workflow.ts.
export const tasksResolvers: Resolvers = {
  Query: {
    async tasks(_parent, { filter }, ctx, info) {
      const actor = requireStaff(ctx);
      const fields = requestedTaskFields(info);
      const rows = await listTasks(ctx.db, actor, filter ?? {}, columnsForTaskFields(fields));
      if (fields.has('editor') || fields.has('qa')) await primeTaskPeople(ctx, rows);
      if (fields.has('previewFileId')) await primeTaskPreviews(ctx, rows);
      return rows;
    },
    async task_board(_parent, { filter }, ctx, info) {
      const actor = requireStaff(ctx);
      // The people need the cards' editorId and qaId, whether or not the cards ask for them.
      const fields = new Set([...requestedTaskFields(info, 'cards'), ...requestedTaskFields(info, 'cardFields'), 'editorId', 'qaId']);
      // The sequence is read before the cards: an event after it is at worst one already applied.
      const seq = await boardSeq(ctx.db, actor.id);
      const rows = await listTasks(ctx.db, actor, filter ?? {}, columnsForTaskFields(fields));
      if (fields.has('previewFileId')) await primeTaskPreviews(ctx, rows);
      return withCardFields({ cards: rows, people: await taskPeople(ctx, rows), seq }, ctx);
    },
    async board_older(_parent, { filter, before }, ctx, info) {
      const actor = requireStaff(ctx);
      const fields = new Set([...requestedTaskFields(info, 'cards'), ...requestedTaskFields(info, 'cardFields'), 'editorId', 'qaId']);
      const seq = await boardSeq(ctx.db, actor.id);
      const rows = await listOlderTasks(ctx.db, actor, filter ?? {}, before, columnsForTaskFields(fields));
      if (fields.has('previewFileId')) await primeTaskPreviews(ctx, rows);
      return withCardFields({ cards: rows, people: await taskPeople(ctx, rows), seq }, ctx);
    },
    async task(_parent, { id }, ctx) {
      const actor = requireStaff(ctx);
      const task = await findTask(ctx.db, id);
      // Someone else's card looks exactly like a missing one.
      if (!task || !canSeeTask(actor, task)) throw notFound(TASK_MESSAGES.notFound);
      return task;
    },
    async board_preferences(_parent, _args, ctx) {
      const user = requireStaff(ctx);
      return getBoardPreferences(ctx.db, user.id);
    },
  },
  Mutation: {
    create_task: (_parent, { input }, ctx) => createTask(ctx, input),
    update_task: (_parent, args, ctx) => updateTask(ctx, args),
    move_task: (_parent, args, ctx) => moveTask(ctx, args),
    cancel_task: (_parent, args, ctx) => cancelTask(ctx, args),
    set_task_studio_fault: (_parent, args, ctx) => setTaskStudioFault(ctx, args),
    async save_board_preferences(_parent, { input }, ctx) {
      const user = requireStaff(ctx);
      return saveBoardPreferences(ctx.db, user.id, parseInput(boardPreferencesSchema, input));
    },
  },
  Subscription: {
    board_changed: {
      // The topic is the caller's own id: only events for tasks they may see are published there.
      subscribe: (_parent, _args, ctx) => {
        const { id } = requireStaff(ctx);
        return withOpeningEvent(ctx.pubSub.subscribe('board_changed', id), () => boardSeq(ctx.db, id));
      },
      resolve: perEvent((event: BoardEventPayload) => resolveBoardEvent(event)),
    },
  },
  Notification: {
    async from_task(row, _args, ctx) {
      if (row.taskId === null) return null;
      const task = await taskLoaders(ctx).tasks.load(row.taskId);
      // A notification outlives a reassignment: show the task only to someone who may still see it.
      const viewer = ctx.viewer?.kind === 'staff' ? ctx.viewer.user : null;
      return task && viewer && canSeeTask(viewer, task) ? task : null;
    },
  },
  Task: {
    status: (row) => statusName(row.status),
    createdAt: (row) => row.createdAt.toISOString(),
    updatedAt: (row) => row.updatedAt.toISOString(),
    completedAt: (row) => row.completedAt?.toISOString() ?? null,
    editor: (row, _args, ctx) => userOf(ctx, row.editorId),
    qa: (row, _args, ctx) => userOf(ctx, row.qaId),
    customer: (row, _args, ctx) => (row.customerId === null ? null : taskLoaders(ctx).customers.load(row.customerId)),
    previewFileId: (row, _args, ctx) => previewOf(ctx, row.id),
    history(row, _args, ctx) {
      // A card reached through another path (a notification) shows no history to someone
      // who may not see the task.
      const viewer = requireStaff(ctx);
      return canSeeTask(viewer, row) ? taskLoaders(ctx).history.load(row.id) : [];
    },
  },
};
