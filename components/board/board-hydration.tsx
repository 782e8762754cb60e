'use client';

import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { unpackCardLists } from '@/lib/tasks/packed-cards';

/** The board's server-fetched state, its card lists packed for the trip (lib/tasks/packed-cards.ts). */
export function BoardHydration({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const unpacked = useMemo(() => unpackCardLists(state), [state]);
  return <HydrationBoundary state={unpacked}>{children}</HydrationBoundary>;
}
