// Two retries of the same write at the same moment, on a real multi-connection PostgreSQL
// (docs/decisions/idempotent-writes.md, docs/decisions/race-tests.md): a chat message and a job,
// each sent twice with one client id, are stored once and both answers name that one row.
// Skipped with the reason on PGlite.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { chatMessages, tasks } from '../../provider/src/db/schema';
import { createRoom } from '../../provider/src/modules/chat/data';
import type { GqlResult } from './harness';
import { HOLD_TASK_HISTORY, race, RACES_NEED_POSTGRES } from './races-support';
import { Q, taskWorldForFile, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world), RACES_NEED_POSTGRES);

const POST = 'mutation PostChatMessage($input: PostChatMessageInput!) { post_chat_message(input: $input) { id content } }';

describe('two retries of one write at the same moment', () => {
  it('a chat message: stored once, both answers carry its id; another sender with the same id is separate', { skip: RACES_NEED_POSTGRES }, async () => {
    const room = await createRoom(w.p.db, { type: 'Group', name: 'Phòng gửi lại', createdBy: w.id.admin, memberIds: [w.id.admin, w.id.editor] });
    const clientMessageId = '4f1e6a5c-7d8b-4c9e-8f0a-1b2c3d4e5f60';
    const send = (who: 'admin' | 'editor') =>
      w.p.gql<{ post_chat_message: { id: number } }>(
        POST,
        { input: { userId: w.id[who], roomId: room.id, content: 'Tin gửi hai lần', messageContentType: 'text', clientMessageId } },
        { token: w.token[who] },
      );
    // The gate holds the room's row: each post has stored its message (or waits on the other's)
    // and waits to move the room up the list when the gate opens.
    const results = await race(w.p.databaseUrl, `select id from chat_rooms where id = ${room.id} for no key update`, 2, () => [send('admin'), send('admin')]);
    for (const result of results) assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const stored = await w.p.db.select({ id: chatMessages.id, by: chatMessages.postedBy }).from(chatMessages).where(eq(chatMessages.roomId, room.id));
    assert.equal(stored.length, 1, 'one message stored');
    assert.deepEqual(
      results.map((r) => r.data!.post_chat_message.id),
      [stored[0]!.id, stored[0]!.id],
    );

    // Positive control: the same id from another member at the same moment is that member's own message.
    const [mine, theirs] = await race(w.p.databaseUrl, `select id from chat_rooms where id = ${room.id} for no key update`, 2, () => [
      w.p.gql<{ post_chat_message: { id: number } }>(POST, { input: { userId: w.id.admin, roomId: room.id, content: 'Tin thứ hai', messageContentType: 'text', clientMessageId: '5a2f7b6d-8e9c-4d0f-9a1b-2c3d4e5f6a70' } }, { token: w.token.admin }),
      send('editor'),
    ]);
    assert.equal(mine!.errors, undefined, JSON.stringify(mine!.errors));
    assert.equal(theirs!.errors, undefined, JSON.stringify(theirs!.errors));
    assert.equal((await w.p.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.roomId, room.id))).length, 3);
  });

  it('a job: created once, both answers carry its id; two different ids at once are two jobs', { skip: RACES_NEED_POSTGRES }, async () => {
    const clientTaskId = '6b3a8c7e-9f0d-4e1a-8b2c-3d4e5f6a7b80';
    const input = { taskName: 'Bộ ảnh tạo hai lần', productGroupId: w.groupIds[0], totalFile: 5, editorId: w.id.editor, qaId: w.id.qa, clientTaskId };
    const create = () => w.p.gql<{ create_task: Card }>(Q.create, { input }, { token: w.token.admin });
    const results: GqlResult<{ create_task: Card }>[] = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, 2, () => [create(), create()]);
    for (const result of results) assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const stored = await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.taskName, 'Bộ ảnh tạo hai lần'));
    assert.equal(stored.length, 1, 'one job stored');
    assert.deepEqual(
      results.map((r) => r.data!.create_task.id),
      [stored[0]!.id, stored[0]!.id],
    );
    assert.equal((await w.get(stored[0]!.id)).history!.length, 1, 'one creation in the history');

    // Positive control: two different ids at the same moment are two jobs.
    const withId = (id: string) => w.p.gql<{ create_task: Card }>(Q.create, { input: { ...input, taskName: 'Bộ ảnh hai mã', clientTaskId: id } }, { token: w.token.admin });
    const pair = await race(w.p.databaseUrl, HOLD_TASK_HISTORY, 2, () => [withId('7c4b9d8f-0a1e-4f2b-9c3d-4e5f6a7b8c90'), withId('8d5c0e9a-1b2f-4a3c-8d4e-5f6a7b8c9d01')]);
    for (const result of pair) assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    assert.notEqual(pair[0]!.data!.create_task.id, pair[1]!.data!.create_task.id);
    assert.equal((await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.taskName, 'Bộ ảnh hai mã'))).length, 2);
  });
});
