import DataLoader from 'dataloader';
import { statusName } from '../../../../domain/task-status';
import type { GraphQLContext } from '../../context';
import { batchLoader, byId, perRequest } from '../../per-request';
import type { TaskRow, UserRow } from '../../db/rows';
import type { ResolversParentTypes } from '../../generated/graphql.generated';
import { customersByIds } from '../catalog/data';
import { previewFilesOfTasks } from '../cloud-files/data';
import { usersByIds } from '../users/data';
import { historyByTaskIds, tasksByIds } from './data';

// Per-request batching: a board of 2,000 cards asks for its editors and QAs in one query, not
// one per card. Keyed by the request's context object, so nothing is shared between requests.

type HistoryEntry = ResolversParentTypes['TaskHistoryEntry'];
type CustomerOption = ResolversParentTypes['CustomerOption'];

export type TaskLoaders = {
  users: DataLoader<number, UserRow | null>;
  /** Users already read this request (primeUsers): resolved without a promise. */
  knownUsers: Map<number, UserRow | null>;
  history: DataLoader<number, HistoryEntry[]>;
  customers: DataLoader<number, CustomerOption | null>;
  /** Tasks by id: a page of 100 notifications reads its tasks in one query, not one each. */
  tasks: DataLoader<number, TaskRow | null>;
  /** Each task's board preview file (previewFilesOfTasks); primed for a list by primeTaskPreviews. */
  previews: DataLoader<number, number | null>;
  knownPreviews: Map<number, number | null>;
};


function createLoaders(ctx: GraphQLContext): TaskLoaders {
  const userLoader: TaskLoaders['users'] = batchLoader(async (ids) => byId(await usersByIds(ctx.db, ids)), null);
  const history: TaskLoaders['history'] = new DataLoader(async (taskIds) => {
    const rows = await historyByTaskIds(ctx.db, taskIds);
    const actorIds = [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
    const actors = new Map(actorIds.map((id, i) => [id, i]));
    const loaded = await userLoader.loadMany(actorIds);
    const actorOf = (id: number | null) => {
      const found = id === null ? undefined : loaded[actors.get(id)!];
      return found && !(found instanceof Error) ? found : null;
    };
    const byTask = new Map<number, HistoryEntry[]>(taskIds.map((id) => [id, []]));
    for (const row of rows) {
      byTask.get(row.taskId)?.push({
        id: row.id,
        who: actorOf(row.actorId),
        when: row.createdAt.toISOString(),
        from: row.fromStatus === null ? null : statusName(row.fromStatus),
        to: statusName(row.toStatus),
        comment: row.comment,
      });
    }
    return taskIds.map((id) => byTask.get(id) ?? []);
  });
  const customerLoader: TaskLoaders['customers'] = batchLoader(async (ids) => byId(await customersByIds(ctx.db, ids)), null);
  const taskLoader: TaskLoaders['tasks'] = batchLoader(async (ids) => byId(await tasksByIds(ctx.db, ids)), null);
  const previews: TaskLoaders['previews'] = batchLoader((ids) => previewFilesOfTasks(ctx.db, ids), null);
  return { users: userLoader, knownUsers: new Map(), history, customers: customerLoader, tasks: taskLoader, previews, knownPreviews: new Map() };
}

export const taskLoaders = perRequest(createLoaders);

/**
 * Reads the editors and QAs of a list of tasks in one query, before GraphQL resolves the cards.
 * A card's `editor` and `qa` then resolve synchronously (userOf): graphql-js completes a list of
 * 2,000 plain values far faster than 4,000 pending loads.
 */
export async function primeTaskPeople(ctx: GraphQLContext, rows: readonly { editorId?: number | null; qaId?: number | null }[]) {
  const loaders = taskLoaders(ctx);
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.editorId != null && !loaders.knownUsers.has(row.editorId)) ids.add(row.editorId);
    if (row.qaId != null && !loaders.knownUsers.has(row.qaId)) ids.add(row.qaId);
  }
  if (ids.size === 0) return;
  const found = new Map((await usersByIds(ctx.db, [...ids])).map((user) => [user.id, user]));
  for (const id of ids) {
    const user = found.get(id) ?? null;
    loaders.knownUsers.set(id, user);
    loaders.users.prime(id, user);
  }
}

/** The distinct editors and QAs of a list of tasks, read once (task_board's `people`); primes them for the cards too. */
export async function taskPeople(ctx: GraphQLContext, rows: readonly { editorId?: number | null; qaId?: number | null }[]): Promise<UserRow[]> {
  await primeTaskPeople(ctx, rows);
  const known = taskLoaders(ctx).knownUsers;
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.editorId != null) ids.add(row.editorId);
    if (row.qaId != null) ids.add(row.qaId);
  }
  return [...ids].flatMap((id) => known.get(id) ?? []);
}

/** A task's person: at once when primed, else batched through the loader. */
export function userOf(ctx: GraphQLContext, id: number | null): UserRow | null | Promise<UserRow | null> {
  if (id === null) return null;
  const loaders = taskLoaders(ctx);
  return loaders.knownUsers.has(id) ? loaders.knownUsers.get(id)! : loaders.users.load(id);
}

/** The board previews of a list of tasks in one query; each card's previewFileId then resolves at once. */
export async function primeTaskPreviews(ctx: GraphQLContext, rows: readonly { id: number }[]) {
  const known = taskLoaders(ctx).knownPreviews;
  const ids = rows.map((row) => row.id).filter((id) => !known.has(id));
  if (ids.length === 0) return;
  const found = await previewFilesOfTasks(ctx.db, ids);
  for (const id of ids) known.set(id, found.get(id) ?? null);
}

/** A task's board preview: at once when primed, else batched through the loader. */
export function previewOf(ctx: GraphQLContext, id: number): number | null | Promise<number | null> {
  const loaders = taskLoaders(ctx);
  return loaders.knownPreviews.has(id) ? loaders.knownPreviews.get(id)! : loaders.previews.load(id);
}
