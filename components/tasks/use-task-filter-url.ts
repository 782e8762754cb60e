'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { parseTaskFilter, serializeTaskFilter, type TaskFilterState } from '@/lib/tasks/filter';

/**
 * The filter bar's state kept in the URL (?tu=…&den=…&editor=…&qa=…&q=…), so a filtered
 * screen can be bookmarked and survives a reload. Uses the History API, which Next's router
 * follows (useSearchParams updates) without a server round trip.
 */
export function useTaskFilterUrl(): [TaskFilterState, (next: TaskFilterState) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const filter = useMemo(() => parseTaskFilter(searchParams), [searchParams]);
  const setFilter = useCallback(
    (next: TaskFilterState) => {
      const query = serializeTaskFilter(next);
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
  return [filter, setFilter];
}
