// The chat query keys and page sizes, apart from the hooks of chat.ts so that the server's
// prefetch of a conversation (lib/server/prefetch.ts) fills exactly the keys the browser reads.

export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => [...chatKeys.all, 'contacts'] as const,
  rooms: (viewerId: number) => [...chatKeys.all, 'rooms', viewerId] as const,
  room: (roomId: number) => [...chatKeys.all, 'room', roomId] as const,
  messages: (roomId: number) => [...chatKeys.all, 'messages', roomId] as const,
  participants: (participantIds: number[]) => [...chatKeys.all, 'participants', [...participantIds].sort((a, b) => a - b).join(',')] as const,
};

/** The list fetches 99 rooms at a time. Messages come 50 at a time (docs/decisions/chat-paging.md). */
export const ROOM_PAGE_SIZE = 99;
export const MESSAGE_PAGE_SIZE = 50;
