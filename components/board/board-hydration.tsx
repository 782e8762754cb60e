'use client';

import { HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { boardStreamOf } from '@/lib/client/board-stream';
import { unpackCardLists } from '@/lib/tasks/packed-cards';

/**
 * The board's server-fetched state, its card lists packed for the trip (lib/tasks/packed-cards.ts),
 * and the board sequence they were read at: recorded once, before the board's socket opens, so its
 * opening event finds the cards current instead of reading the board again (docs/decisions/board-events.md).
 */
export function BoardHydration({ state, seq, children }: { state: DehydratedState; seq: number | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  // Once per mount, during the first render (before any effect subscribes); `read` only raises the sequence.
  useState(() => seq !== null && boardStreamOf(queryClient).read(seq));
  const unpacked = useMemo(() => unpackCardLists(state), [state]);
  return <HydrationBoundary state={unpacked}>{children}</HydrationBoundary>;
}
