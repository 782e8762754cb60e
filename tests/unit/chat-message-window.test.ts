import { connects, mergeWindows, type ChatMessage, type MessageWindow } from '@/lib/chat/message-window';

const message = (id: number, read_count = 0): ChatMessage => ({
  id,
  room_id: 1,
  posted_at: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  read_count,
  content: `Tin ${id}`,
  messageContentType: 'text',
  posted_by: { id: 1, first_name: 'A', last_name: 'B', email: 'a@tm.local', avatar_url: null, is_online: false },
});

const window = (ids: number[], hasOlder: boolean, totalCount = ids.length): MessageWindow => ({
  messages: ids.map((id) => message(id)),
  hasOlder,
  olderCursor: ids.length ? String(ids[0]) : null,
  totalCount,
});

describe('message window', () => {
  it('merges a refetch into what is held: each message once, in order, fresh copies winning', () => {
    const held = window([3, 5, 8], true, 10);
    const fresh: MessageWindow = { ...window([8, 9, 12], true, 12), messages: [message(8, 1), message(9), message(12)] };
    const merged = mergeWindows(held, fresh);
    expect(merged.messages.map((m) => m.id)).toEqual([3, 5, 8, 9, 12]);
    expect(merged.messages.find((m) => m.id === 8)?.read_count).toBe(1);
    // The older end is the held one's.
    expect([merged.hasOlder, merged.olderCursor, merged.totalCount]).toEqual([true, '3', 12]);
  });

  it('merges an older page at the front', () => {
    const merged = mergeWindows(window([1, 2], false), window([3, 5, 8], true));
    expect(merged.messages.map((m) => m.id)).toEqual([1, 2, 3, 5, 8]);
    expect([merged.hasOlder, merged.olderCursor]).toEqual([false, '1']);
  });

  it('knows when a refetch does not reach back to what is held (a gap to fill)', () => {
    const held = window([3, 5, 8], true);
    expect(connects(held, window([8, 9], true))).toBe(true);
    expect(connects(held, window([9, 12], false))).toBe(true); // nothing older exists
    expect(connects(held, window([20, 21], true))).toBe(false);
    expect(connects(window([], false), window([20, 21], true))).toBe(true);
  });
});
