'use client';

import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { boardStreamOf } from '@/lib/client/board-stream';
import { unpackBoardState } from '@/lib/tasks/packed-cards';

/**
 * The board's server-fetched state, as JSON text with its card lists packed for the trip (lib/tasks/packed-cards.ts),
 * and the board sequence they were read at: recorded once, before the board's socket opens, so its
 * opening event finds the cards current instead of reading the board again (docs/decisions/board-events.md).
 */
export function BoardHydration({ state, seq, children }: { state: string; seq: number | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  // Once per mount, during the first render (before any effect subscribes); `read` only raises the sequence.
  useState(() => seq !== null && boardStreamOf(queryClient).read(seq));
  const unpacked = useMemo(() => unpackBoardState(state), [state]);
  return <HydrationBoundary state={unpacked}>{children}</HydrationBoundary>;
}
