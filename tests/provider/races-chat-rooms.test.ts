// Two people opening their private conversation at the same moment land in one room, on a real
// multi-connection PostgreSQL (the pair's advisory lock in provider/src/modules/chat/data.ts
// createRoom; docs/decisions/race-tests.md). Skipped with the reason on PGlite.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import { chatRoomMembers } from '../../provider/src/db/schema';
import { race, RACES_NEED_POSTGRES } from './races-support';
import { taskWorldForFile, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
taskWorldForFile((world) => (w = world), RACES_NEED_POSTGRES);

const CREATE = 'mutation CreateChatRoom($input: CreateChatRoomInput!) { create_chat_room(input: $input) { id type } }';
/** Every room creation inserts its room row after checking for an existing private room. */
const HOLD_CHAT_ROOMS = 'lock table chat_rooms in share mode';

const open = (who: Role, withWhom: Role) =>
  w.p.gql<{ create_chat_room: { id: number; type: string } }>(CREATE, { input: { type: 'Private', members: [{ userId: w.id[withWhom], isAdmin: false }] } }, { token: w.token[who] });

/** The private rooms whose members are exactly this pair. */
async function roomsOfPair(a: Role, b: Role): Promise<number[]> {
  const rows = await w.p.db.select({ roomId: chatRoomMembers.roomId, userId: chatRoomMembers.userId }).from(chatRoomMembers);
  const members = new Map<number, number[]>();
  for (const row of rows) members.set(row.roomId, [...(members.get(row.roomId) ?? []), row.userId]);
  const pair = [w.id[a], w.id[b]].sort((x, y) => x - y).join(',');
  return [...members].filter(([, ids]) => [...ids].sort((x, y) => x - y).join(',') === pair).map(([roomId]) => roomId);
}

describe('opening a private conversation at the same moment', () => {
  it('both people get the same room, stored once', { skip: RACES_NEED_POSTGRES }, async () => {
    // qa2 is new to this world: no room exists for the pair yet.
    assert.deepEqual(await roomsOfPair('qa2', 'editor2'), []);
    const results = await race(w.p.databaseUrl, HOLD_CHAT_ROOMS, 2, () => [open('qa2', 'editor2'), open('editor2', 'qa2')]);
    for (const result of results) assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const rooms = await roomsOfPair('qa2', 'editor2');
    assert.equal(rooms.length, 1, `one room for the pair, got ${JSON.stringify(rooms)}`);
    assert.deepEqual(
      results.map((r) => r.data!.create_chat_room.id),
      [rooms[0], rooms[0]],
    );
  });

  it('two different pairs at the same moment get two rooms (positive control)', { skip: RACES_NEED_POSTGRES }, async () => {
    assert.deepEqual([await roomsOfPair('qa2', 'editor'), await roomsOfPair('qa2', 'admin')], [[], []]);
    const [first, second] = await race(w.p.databaseUrl, HOLD_CHAT_ROOMS, 2, () => [open('qa2', 'editor'), open('qa2', 'admin')]);
    assert.equal(first!.errors, undefined, JSON.stringify(first!.errors));
    assert.equal(second!.errors, undefined, JSON.stringify(second!.errors));
    assert.notEqual(first!.data!.create_chat_room.id, second!.data!.create_chat_room.id);
    const members = await w.p.db.select({ roomId: chatRoomMembers.roomId }).from(chatRoomMembers).where(inArray(chatRoomMembers.roomId, [first!.data!.create_chat_room.id, second!.data!.create_chat_room.id]));
    assert.equal(members.length, 4);
  });
});
