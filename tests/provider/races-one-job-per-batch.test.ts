// Two admins make a job from the same batch at the same moment, on a real multi-connection
// PostgreSQL (docs/decisions/one-job-per-batch.md, docs/decisions/race-tests.md): one job is made
// and linked, the other is refused with CONFLICT and nothing of it is stored. Skipped with the
// reason on PGlite.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudBatches, cloudFiles, cloudUsers, tasks } from '../../provider/src/db/schema';
import { errorCode, type GqlResult } from './harness';
import { race, RACES_NEED_POSTGRES } from './races-support';
import { taskWorldForFile, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world), RACES_NEED_POSTGRES);

const CREATE = 'mutation($input: CreateTaskInput!) { create_task(input: $input) { id } }';

describe('one job per batch, at the same moment', () => {
  it('two creations from one batch: one job, linked; the other CONFLICT, stored nowhere', { skip: RACES_NEED_POSTGRES }, async () => {
    const [owner] = await w.p.db.select({ id: cloudUsers.id }).from(cloudUsers).limit(1);
    const [batch] = await w.p.db.insert(cloudBatches).values({ cloudUserId: owner!.id, name: 'Lô hai admin' }).returning({ id: cloudBatches.id });
    await w.p.db.insert(cloudFiles).values({ batchId: batch!.id, cloudUserId: owner!.id, uploadId: 'race-0001', name: 'a.jpg', relativePath: '', size: 10, completedAt: new Date() });
    const create = (name: string, clientTaskId: string) =>
      w.p.gql<{ create_task: { id: number } }>(CREATE, { input: { taskName: name, productGroupId: w.groupIds[0], totalFile: 1, cloudBatchId: batch!.id, clientTaskId } }, { token: w.token.admin });
    // The gate holds the batch's row: both creations have checked their input and wait to lock it.
    const results: GqlResult<{ create_task: { id: number } }>[] = await race(w.p.databaseUrl, `select id from cloud_batches where id = ${batch!.id} for update`, 2, () => [
      create('Việc của admin một', '7c4b9d8f-0a1e-4f2b-9c3d-4e5f6a7b8c91'),
      create('Việc của admin hai', '8d5c0e9a-1b2f-4a3c-8d4e-5f6a7b8c9d02'),
    ]);
    const made = results.filter((r) => r.errors === undefined);
    const refused = results.filter((r) => r.errors !== undefined);
    assert.equal(made.length, 1, JSON.stringify(results));
    assert.equal(errorCode(refused[0]!), 'CONFLICT');
    const [linked] = await w.p.db.select({ taskId: cloudBatches.taskId }).from(cloudBatches).where(eq(cloudBatches.id, batch!.id));
    assert.equal(linked!.taskId, made[0]!.data!.create_task.id);
    const stored = (await w.p.db.select({ name: tasks.taskName }).from(tasks)).filter((t) => t.name.startsWith('Việc của admin'));
    assert.equal(stored.length, 1);
  });
});
