import type { QueryClient } from '@tanstack/react-query';
import { createBoardStream, type BoardStream } from '@/lib/tasks/board-patch';

/** The signed-in user's board sequence, one per QueryClient (per tab): board reads and events share it. */
const streams = new WeakMap<QueryClient, BoardStream>();

export function boardStreamOf(queryClient: QueryClient): BoardStream {
  let stream = streams.get(queryClient);
  if (!stream) {
    stream = createBoardStream();
    streams.set(queryClient, stream);
  }
  return stream;
}
