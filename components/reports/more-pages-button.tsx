'use client';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * 'Xem thêm' under a paged report's table, shown while further pages exist. The report's first
 * page is painted from the first HTML, before the page's scripts run: until the page has hydrated
 * the button is disabled, so a click that nothing would answer is not lost silently
 * (docs/decisions/loading-screen.md).
 */
export function MorePagesButton({ pages }: { pages: Pages }) {
  const hydrated = useHydrated();
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="secondary" className="self-center" disabled={!hydrated} pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      Xem thêm
    </Button>
  );
}
