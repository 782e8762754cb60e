import { cn } from '@/components/ui/class-names';
import type { TaskStatusName } from '@/domain/task-status';
import { CARD_HEIGHT } from './task-card';

const CARDS_PER_COLUMN = [3, 2, 4, 1, 2, 3, 1, 2];

/** The board's shape while the first cards load: column headers and grey cards. */
export function BoardSkeleton({ columns }: { columns: TaskStatusName[] }) {
  return (
    <div role="status" className="overflow-hidden rounded-2xl border border-border bg-surface p-3 shadow-sm">
      <div className="flex w-max gap-3">
        {columns.map((status, index) => (
          <div key={status} aria-hidden="true" className="w-[82vw] max-w-[18rem] shrink-0 rounded-xl bg-background p-3 sm:w-[17rem] sm:max-w-none">
            <div className="mb-4 flex items-center gap-2">
              <span className="size-2.5 rounded-full bg-border" />
              <span className="h-4 w-24 animate-pulse rounded bg-border" />
              <span className="ml-auto h-5 w-7 animate-pulse rounded-full bg-border" />
            </div>
            <div className="space-y-2">
              {Array.from({ length: CARDS_PER_COLUMN[index % CARDS_PER_COLUMN.length]! }, (_, card) => (
                <div key={card} className={cn('animate-pulse rounded-xl border border-border bg-surface p-3')} style={{ height: CARD_HEIGHT }}>
                  <div className="h-4 w-4/5 rounded bg-border" />
                  <div className="mt-2 h-3 w-1/2 rounded bg-border/70" />
                  <div className="mt-9 flex gap-1">
                    <span className="size-8 rounded-full bg-border" />
                    <span className="size-8 rounded-full bg-border" />
                  </div>
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <span className="sr-only">Đang tải bảng công việc…</span>
    </div>
  );
}
