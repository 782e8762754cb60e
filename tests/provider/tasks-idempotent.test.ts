// create_task with a client id (docs/decisions/idempotent-writes.md): a retry after a lost answer
// returns the job already created and stores nothing new; another admin's same id is theirs.
// Two retries at the same moment: races-idempotent-writes.test.ts (on PostgreSQL).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../provider/src/auth/passwords';
import { notifications, taskHistory, tasks, users } from '../../provider/src/db/schema';
import { errorCode, VIETNAMESE } from './harness';
import { Q, startTaskWorld, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;
let admin2Token: string;
let admin2Id: number;

before(async () => {
  w = await startTaskWorld();
  const [row] = await w.p.db
    .insert(users)
    .values({ email: 'admin2@tm.local', passwordHash: await hashPassword('Admin2@123'), firstName: 'Hai', lastName: 'Quản Trị', roleId: 1, active: true })
    .returning({ id: users.id });
  admin2Id = row!.id;
  admin2Token = await w.p.login('admin2@tm.local', 'Admin2@123');
});
after(async () => {
  await w?.p.close();
});

const input = (name: string, clientTaskId?: string) => ({ taskName: name, productGroupId: w.groupIds[0], totalFile: 8, editorId: w.id.editor, qaId: w.id.qa, clientTaskId });
const createAs = (token: string, name: string, clientTaskId?: string) => w.p.gql<{ create_task: Card }>(Q.create, { input: input(name, clientTaskId) }, { token });
const rowsNamed = async (name: string) => (await w.p.db.select({ id: tasks.id, adminId: tasks.adminId }).from(tasks).where(eq(tasks.taskName, name)));
const countOf = async (table: typeof taskHistory | typeof notifications) => (await w.p.db.select({ n: count() }).from(table))[0]!.n;

describe('create_task with a client id', () => {
  it('a retry with the same id returns the first job and stores nothing new (no history, no notification)', async () => {
    const id = '0b7a2c1e-3f4d-4e5a-8b6c-7d8e9f0a1b2c';
    const first = await createAs(w.token.admin, 'Bộ ảnh gửi lại', id);
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    const [history, notes] = [await countOf(taskHistory), await countOf(notifications)];
    const again = await createAs(w.token.admin, 'Bộ ảnh gửi lại', id.toUpperCase());
    assert.equal(again.errors, undefined, JSON.stringify(again.errors));
    assert.equal(again.data!.create_task.id, first.data!.create_task.id);
    assert.equal(again.data!.create_task.version, 1);
    assert.deepEqual(await rowsNamed('Bộ ảnh gửi lại'), [{ id: first.data!.create_task.id, adminId: w.id.admin }]);
    assert.deepEqual([await countOf(taskHistory), await countOf(notifications)], [history, notes], 'the retry wrote no history and notified nobody');
  });

  it('another admin with the same id creates their own job; a new id is a new job (positive controls)', async () => {
    const id = '1c8b3d2f-4a5e-4f6b-9c7d-8e9f0a1b2c3d';
    const mine = await createAs(w.token.admin, 'Bộ ảnh hai người', id);
    const theirs = await createAs(admin2Token, 'Bộ ảnh hai người', id);
    assert.equal(theirs.errors, undefined, JSON.stringify(theirs.errors));
    assert.notEqual(theirs.data!.create_task.id, mine.data!.create_task.id);
    assert.equal(theirs.data!.create_task.adminId, admin2Id);
    const fresh = await createAs(w.token.admin, 'Bộ ảnh hai người', '2d9c4e3a-5b6f-4a7c-8d8e-9f0a1b2c3d4e');
    const noId = await createAs(w.token.admin, 'Bộ ảnh hai người');
    const ids = new Set([mine, theirs, fresh, noId].map((r) => r.data!.create_task.id));
    assert.equal(ids.size, 4);
    assert.equal((await rowsNamed('Bộ ảnh hai người')).length, 4);
  });

  it('refuses an id that is not a UUID in Vietnamese, storing nothing', async () => {
    const result = await createAs(w.token.admin, 'Bộ ảnh mã sai', 'không-phải-uuid');
    assert.equal(errorCode(result), 'BAD_USER_INPUT');
    assert.match(result.errors![0]!.message, VIETNAMESE);
    assert.deepEqual(await rowsNamed('Bộ ảnh mã sai'), []);
  });

  it('a non-admin sending an id of an admin job gets FORBIDDEN, never that job', async () => {
    const id = '3e0d5f4b-6c7a-4b8d-9e9f-0a1b2c3d4e5f';
    assert.equal((await createAs(w.token.admin, 'Bộ ảnh của admin', id)).errors, undefined);
    const qa = await createAs(w.token.qa, 'Bộ ảnh của admin', id);
    assert.equal(errorCode(qa), 'FORBIDDEN');
    assert.equal(qa.data?.create_task ?? null, null);
  });
});
