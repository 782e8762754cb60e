// Shared pieces of the task tests (tests/provider/tasks*.test.ts): a provider with the demo
// studio plus a second QA, logins for every role, and short helpers for the task operations.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { eq } from 'drizzle-orm';
import type { TaskStatusName } from '../../domain/task-status';
import { hashPassword } from '../../provider/src/auth/passwords';
import { productGroups, users } from '../../provider/src/db/schema';
import { DEMO, startTestProvider, type GqlResult, type Json, type TestProvider } from './harness';

export const QA2 = { email: 'qa2@tm.local', password: 'Qa2@12345' } as const;

export const CARD = `id adminId qaId editorId taskName productName productCode productGroupId updatedFiles completedFile originalFiles
  editorComment qaComment totalFile description status version position createdAt updatedAt completedAt
  editor { id first_name last_name avatar_url } qa { id first_name last_name avatar_url }`;

export const Q = {
  tasks: `query Tasks($filter: TaskFilter) { tasks(filter: $filter) { ${CARD} } }`,
  task: `query Task($id: Int!) { task(id: $id) { ${CARD} history { id who { id first_name } when from to comment } } }`,
  create: `mutation CreateTask($input: CreateTaskInput!) { create_task(input: $input) { ${CARD} } }`,
  update: `mutation UpdateTask($id: Int!, $version: Int!, $input: UpdateTaskInput!) { update_task(id: $id, version: $version, input: $input) { ${CARD} } }`,
  move: `mutation MoveTask($id: Int!, $version: Int!, $status: TaskStatus!, $beforeId: Int, $afterId: Int, $comment: String, $fields: UpdateTaskInput) {
    move_task(id: $id, version: $version, status: $status, beforeId: $beforeId, afterId: $afterId, comment: $comment, fields: $fields) { ${CARD} } }`,
  cancel: `mutation CancelTask($id: Int!, $version: Int!, $comment: String) { cancel_task(id: $id, version: $version, comment: $comment) { ${CARD} } }`,
  groups: 'query ProductGroups { product_groups { id name unit_price editor_rate qa_rate } }',
  prefs: 'query BoardPreferences { board_preferences { columnOrder hiddenColumns updatedAt } }',
  savePrefs: 'mutation SaveBoardPreferences($input: BoardPreferencesInput!) { save_board_preferences(input: $input) { columnOrder hiddenColumns updatedAt } }',
};

export type Card = {
  id: number;
  adminId: number | null;
  qaId: number | null;
  editorId: number | null;
  taskName: string;
  productName: string | null;
  productCode: string | null;
  productGroupId: number | null;
  updatedFiles: string | null;
  completedFile: string | null;
  originalFiles: string | null;
  editorComment: string | null;
  qaComment: string | null;
  totalFile: number;
  description: string | null;
  status: string;
  version: number;
  position: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  editor: { id: number; first_name: string; last_name: string; avatar_url: string | null } | null;
  qa: { id: number; first_name: string; last_name: string; avatar_url: string | null } | null;
  history?: { id: number; who: { id: number; first_name: string } | null; when: string; from: string | null; to: string; comment: string | null }[];
};

export type Role = 'admin' | 'qa' | 'qa2' | 'editor' | 'editor2';

export type TaskWorld = {
  p: TestProvider;
  token: Record<Role, string>;
  id: Record<Role, number>;
  groupIds: number[];
  /** Runs an operation and fails the test on any error. */
  ok<T = Json>(query: string, variables: Record<string, unknown>, as: Role): Promise<T>;
  /** Runs an operation that must fail; returns the result for its code and message. */
  fails(query: string, variables: Record<string, unknown>, as: Role): Promise<GqlResult>;
  create(overrides?: Record<string, unknown>): Promise<Card>;
  move(card: Pick<Card, 'id' | 'version'>, status: string, as: Role, extra?: Record<string, unknown>): Promise<GqlResult<{ move_task: Card }>>;
  get(id: number, as?: Role): Promise<Card>;
};

/**
 * The test file's world: started before its tests, handed to `use`, closed after them. With a
 * `skip` reason (RACES_NEED_POSTGRES) nothing starts, as the file's tests are skipped too.
 */
