import { Button } from '@/components/ui/button';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** 'Xem thêm' under a paged report's table, shown while further pages exist. */
export function MorePagesButton({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="secondary" className="self-center" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      Xem thêm
    </Button>
  );
}