export function taskWorldForFile(use: (world: TaskWorld) => void, skip: string | false = false) {
  let started: TaskWorld | undefined;
  before(async () => {
    if (skip) return;
    started = await startTaskWorld();
    use(started);
  });
  after(async () => {
    await started?.p.close();
  });
}

export async function startTaskWorld(options?: Parameters<typeof startTestProvider>[0]): Promise<TaskWorld> {
  const p = await startTestProvider(options);
  await p.db.insert(users).values({ email: QA2.email, passwordHash: await hashPassword(QA2.password), firstName: 'Thu', lastName: 'Vũ', roleId: 2, active: true });
  const rows = await p.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  const logins: Record<Role, { email: string; password: string }> = { admin: DEMO.admin, qa: DEMO.qa, qa2: QA2, editor: DEMO.editor, editor2: DEMO.editor2 };
  const token = {} as Record<Role, string>;
  const id = {} as Record<Role, number>;
  for (const [role, login] of Object.entries(logins) as [Role, { email: string; password: string }][]) {
    token[role] = await p.login(login.email, login.password);
    id[role] = idOf(login.email);
  }
  const groupIds = (await p.db.select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.active, true))).map((g) => g.id);

  async function ok<T>(query: string, variables: Record<string, unknown>, as: Role): Promise<T> {
    const result = await p.gql<T>(query, variables, { token: token[as] });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return result.data as T;
  }
  async function fails(query: string, variables: Record<string, unknown>, as: Role) {
    const result = await p.gql(query, variables, { token: token[as] });
    assert.ok(result.errors?.length, `expected an error, got ${JSON.stringify(result.data)}`);
    return result;
  }
  let n = 0;
  async function create(overrides: Record<string, unknown> = {}) {
    n += 1;
    const input = { taskName: `Bộ ảnh thử ${n}`, productName: 'Áo sơ mi', productCode: `TEST-${n}`, productGroupId: groupIds[0], totalFile: 12, ...overrides };
    return (await ok<{ create_task: Card }>(Q.create, { input }, 'admin')).create_task;
  }
  return {
    p,
    token,
    id,
    groupIds,
    ok,
    fails,
    create,
    move: (card, status, as, extra = {}) => p.gql<{ move_task: Card }>(Q.move, { id: card.id, version: card.version, status, ...extra }, { token: token[as] }),
    get: async (taskId, as = 'admin') => (await ok<{ task: Card }>(Q.task, { id: taskId }, as)).task,
  };
}

/** Admin-made cards moved straight into `status` (their own, so editors may act on them). */
export async function cardsIn(w: TaskWorld, status: TaskStatusName, count: number, editor: Role = 'editor'): Promise<Card[]> {
  const made: Card[] = [];
  for (let i = 0; i < count; i++) {
    const card = await w.create({ editorId: w.id[editor], qaId: w.id.qa });
    const moved = await w.move(card, status, 'admin', { comment: status === 'Reject' ? 'Làm lại' : undefined });
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    made.push(moved.data!.move_task);
  }
  return made;
}

/** Moves `card` through `steps` (status, who moves it, extra move arguments), failing on any error; returns the last version. */
export async function walk(w: TaskWorld, card: Card, steps: [string, Role, Record<string, unknown>?][]): Promise<Card> {
  let current = card;
  for (const [status, as, extra] of steps) {
    const result = await w.move(current, status, as, extra);
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    current = result.data!.move_task;
  }
  return current;
}

/**
 * The admin chooses to hear of every event (docs/decisions/notification-settings.md: by default
 * an admin is told only of new batches, answers, rejections, late jobs and registrations), for
 * the files that check who is told of every move.
 */
export async function adminHearsEverything(w: TaskWorld) {
  const saved = await w.p.gql(
    'mutation S($events: [NotificationEvent!]!) { save_notification_settings(events: $events) { event enabled } }',
    { events: ['assigned', 'moved', 'rejected', 'updated', 'batch', 'answer', 'late', 'registration'] },
    { token: w.token.admin },
  );
  assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
}
